// Random tokens handed to clients, and the digests the database keeps instead of them.
import { createHash, randomBytes } from 'node:crypto';

/** Shopify's customer access tokens are 32 hex characters. */
export function newAccessToken(): string {
  return randomBytes(16).toString('hex');
}

/** Reset and activation tokens travel in URLs; hex keeps them URL-safe without escaping. */
export function newLinkToken(): string {
  return randomBytes(24).toString('hex');
}

export function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const ACCESS_TOKEN_LIFETIME_MS = 30 * 86_400_000;
export const RESET_TOKEN_LIFETIME_MS = 86_400_000;
export const ACTIVATION_TOKEN_LIFETIME_MS = 30 * 86_400_000;

/** Shopify's DateTime: ISO 8601 without milliseconds. */
export function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
