// Which requests get a page that is the same for every shopper in their shoes: no session, no bag,
// no draft preview, nothing the response would have to remember (campaign parameters, preview links).
// The response policy marks those answers publicly cacheable and the worker's page cache keeps them;
// everything else is rendered for the one shopper who asked.
import { isCrawler } from '~/core/request/crawlers';
import { ACCOUNT_PATH, CART_COOKIE, NEW_CART_COOKIE_PREFIX, PREVIEW_COOKIE, SESSION_COOKIE, TRACKING_PARAMS } from '~/core/constants';
import { pagePath } from '~/core/security/data-request';
import { readCookies } from '~/core/request/cookies';
import { readConsent } from '~/core/request/consent';

const BAG_PATH = '/cart';
const PERSONAL_PATHS = [ACCOUNT_PATH, BAG_PATH];
const PERSONAL_COOKIES = [SESSION_COOKIE, CART_COOKIE, PREVIEW_COOKIE];
/** hydrogen-sanity's preview links (`sanity-preview-secret`, `-pathname`, `-perspective`). */
const PREVIEW_PARAM_PREFIX = 'sanity-preview';

const within = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);

/** A session, a bag (or a bag made a moment ago in another tab), or a draft preview. */
export function carriesPersonalCookie(request: Request): boolean {
  return Object.keys(readCookies(request.headers.get('Cookie'))).some(
    (name) => PERSONAL_COOKIES.includes(name) || name.startsWith(NEW_CART_COOKIE_PREFIX),
  );
}

/** Account and bag pages (and their `.data`) are always one shopper's own. */
export function isPersonalPath(url: URL): boolean {
  const { pathname } = pagePath(url.pathname);
  return PERSONAL_PATHS.some((root) => within(pathname, root));
}

/**
 * A read of a page by a shopper with nothing of their own on it. Campaign parameters set the tracking
 * cookie and preview links enter draft preview: those answers remember the shopper, so they are not.
 */
export function isSharedPageRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = new URL(request.url);
  if (isPersonalPath(url) || carriesPersonalCookie(request)) return false;
  for (const name of url.searchParams.keys()) {
    if (name.startsWith(PREVIEW_PARAM_PREFIX) || (TRACKING_PARAMS as readonly string[]).includes(name)) return false;
  }
  return true;
}

/**
 * What, beyond the URL, changes a shared page: the shopper's cookie choice (the banner shows until
 * there is one; scripts load by it) and whether a crawler asks (crawlers get the whole document at
 * once, browsers a stream). Both enter the key as read, so a forged value cannot make keys of its
 * own. The market is not here: it is the address's own (/it-it/…), so the URL keeps markets apart.
 */
export function sharedPageVariant(request: Request): string {
  const consent = readConsent(request.headers.get('Cookie'));
  const choice = consent ? `${Number(consent.analytics)}${Number(consent.marketing)}` : 'unasked';
  const crawler = isCrawler(request.headers.get('user-agent')) ? 'crawler' : 'browser';
  return `${choice}|${crawler}`;
}
