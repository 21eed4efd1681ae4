import { TRACKING_COOKIE, TRACKING_PARAMS, TRACKING_STORAGE_DAYS } from '~/core/constants';
import { cookieString, DAY_SECONDS, decodeCookieValue, readCookie } from '~/core/request/cookies';
import { hasInvisibleControl } from '~/core/security/typed-text';

// The campaign parameters a shopper landed with (spec sections 4 and 9) travel to checkout. The shell
// stores them (cookie `bottega_tracking`, a JSON object, plus local storage); the checkout action reads
// the cookie on the server and merges them into the checkout URL. Pure functions: no DOM, no Node.

type TrackingParam = (typeof TRACKING_PARAMS)[number];
export type TrackingParams = Partial<Record<TrackingParam, string>>;

/** Campaign values are short; anything longer is noise or an attack, not a campaign. */
const MAX_VALUE_LENGTH = 500;
const MAX_COOKIE_LENGTH = 4096;

function isTrackingParam(key: string): key is TrackingParam {
  return (TRACKING_PARAMS as readonly string[]).includes(key);
}

function cleanValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > MAX_VALUE_LENGTH) return null;
  // Control characters never belong in a campaign value.
  if (hasInvisibleControl(trimmed)) return null;
  return trimmed;
}

/** Only the known keys with sensible string values survive; everything else is dropped. */
export function sanitizeTracking(input: unknown): TrackingParams {
  const params: TrackingParams = {};
  if (!input || typeof input !== 'object' || Array.isArray(input)) return params;
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (!isTrackingParam(key)) continue;
    const clean = cleanValue(value);
    if (clean !== null) params[key] = clean;
  }
  return params;
}

/** The stored parameters from a Cookie header; a missing, malformed or forged cookie gives {}. */
export function parseTrackingCookie(cookieHeader: string | null | undefined): TrackingParams {
  const raw = readCookie(cookieHeader, TRACKING_COOKIE);
  if (!raw || raw.length > MAX_COOKIE_LENGTH) return {};
  try {
    return sanitizeTracking(JSON.parse(decodeCookieValue(raw) ?? ''));
  } catch {
    return {};
  }
}

/** The tracking parameters present on a landing URL's query string. */
export function trackingFromSearch(search: URLSearchParams): TrackingParams {
  const found: Record<string, string> = {};
  for (const key of TRACKING_PARAMS) {
    const value = search.get(key);
    if (value !== null) found[key] = value;
  }
  return sanitizeTracking(found);
}

/** A full cookie string (for `document.cookie` or a Set-Cookie header): 90 days, SameSite=Lax, whole site. */
export function trackingCookieString(params: TrackingParams, options: { secure?: boolean; domain?: string } = {}): string {
  // Script-readable: the shell refreshes it in the browser, and checkout links read it there.
  return cookieString(TRACKING_COOKIE, JSON.stringify(sanitizeTracking(params)), {
    maxAge: TRACKING_STORAGE_DAYS * DAY_SECONDS,
    httpOnly: false,
    secure: options.secure ?? false,
    domain: options.domain,
  });
}

/**
 * The URL with the stored parameters added where the URL does not already carry them (values on
 * the URL win: they are the more recent campaign). A URL that cannot be parsed is returned as is.
 */
export function mergeTracking(url: string, params: TrackingParams): string {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return url;
  }
  const clean = sanitizeTracking(params);
  let changed = false;
  for (const key of TRACKING_PARAMS) {
    const value = clean[key];
    if (value === undefined || target.searchParams.has(key)) continue;
    target.searchParams.append(key, value);
    changed = true;
  }
  return changed ? target.toString() : url;
}
