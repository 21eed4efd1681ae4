// The secrets the emulators issue to the local shop, as the real services' admins would: a
// Storefront API token pair from Shopify's Headless channel and a Viewer token from Sanity's
// project settings. Issued once per data folder and kept beside the data, so a storefront
// configured against a running emulator (.env) keeps working across restarts. The emulators accept
// nothing else, so a client that sends a made-up token is refused as the real services refuse it.
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface StorefrontTokens {
  /** 32 hex characters, as Shopify issues public Storefront API tokens (Hydrogen checks the length). */
  publicToken: string;
  /** `shpat_` and 32 hex characters, as Shopify issues private (server-to-server) tokens. */
  privateToken: string;
}

export interface EmulatorCredentials {
  shopify: StorefrontTokens;
  /** A read token for drafts and other non-public documents: `sk` and base-62, as Sanity issues them. */
  sanityReadToken: string;
}

export function issueStorefrontTokens(): StorefrontTokens {
  return { publicToken: randomBytes(16).toString('hex'), privateToken: `shpat_${randomBytes(16).toString('hex')}` };
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function issueSanityToken(): string {
  return `sk${Array.from({ length: 180 }, () => BASE62[randomInt(BASE62.length)]).join('')}`;
}

export function issueCredentials(): EmulatorCredentials {
  return { shopify: issueStorefrontTokens(), sanityReadToken: issueSanityToken() };
}

/** The folder's credentials, issued on first use. */
export function credentialsFor(dataDir: string): EmulatorCredentials {
  const path = join(dataDir, 'credentials.json');
  if (existsSync(path)) {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as Partial<EmulatorCredentials>;
    if (isStorefrontTokens(stored.shopify) && typeof stored.sanityReadToken === 'string') return stored as EmulatorCredentials;
  }
  const issued = issueCredentials();
  writeFileSync(path, `${JSON.stringify(issued, null, 2)}\n`, { mode: 0o600 });
  return issued;
}

function isStorefrontTokens(value: unknown): value is StorefrontTokens {
  const tokens = value as StorefrontTokens | undefined;
  return typeof tokens?.publicToken === 'string' && typeof tokens.privateToken === 'string';
}
