// Hostile market addresses and locale cookies, for the hostile suite
// (hostile-requests.ts draws from them) and for hostile-markets.test.ts, which also checks where each
// answer sends the client and which market a page it shows is in. Paths are sent as written
// (node:http), so a backslash or a doubled slash reaches the server as a scanner would send it.
import { htmlLang, priceCurrencies } from './markets.ts';
import type { Answer } from './send-all.ts';

/** Prefixes the shop does not offer, in the wrong case, for the default market, and shaped to confuse. */
export const MARKET_PATHS = [
  '/XX-yy/products/arco-tote',
  '/xx-yy/',
  '/it-IT/products/arco-tote',
  '/IT-it/',
  '/IT-IT',
  '/EN-US/collections/bags',
  '/en-us/',
  '/en-us',
  '/zz-zz/products/arco-tote',
  '/zz-zz/',
  '/fr-it/products/arco-tote',
  '/ja-it/collections/bags',
  '/en-aq/',
  '/pt-br/',
  '/it-it//evil.example',
  '/it-IT//evil.example',
  '/en-us//evil.example',
  '/EN-US//evil.example/',
  '/en-us/%2F%2Fevil.example',
  '/EN-US/%2F%2Fevil.example',
  '/it-IT/%2F%2Fevil.example',
  '/en-us/\\evil.example',
  '/EN-US/\\evil.example',
  '/it-IT/\\\\evil.example',
  '/en-us/%5Cevil.example',
  '/it-it/%5C%5Cevil.example',
  '/it-it/..%2F',
  '/it-IT/..%2F..%2Fetc%2Fpasswd',
  '/it-it/%2e%2e/%2e%2e/',
  '/it-it/../en-gb/',
  `/it-it/${'a'.repeat(4_000)}`,
  `/${'it-it/'.repeat(300)}`,
  `/it-IT/${'b'.repeat(2_000)}?q=${'c'.repeat(2_000)}`,
  '/it-it-it/',
  '/it-it%2F/products/arco-tote',
  '/%69t-it/',
  '/it-%C4%B0t/',
  '/%C3%AFt-it/',
  '/it-it%00/',
  '/it-it/products/%F0%9F%91%9C',
  '/%E2%80%AEti-ti/',
  '/zz-zz/products/arco-tote.data',
  '/XX-yy/_root.data',
  '/it-IT/_root.data',
  '/en-us/_root.data',
  '/fr-it/products/arco-tote.data?_routes=root',
  '/zz-zz/sitemap/products/1.xml',
  '/fr-it/sitemap.xml',
  '/zz-zz/robots.txt',
  '/it-IT/locale?redirect=https://evil.example',
  '/it-it/locale?redirect=//evil.example',
  '/en-us/locale?redirect=%2F%2Fevil.example',
  '/it-it/account/login?redirect=//evil.example',
  '/IT-IT/search?q=%3Cx%3E',
];

/** Locale cookies: offered markets, refused ones, and values that name none. */
export const MARKET_COOKIES = [
  'IT-IT',
  'it-en',
  'JP-JA',
  'IT-ZZ',
  'ZZ-zz',
  'XX-XX',
  'AQ-EN',
  'US',
  '',
  '%ff%fe',
  'IT-IT-IT',
  '../../etc',
  '/it-it',
  '//evil.example',
  'IT-IT; bottega_locale=JP-JA',
  'US-ZZ',
  '%E0%A4%A',
  '<script>alert(1)</script>-EN',
  'IT-EN-EN',
  'x'.repeat(3_000),
  'IT-'.repeat(2000),
];

/** The markets a 200 may be in, by address prefix: language and currency. */
export const EXPECTED_MARKETS: Record<string, { lang: string; currency: string }> = {
  '': { lang: 'en', currency: 'USD' },
  '/it-it': { lang: 'it', currency: 'EUR' },
  '/en-it': { lang: 'en', currency: 'EUR' },
  '/en-gb': { lang: 'en', currency: 'GBP' },
  '/ja-jp': { lang: 'ja', currency: 'JPY' },
};

/** A path on this origin (never `//host` or `/\\host`), or an absolute URL on one of the shop's origins. */
export function onShop(location: string, origins: readonly string[]): boolean {
  if (location.startsWith('/')) return !/^\/[/\\]/.test(location);
  return origins.some((origin) => location === origin || location.startsWith(`${origin}/`));
}

const header = (answer: Answer, name: string) => [answer.headers[name]].flat()[0];

/**
 * Why an answer would be a fault, or null: a 5xx, a redirect off the shop (`origins` are the shop's
 * own), or a page shown at an address whose market it is not.
 */
export function marketFault(answer: Answer, origins: readonly string[], offeredPrefixes: ReadonlySet<string>): string | null {
  if (answer.error || answer.status >= 500) return `${answer.status || answer.error}`;
  const location = header(answer, 'location');
  if (location !== undefined && !onShop(location, origins)) return `Location ${location}`;
  const type = String(header(answer, 'content-type') ?? '');
  if (answer.status !== 200 || !type.startsWith('text/html') || answer.request.method === 'HEAD') return null;
  // The address as a browser reads it: dot segments resolved (`/it-it/../en-gb/` is `/en-gb/`).
  const segment = /^\/([^/]*)/.exec(new URL(`http://shop.test${answer.request.path}`).pathname)?.[1] ?? '';
  const prefixed = /^[a-z]{2}-[a-z]{2}$/i.test(segment);
  if (prefixed && !offeredPrefixes.has(`/${segment}`)) return `200 under ${segment}`;
  const expected = EXPECTED_MARKETS[prefixed ? `/${segment}` : ''];
  if (!expected) return null;
  const lang = htmlLang(answer.body);
  const currencies = [...priceCurrencies(answer.body)];
  if (lang !== expected.lang) return `<html lang="${lang}">`;
  if (currencies.some((currency) => currency !== expected.currency)) return `prices in ${currencies.join(', ')}`;
  return null;
}
