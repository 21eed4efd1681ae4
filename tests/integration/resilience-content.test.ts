// The content service (Sanity) away: shop pages still open with the last good settings or the
// built-in ones, content-only pages say so with a 503 and Retry-After, and the bag keeps working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { startClosableProxy, type ClosableProxy } from '../support/closable-proxy.ts';
import { Shopper, stockedVariants } from '../support/bag.ts';
import { freePort } from '../../scripts/free-port.ts';
import { DEFAULT_DESCRIPTION, commonMessages } from '../../app/texts.ts';
import { CONTENT_PAUSE_SECONDS } from '../../app/core/constants.ts';

type Storefront = Awaited<ReturnType<typeof startStorefront>>;

const SHOP_PAGES = ['/', '/collections/bags', '/products/arco-tote', '/search?q=tote', '/cart', '/account/login'];
/** Only the seed's settings document says these; the built-in settings never do. */
const REAL_BANNER = 'Complimentary shipping and returns on every order';
const REAL_FOOTER_COLUMN = 'The house';
/** The seed shop's collections-menu, as the header lists it. */
const COLLECTIONS_MENU = [
  'new-arrivals',
  'bags',
  'pochettes',
  'wallets',
  'belts',
  'small-leather-goods',
  'shoes',
  'ready-to-wear',
  'sale',
].map((handle) => `/collections/${handle}`);

/** The hrefs of the desktop menu's top-level entries. */
function menuLinks(html: string): string[] {
  return [...html.matchAll(/<a[^>]*class="desktop-menu__top"[^>]*>/g)].map((tag) => tag[0].match(/href="([^"]*)"/)?.[1] ?? '');
}

function sanityEnv(apiHost: string) {
  // A real service is configured, so the storefront rightly insists on a session secret of its own.
  return {
    SANITY_PROJECT_ID: 'bottega',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: apiHost,
    SESSION_SECRET: 'a-real-secret-for-this-test',
  };
}

async function page(storefront: Storefront, path: string) {
  const response = await fetch(`${storefront.url}${path}`);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), html: await response.text() };
}

describe('Sanity unreachable on a cold storefront', () => {
  let storefront: Storefront;
  beforeAll(async () => {
    storefront = await startStorefront(sanityEnv(`http://127.0.0.1:${await freePort()}`));
  });
  afterAll(async () => {
    await storefront?.close();
  });

  it('opens every shop page with the built-in settings and menus from the shop', async () => {
    const pages = await Promise.all(SHOP_PAGES.map((path) => page(storefront, path)));
    for (const [index, { status, html }] of pages.entries()) {
      const path = SHOP_PAGES[index];
      expect(status, path).toBe(200);
      expect(html.includes('<meta property="og:site_name" content="Bottega"/>'), `${path}: the house's name`).toBe(true);
      // The header's menu comes from the shop's collections-menu, in its order.
      expect(menuLinks(html), `${path}: menu`).toEqual(COLLECTIONS_MENU);
      expect(html.includes(REAL_BANNER), `${path}: no banner`).toBe(false);
    }
    // Pages without a description of their own carry the spec's default one.
    for (const index of [0, 4, 5]) {
      expect(pages[index].html.includes(`<meta name="description" content="${DEFAULT_DESCRIPTION}"/>`), SHOP_PAGES[index]).toBe(true);
    }
    // Home is content-driven but opens on its products.
    expect(pages[0].html.includes('class="product-card'), 'home shows products').toBe(true);
  });

  it('answers a content-only page with 503, Retry-After and the shop around it', async () => {
    for (const path of ['/about', '/archive', '/process', '/press', '/stockists', '/lookbooks', '/lookbooks/riviera']) {
      const { status, retryAfter, html } = await page(storefront, path);
      expect(status, path).toBe(503);
      expect(Number(retryAfter), path).toBeGreaterThan(0);
      expect(html.includes(commonMessages.contentUnavailable), `${path}: message`).toBe(true);
      expect(menuLinks(html), `${path}: the shop around it`).toEqual(COLLECTIONS_MENU);
    }
  });

  it('bags a piece: the cart cookie is set and the page is the bag', async () => {
    const emulatorUrl = storefront.emulators!.url;
    const [variant] = await stockedVariants(emulatorUrl);
    const shopper = new Shopper(storefront.url, emulatorUrl);
    const response = await shopper.add(variant);
    expect([200, 303]).toContain(response.status);
    expect((await response.text()).includes(commonMessages.contentUnavailable)).toBe(false);
    expect(shopper.cartId).not.toBeNull();
    const bag = await shopper.bag();
    expect(bag?.lines.map((line) => line.variantId)).toEqual([variant]);
  });
});

describe('Sanity goes away after the settings were read', () => {
  let storefront: Storefront;
  let sanity: ClosableProxy;
  beforeAll(async () => {
    const emulatorPort = await freePort();
    sanity = await startClosableProxy(emulatorPort);
    storefront = await startStorefront({ EMULATOR_PORT: String(emulatorPort), ...sanityEnv(sanity.url) });
  });
  afterAll(async () => {
    await storefront?.close();
    await sanity?.close();
  });

  it('keeps serving the last good settings, and content comes back without a restart', async () => {
    const warm = await page(storefront, '/collections/bags');
    expect(warm.status).toBe(200);
    expect(warm.html.includes(REAL_BANNER)).toBe(true);

    await sanity.down();
    for (const path of ['/', '/collections/bags', '/products/arco-tote', '/cart']) {
      const { status, html } = await page(storefront, path);
      expect(status, path).toBe(200);
      expect(html.includes(REAL_BANNER), `${path}: banner`).toBe(true);
      expect(html.includes(REAL_FOOTER_COLUMN), `${path}: footer`).toBe(true);
    }
    const about = await page(storefront, '/about');
    expect(about.status).toBe(503);
    expect(about.html.includes(REAL_BANNER), 'the shop around it').toBe(true);

    await sanity.up();
    // Queries that miss the cache wait out the pause after an outage, then go to the service again.
    expect((await page(storefront, '/about')).status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, (CONTENT_PAUSE_SECONDS + 1) * 1000));
    const back = await page(storefront, '/about');
    expect(back.status).toBe(200);
    expect(back.html.includes(REAL_BANNER)).toBe(true);
  }, 60_000);
});
