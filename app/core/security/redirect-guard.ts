// The one gate every redirect the app emits passes through: sign-in and register, the
// locale chooser, the newsletter's "Continue", the draft preview, the redirect table and the shop's
// URL redirects. A target is accepted only when the browser, reading it as a Location, would stay
// on the shop's own origin; what comes out is a path that reads the same to every parser.
import { REDIRECT_TARGET_MAX_LENGTH } from '~/core/constants';

/**
 * URL parsing silently drops tabs and newlines and trims other control characters, and browsers
 * read a backslash as a slash: a target carrying any of them can mean something other than it
 * appears to, and no address of this shop contains one.
 */
function hasAmbiguousCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * The same characters percent-encoded (a slash, a backslash, a control character) are left alone by
 * URL parsing but decoded by some proxies and servers, turning `/%2F/evil.example` or
 * `/%09/evil.example` into `//evil.example` one hop later. No path of this shop has one, so the whole
 * path part is refused rather than reasoning about where; the query may carry them (a search term).
 */
const ENCODED_AMBIGUOUS = /%(?:2f|5c|[01][0-9a-f]|7f)/i;

/**
 * The same-origin path (pathname, query and fragment) `target` leads to from `origin`, or null
 * when it would leave the origin or could be read two ways. The result never starts with `//`:
 * `/.//evil.example` resolves to the path `//evil.example`, which as a Location is protocol-relative.
 * Passing the result through again gives the same result.
 */
export function sameOriginPath(target: unknown, origin: string | URL): string | null {
  if (typeof target !== 'string' || target === '' || target.length > REDIRECT_TARGET_MAX_LENGTH) return null;
  if (hasAmbiguousCharacter(target)) return null;
  const pathPart = target.split(/[?#]/, 1)[0];
  if (ENCODED_AMBIGUOUS.test(pathPart)) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(target, base.origin);
  } catch {
    return null;
  }
  // `javascript:` and `data:` have the opaque origin "null", so they never match a real one.
  if (url.origin !== base.origin || url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? null : path;
}

/** `sameOriginPath`, with a fallback for the caller to go to instead (the home page unless told). */
export function safeRedirectPath(value: unknown, origin: string | URL, fallback = '/'): string {
  return sameOriginPath(value, origin) ?? fallback;
}

/**
 * An absolute http(s) address on another host, as the shop's own data may name one (a merchant's
 * URL redirect to another site). Never used for anything a visitor sent.
 */
export function isAbsoluteHttpUrl(location: string): boolean {
  if (hasAmbiguousCharacter(location) || !/^https?:\/\/[^/]/i.test(location)) return false;
  try {
    return new URL(location).host !== '';
  } catch {
    return false;
  }
}

/** Where a redirect response sends the browser: its Location, or React Router's data-request header. */
export function redirectLocation(response: Response): string | null {
  return response.headers.get('Location') ?? response.headers.get('X-Remix-Redirect');
}
