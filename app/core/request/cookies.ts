// The one home for reading and writing the storefront's own small cookies (locale, newsletter,
// tracking, new-cart markers), on the `cookie` package React Router itself uses. The session and
// preview cookies are React Router's signed cookie sessions (session.server.ts, hydrogen-sanity).
// Every cookie here is whole-site and SameSite=Lax; HttpOnly unless a script must read it; Secure
// whenever the shop is served over HTTPS.
import { parse, serialize } from 'cookie';

/** Values are read undecoded: each reader bounds the raw length first, then decodes (decodeCookieValue). */
const raw = (value: string) => value;

/** Every cookie in a Cookie header, by name, with raw values. A garbled header gives what it can. */
export function readCookies(cookieHeader: string | null | undefined): Readonly<Record<string, string | undefined>> {
  return cookieHeader ? Object.freeze(parse(cookieHeader, { decode: raw })) : NO_COOKIES;
}
const NO_COOKIES: Readonly<Record<string, string | undefined>> = Object.freeze({});

/** One cookie's raw value, or undefined when the request carries none. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  return readCookies(cookieHeader)[name];
}

/** The percent-decoded value; null when it does not decode (forged or garbled). */
export function decodeCookieValue(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export interface CookieAttributes {
  /** Lifetime in seconds; 0 removes the cookie. */
  maxAge: number;
  /** False only for cookies a script reads (the newsletter and tracking cookies). */
  httpOnly: boolean;
  secure: boolean;
  /** The shop's parent domain, when checkout lives on a sibling host and must read the cookie. */
  domain?: string;
}

/** A Set-Cookie header (or a `document.cookie` assignment); the value is percent-encoded. */
export function cookieString(name: string, value: string, { maxAge, httpOnly, secure, domain }: CookieAttributes): string {
  return serialize(name, value, { maxAge, path: '/', sameSite: 'lax', httpOnly, secure, domain });
}

/** Whether the request reached the shop over HTTPS (cookies are then marked Secure). */
export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

export const DAY_SECONDS = 24 * 60 * 60;
