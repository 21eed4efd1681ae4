// Conformance: the emulators speak the markets' languages the way the real services do. Shopify's
// own @shopify/storefront-api-client, unmodified, asks for the catalogue with @inContext(country,
// language) and gets the shop's Italian where it holds some and English where it does not (field by
// field); the checkout opens in the cart's language and currency. Sanity's own @sanity/client asks
// for documents by `language`, as @sanity/document-internationalization stores them, and follows
// the translation.metadata that links them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import type { StorefrontApiClient } from '@shopify/storefront-api-client';
import type { SanityClient } from '@sanity/client';
import { emulatedSanityClient } from '../support/sanity-client.ts';
import { startShopify } from '../../emulators/shopify/test-server.ts';
import type { RunningShopify } from '../../emulators/shopify/test-server.ts';
import { buildContentDataset } from '../../emulators/seed/content/build.ts';
import { serveRecordedSanity } from '../support/recorded-sanity.ts';
import { issueSanityToken } from '../../emulators/credentials.ts';

const API_VERSION = '2026-04';

let shop: RunningShopify;
let storefront: StorefrontApiClient;

beforeAll(async () => {
  shop = await startShopify();
  storefront = createStorefrontApiClient({
    storeDomain: shop.url,
    apiVersion: API_VERSION,
    publicAccessToken: shop.tokens.publicToken,
    // The client builds https URLs; the emulator listens on plain http.
    customFetchApi: (url, init) => fetch(String(url).replace(/^https:/, 'http:'), init as RequestInit),
  });
});
afterAll(() => shop.stop());

const PRODUCT = `#graphql
  query Product($handle: String!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      title
      description
      seo { title }
      options { name optionValues { name } }
      selectedOrFirstAvailableVariant(selectedOptions: [{ name: "Colore", value: "Cognac" }, { name: "Taglia", value: "Taglia unica" }]) {
        title
        selectedOptions { name value }
        price { amount currencyCode }
      }
      dimensions: metafield(namespace: "pdp", key: "dimensions") { value }
      material: metafield(namespace: "my_fields", key: "fabrication") { value }
    }
  }
`;

async function product(handle: string, country: string, language: string) {
  const { data, errors } = await storefront.request(PRODUCT, { variables: { handle, country, language } });
  expect(errors).toBeUndefined();
  return data.product;
}

describe('Storefront API in a language', () => {
  it('answers @inContext(country: IT, language: IT) with the shop’s Italian and euro prices', async () => {
    const arco = await product('arco-tote', 'IT', 'IT');
    expect(arco).toMatchObject({
      title: 'Borsa Arco',
      description: expect.stringMatching(/^Una silhouette ad arco in cuoio conciato al vegetale/),
      seo: { title: 'Borsa Arco | Bottega' },
      options: [
        { name: 'Colore', optionValues: [{ name: 'Nero' }, { name: 'Cognac' }, { name: 'Tabacco' }] },
        { name: 'Taglia', optionValues: [{ name: 'Taglia unica' }] },
      ],
      // Italian option names and values select the variant, and name it.
      selectedOrFirstAvailableVariant: {
        title: 'Cognac / Taglia unica',
        selectedOptions: [
          { name: 'Colore', value: 'Cognac' },
          { name: 'Taglia', value: 'Taglia unica' },
        ],
        price: { currencyCode: 'EUR' },
      },
      dimensions: { value: 'L 38 × A 30 × P 15 cm; altezza manici 22 cm' },
      material: { value: 'Cuoio conciato al vegetale' },
    });
    // The same product in English under the same market: the shop's own copy, still in euros.
    const english = await product('arco-tote', 'IT', 'EN');
    expect(english).toMatchObject({ title: 'Arco Tote', options: [{ name: 'Color' }, { name: 'Size' }] });
    expect(english.selectedOrFirstAvailableVariant.price).toEqual(arco.selectedOrFirstAvailableVariant.price);
  });

  it('falls back to English for a product the shop has not translated (the Busta Clutch)', async () => {
    const busta = await product('busta-clutch', 'IT', 'IT');
    expect(busta).toMatchObject({
      title: 'Busta Clutch',
      description: 'An envelope of brushed suede, lined in cotton twill. Handmade in Italy by Bottega.',
      options: [{ name: 'Color' }, { name: 'Size', optionValues: [{ name: 'One Size' }] }],
      material: { value: 'Suede' },
    });
    expect(busta.selectedOrFirstAvailableVariant.price.currencyCode).toBe('EUR');
  });

  it('answers a language the country does not offer in the country’s default, as Shopify does', async () => {
    expect((await product('arco-tote', 'US', 'IT')).title).toBe('Arco Tote');
    expect((await product('arco-tote', 'CH', 'IT')).title).toBe('Borsa Arco');
  });

  it('translates collections, their filter labels and menus, and keeps filter inputs in the shop language', async () => {
    const { data, errors } = await storefront.request(
      `#graphql
      query Collection @inContext(country: IT, language: IT) {
        collection(handle: "bags") {
          title
          description
          products(first: 1, filters: [{ variantOption: { name: "color", value: "Cognac" } }]) {
            nodes { title }
            filters { id label values { label input } }
          }
        }
        menu(handle: "collections-menu") { title items { title items { title } } }
      }`,
    );
    expect(errors).toBeUndefined();
    expect(data.collection.title).toBe('Borse');
    expect(data.collection.description).toMatch(/^Tote, borse a spalla e a tracolla/);
    const filters = data.collection.products.filters as { id: string; label: string; values: { label: string; input: string }[] }[];
    const labelOf = (id: string) => filters.find((filter) => filter.id === id);
    expect(labelOf('filter.v.availability')).toMatchObject({
      label: 'Disponibilità',
      values: [{ label: 'Disponibile' }, { label: 'Esaurito' }],
    });
    expect(labelOf('filter.v.option.color')?.label).toBe('Colore');
    expect(labelOf('filter.p.product_type')?.values).toEqual([
      expect.objectContaining({ label: 'Borse', input: JSON.stringify({ productType: 'Bags' }) }),
    ]);
    expect(labelOf('filter.p.m.my_fields.fabrication')?.values).toContainEqual(
      expect.objectContaining({
        label: 'Vitello',
        input: JSON.stringify({ productMetafield: { namespace: 'my_fields', key: 'fabrication', value: 'Calfskin' } }),
      }),
    );
    expect(data.menu.title).toBe('Collezioni');
    expect(data.menu.items.map((item: { title: string }) => item.title)).toEqual([
      'Novità',
      'Borse',
      'Pochette',
      'Portafogli',
      'Cinture',
      'Piccola pelletteria',
      'Scarpe',
      'Abbigliamento',
      'Saldi',
    ]);
    expect(data.menu.items[1].items.map((item: { title: string }) => item.title)).toEqual(['Borsa Arco', 'Borsa a spalla Luna']);
  });

  it('searches in the buyer’s language as well as the shop’s', async () => {
    const SEARCH = `#graphql
      query Search($language: LanguageCode) @inContext(country: IT, language: $language) {
        search(query: "borsa spalla", first: 3, types: PRODUCT) { totalCount nodes { ... on Product { title } } }
        products(first: 1, query: "tote") { nodes { title } }
      }`;
    const italian = (await storefront.request(SEARCH, { variables: { language: 'IT' } })).data;
    expect(italian.search.totalCount).toBeGreaterThan(0);
    for (const hit of italian.search.nodes) expect(hit.title).toMatch(/^Borsa a spalla /);
    expect(italian.products.nodes).toHaveLength(1);
    const english = (await storefront.request(SEARCH, { variables: { language: 'EN' } })).data;
    expect(english.search.totalCount).toBe(0);
  });

  it('lists the markets from the shop’s own data, with each country’s languages and the asked language', async () => {
    const { data } = await storefront.request(
      `#graphql
      query Localization @inContext(country: IT, language: IT) {
        localization {
          availableCountries { isoCode currency { isoCode } availableLanguages { isoCode } }
          country { isoCode }
          language { isoCode endonymName name }
        }
      }`,
    );
    const countries = new Map(
      (
        data.localization.availableCountries as {
          isoCode: string;
          currency: { isoCode: string };
          availableLanguages: { isoCode: string }[];
        }[]
      ).map((country) => [
        country.isoCode,
        [country.currency.isoCode, country.availableLanguages.map((language) => language.isoCode).sort()],
      ]),
    );
    expect(countries.get('US')).toEqual(['USD', ['EN']]);
    expect(countries.get('IT')).toEqual(['EUR', ['EN', 'IT']]);
    expect(countries.get('GB')).toEqual(['GBP', ['EN']]);
    expect(countries.get('FR')).toEqual(['EUR', ['EN', 'FR']]);
    expect(countries.get('CH')).toEqual(['CHF', ['DE', 'EN', 'FR', 'IT']]);
    expect(data.localization.language).toEqual({ isoCode: 'IT', endonymName: 'Italiano', name: 'Italian' });
  });

  it('opens the checkout of a cart made in Italian in Italian and euros', async () => {
    const { data } = await storefront.request(
      `#graphql
      mutation Create($lines: [CartLineInput!]) @inContext(country: IT, language: IT) {
        cartCreate(input: { lines: $lines }) { cart { checkoutUrl cost { totalAmount { currencyCode } } } }
      }`,
      { variables: { lines: [{ merchandiseId: await variantId('arco-tote'), quantity: 1 }] } },
    );
    const { checkoutUrl, cost } = data.cartCreate.cart;
    expect(cost.totalAmount.currencyCode).toBe('EUR');
    expect(new URL(checkoutUrl).searchParams.get('locale')).toBe('it');
    const page = await (await fetch(checkoutUrl)).text();
    expect(page).toContain('<html lang="it">');
    expect(page).toContain('>Paga ora</button>');
    expect(page).toContain('Borsa Arco');
    expect(page).toMatch(/Totale<\/span><span><small>EUR<\/small>[\d.]+,\d\d\s€/);

    // Placing the order keeps the language through to the order status page.
    const placed = await fetch(checkoutUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'chiara@example.com',
        country: 'IT',
        firstName: 'Chiara',
        lastName: 'Ferri',
        address1: 'Via Tornabuoni 5',
        city: 'Firenze',
        province: 'FI',
        zip: '50123',
        cardNumber: '4242 4242 4242 4242',
        cardExpiry: '12 / 34',
        cardCvc: '123',
        cardName: 'Chiara Ferri',
      }),
    });
    expect(placed.status).toBe(303);
    const status = await (await fetch(placed.headers.get('location')!)).text();
    expect(status).toContain('<html lang="it">');
    expect(status).toContain('Grazie, Chiara!');
    expect(status).toContain('Il tuo ordine è confermato.');
  });

  it('keeps the checkout of an English cart in English, without a locale on its URL', async () => {
    const { data } = await storefront.request(
      `#graphql
      mutation Create($lines: [CartLineInput!]) @inContext(country: US) {
        cartCreate(input: { lines: $lines }) { cart { checkoutUrl } }
      }`,
      { variables: { lines: [{ merchandiseId: await variantId('arco-tote'), quantity: 1 }] } },
    );
    expect(data.cartCreate.cart.checkoutUrl).toMatch(/\/checkouts\/cn\/[^?]+$/);
    const page = await (await fetch(data.cartCreate.cart.checkoutUrl)).text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('>Pay now</button>');
    expect(page).toContain('Arco Tote');
  });
});

async function variantId(handle: string): Promise<string> {
  const { data } = await storefront.request(
    `query V($handle: String!) { product(handle: $handle) { variants(first: 1) { nodes { id } } } }`,
    {
      variables: { handle },
    },
  );
  return data.product.variants.nodes[0].id;
}

describe('Sanity documents per language', () => {
  let dir: string;
  let served: Awaited<ReturnType<typeof serveRecordedSanity>>;
  let sanity: SanityClient;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sanity-languages-'));
    buildContentDataset(join(dir, 'content.ndjson'), { languages: ['en', 'it'], previewSecret: 'test-secret' });
    served = await serveRecordedSanity({
      datasetPath: join(dir, 'content.ndjson'),
      imagesDir: join(dir, 'images'),
      projectId: 'bottega',
      dataset: 'production',
      readToken: issueSanityToken(),
      corsOrigins: [],
    });
    sanity = emulatedSanityClient(served.url);
  });
  afterAll(async () => {
    await served.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const PAGE = '*[_type == "page" && slug.current == $slug && language == $language][0]{ _id, title, language }';

  it('answers a language filter with that language’s version of a page, and nothing for a page left in English', async () => {
    expect(await sanity.fetch(PAGE, { slug: 'about', language: 'it' })).toEqual({
      _id: 'page-about-it',
      title: 'Chi siamo',
      language: 'it',
    });
    expect(await sanity.fetch(PAGE, { slug: 'about', language: 'en' })).toEqual({ _id: 'page-about', title: 'About', language: 'en' });
    expect(await sanity.fetch(PAGE, { slug: 'shipping-and-returns', language: 'it' })).toBeNull();
    // The per-document fallback a storefront writes: the asked language, else English.
    const fallback = `coalesce(
      *[_type == "page" && slug.current == $slug && language == $language][0],
      *[_type == "page" && slug.current == $slug && language == "en"][0]
    ){ _id, language }`;
    expect(await sanity.fetch(fallback, { slug: 'shipping-and-returns', language: 'it' })).toEqual({
      _id: 'page-shipping-and-returns',
      language: 'en',
    });
  });

  it('links the versions through translation.metadata, keyed by language', async () => {
    const versions = await sanity.fetch(
      '*[_type == "translation.metadata" && references($id)][0].translations[]{ _key, "id": value->_id, "language": value->language }',
      { id: 'page-about' },
    );
    expect(versions).toEqual([
      { _key: 'en', id: 'page-about', language: 'en' },
      { _key: 'it', id: 'page-about-it', language: 'it' },
    ]);
    // The plugin's own query shape: each document with its other versions.
    const lookbooks = await sanity.fetch(
      `*[_type == "lookbook" && language == "it"] | order(publishedAt desc){
        title, season,
        "_translations": *[_type == "translation.metadata" && references(^._id)].translations[].value->{ season, language }
      }`,
    );
    expect(lookbooks).toEqual([
      {
        title: 'Autunno–Inverno 2025',
        season: 'Autunno–Inverno 2025',
        _translations: [
          { season: 'Autumn–Winter 2025', language: 'en' },
          { season: 'Autunno–Inverno 2025', language: 'it' },
        ],
      },
      {
        title: 'Riviera',
        season: 'Primavera–Estate 2025',
        _translations: [
          { season: 'Spring–Summer 2025', language: 'en' },
          { season: 'Primavera–Estate 2025', language: 'it' },
        ],
      },
    ]);
  });

  it('holds Italian site settings whose references lead to Italian documents', async () => {
    const settings = await sanity.fetch(
      '*[_type == "settings" && language == "it"][0]{ newsletterSignup{ title, buttonLabel }, notFoundPage{ title }, "guides": sizeGuide.guides[]->language, banner{ text } }',
    );
    expect(settings).toEqual({
      newsletterSignup: { title: 'Lettere dall’atelier', buttonLabel: 'Iscriviti' },
      notFoundPage: { title: 'Questa pagina non è stata trovata' },
      guides: ['it', 'it', 'it'],
      banner: { text: 'Spedizione e reso in omaggio su ogni ordine' },
    });
  });
});
