// A crawler's walk of the built storefront from its sitemap, for the markets' addresses. Every child
// sitemap the index lists and every page they list answers 200; each page's hreflang set names every
// market the shop's Localization offers plus x-default, its own address among them, is the same on
// every twin (reciprocal) and matches the sitemap's xhtml:link entries for it; every internal link
// and form on the page stays at the page's market. The default and Italian markets are walked whole,
// the others by the first entry of each of their child sitemaps, and every market's home page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { storefrontApi } from '../support/bag.ts';
import { BROWSER } from '../support/account-client.ts';
import { alternateKey, canonicalOf, htmlLang, internalTargets, keepsPrefix, pageAlternates, type Alternate } from '../support/markets.ts';

let shop: Awaited<ReturnType<typeof startStorefront>>;
/** Each market the shop offers: its hreflang tag and address prefix, from the shop's own Localization. */
let markets: Array<{ tag: string; prefix: string; language: string }>;

beforeAll(async () => {
  shop = await startStorefront();
  const { localization } = await storefrontApi<{
    localization: { availableCountries: Array<{ isoCode: string; availableLanguages: Array<{ isoCode: string }> }> };
  }>(shop.emulators!.url, '{ localization { availableCountries { isoCode availableLanguages { isoCode } } } }');
  markets = localization.availableCountries.flatMap(({ isoCode: country, availableLanguages }) =>
    availableLanguages
      .filter(({ isoCode }) => /^[A-Z]{2}$/.test(isoCode))
      .map(({ isoCode: language }) => {
        const isDefault = country === 'US' && language === 'EN';
        return { tag: `${language.toLowerCase()}-${country}`, prefix: isDefault ? '' : `/${language}-${country}`.toLowerCase(), language };
      }),
  );
});
afterAll(async () => {
  await shop?.close();
});

const FULLY_WALKED = ['', '/it-it'];

async function get(url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url, { headers: { 'user-agent': BROWSER }, redirect: 'manual' });
  return { status: response.status, body: await response.text() };
}

/** Runs `work` on every item, `width` at a time. */
async function eachLimited<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => match[1]!);

/** A child sitemap's entries: each page's address and the twins it is listed with. */
function entriesOf(xml: string): Array<{ loc: string; twins: Alternate[] }> {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block]) => ({
    loc: locsOf(block!)[0]!,
    twins: [...block!.matchAll(/<xhtml:link[^>]*hreflang="([^"]+)"[^>]*href="([^"]+)"/g)].map(([, hreflang, href]) => ({
      hreflang: hreflang!,
      href: href!.replace(/&amp;/g, '&'),
    })),
  }));
}

/** The prefix of the market an address is at ('' for the default market's). */
function prefixOfUrl(url: string): string {
  const first = /^\/([a-z]{2}-[a-z]{2})(?=\/|$)/.exec(new URL(url).pathname)?.[1];
  return first ? `/${first}` : '';
}

describe('the sitemap, walked as a crawler walks it', () => {
  it('lists pages that answer 200 with complete, reciprocal hreflang twins and links that keep their market', async () => {
    const expectedTags = new Set([...markets.map((market) => market.tag), 'x-default']);
    expect(markets.map((market) => market.prefix)).toEqual(expect.arrayContaining(['', '/it-it', '/en-it', '/de-ch', '/en-gb']));

    const index = await get(`${shop.url}/sitemap.xml`);
    expect(index.status).toBe(200);
    const children = locsOf(index.body);
    // Every market has the same child sitemaps under its own prefix.
    const defaultChildren = children.filter((child) => prefixOfUrl(child) === '').map((child) => new URL(child).pathname);
    expect(defaultChildren.length).toBeGreaterThanOrEqual(4);
    expect(new Set(children.map(prefixOfUrl))).toEqual(new Set(markets.map((market) => market.prefix)));
    for (const { prefix } of markets) {
      expect(children.filter((child) => prefixOfUrl(child) === prefix).map((child) => new URL(child).pathname)).toEqual(
        defaultChildren.map((path) => `${prefix}${path}`),
      );
    }

    // The sitemap's own twins for each address, and the pages to walk.
    const listed = new Map<string, Alternate[]>();
    const walk: string[] = markets.map(({ prefix }) => `${shop.url}${prefix}/`);
    const problems: string[] = [];
    await eachLimited(children, 4, async (child) => {
      const sitemap = await get(child);
      if (sitemap.status !== 200) return void problems.push(`${sitemap.status} ${child}`);
      const entries = entriesOf(sitemap.body);
      if (!entries.length) problems.push(`no entries in ${child}`);
      for (const entry of entries) {
        if (prefixOfUrl(entry.loc) !== prefixOfUrl(child)) problems.push(`${child} lists another market's ${entry.loc}`);
        listed.set(entry.loc, entry.twins);
      }
      const chosen = FULLY_WALKED.includes(prefixOfUrl(child)) ? entries : entries.slice(0, 1);
      walk.push(...chosen.map((entry) => entry.loc));
    });
    expect(problems).toEqual([]);

    // Each page, as a crawler reads it.
    const seen = new Map<string, Alternate[]>();
    let links = 0;
    await eachLimited(walk, 4, async (url) => {
      const page = await get(url);
      if (page.status !== 200) return void problems.push(`${page.status} ${url}`);
      const prefix = prefixOfUrl(url);
      const market = markets.find((candidate) => candidate.prefix === prefix)!;
      if (htmlLang(page.body) !== market.language.toLowerCase()) problems.push(`lang ${htmlLang(page.body)} at ${url}`);
      const twins = pageAlternates(page.body);
      seen.set(url, twins);
      const tags = twins.map((twin) => twin.hreflang);
      if (tags.length !== expectedTags.size || !tags.every((tag) => expectedTags.has(tag))) {
        problems.push(`hreflang set at ${url}: ${tags.join(' ')}`);
      }
      // Its own twin is its canonical address (a home page's has no trailing slash: /it-it).
      const own = twins.find((twin) => twin.hreflang === market.tag)?.href;
      const canonical = canonicalOf(page.body);
      if (own !== canonical || canonical?.replace(/\/$/, '') !== url.replace(/\/$/, ''))
        problems.push(`own twin ${own}, canonical ${canonical} at ${url}`);
      const inSitemap = listed.get(url);
      if (inSitemap && alternateKey(inSitemap) !== alternateKey(twins)) problems.push(`sitemap's twins differ from the page's at ${url}`);
      for (const target of internalTargets(page.body, shop.url)) {
        links++;
        if (!keepsPrefix(target.path, prefix)) problems.push(`<${target.tag}> ${target.path} at ${url}`);
      }
    });

    // Reciprocal: every twin the walk reached lists the same set.
    const normalise = (url: string) => url.replace(/\/$/, '');
    const byAddress = new Map([...seen].map(([url, twins]) => [normalise(url), twins]));
    let pairs = 0;
    for (const [url, twins] of seen) {
      for (const twin of twins) {
        const theirs = byAddress.get(normalise(twin.href));
        if (!theirs) continue;
        pairs++;
        if (alternateKey(theirs) !== alternateKey(twins)) problems.push(`${twin.href} lists other twins than ${url}`);
      }
    }
    expect(problems.slice(0, 30), `${problems.length} problems`).toEqual([]);
    // The walk reached what it set out to: both whole markets and every other one.
    expect(seen.size).toBe(walk.length);
    expect(walk.filter((url) => prefixOfUrl(url) === '/it-it').length).toBe(walk.filter((url) => prefixOfUrl(url) === '').length);
    expect(pairs).toBeGreaterThan(walk.length);
    expect(links).toBeGreaterThan(walk.length * 20);
    console.log(`walked ${children.length} child sitemaps and ${walk.length} pages: ${links} links and forms, ${pairs} twin pairs`);
  }, 120_000);
});
