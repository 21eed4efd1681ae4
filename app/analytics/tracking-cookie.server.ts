import { parseTrackingCookie, trackingCookieString, trackingFromSearch } from '~/core/request/tracking';

/**
 * A landing URL with campaign parameters refreshes the tracking cookie on the server, so the
 * parameters reach checkout even when the shopper's browser runs no script. New values win over
 * stored ones: the latest campaign is the one that brought the shopper back.
 */
export function trackingSetCookie(request: Request): string | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  const landing = trackingFromSearch(url.searchParams);
  if (Object.keys(landing).length === 0) return null;
  const stored = parseTrackingCookie(request.headers.get('Cookie'));
  return trackingCookieString({ ...stored, ...landing }, { secure: url.protocol === 'https:' });
}
