// The built storefront shows the content in the market's language: the Italian home, page, lookbook
// and site settings to a shopper in Italy, the English version of a document the house has not
// translated, and nothing changed for the default market. The market is the address's (/it-it/…);
// a locale cookie changes nothing (docs/decisions/0061).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';

let storefront: Awaited<ReturnType<typeof startStorefront>>;

beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(async () => {
  await storefront?.close();
});

async function page(path: string, market: 'IT-IT' | null = null): Promise<string> {
  const address = market ? `/it-it${path}` : path;
  const response = await fetch(`${storefront.url}${address}`);
  expect(response.status, address).toBe(200);
  return response.text();
}

/** The page's headings, without their markup. */
const headings = (html: string) => [...html.matchAll(/<h[12]\b[^>]*>(.*?)<\/h[12]>/gs)].map((match) => match[1]!.replace(/<[^>]+>/g, ''));

describe('content in Italian for a shopper in Italy', () => {
  it('the home page and the site settings (banner, newsletter) in Italian', async () => {
    const italian = await page('/', 'IT-IT');
    expect(italian).toContain('Fatto con lentezza, a Firenze');
    expect(italian).toContain('Spedizione e reso in omaggio su ogni ordine');
    expect(italian).not.toContain('Made slowly, in Florence');
    const english = await page('/');
    expect(english).toContain('Made slowly, in Florence');
    // The cookie only remembers a choice: the default market's address stays English.
    const remembered = await (await fetch(`${storefront.url}/`, { headers: { cookie: 'bottega_locale=IT-IT' } })).text();
    expect(remembered).toContain('Made slowly, in Florence');
    expect(english).not.toContain('Fatto con lentezza, a Firenze');
  });

  it('a translated page in Italian, an untranslated one in English', async () => {
    expect(headings(await page('/about', 'IT-IT'))).toContain('Chi siamo');
    expect(headings(await page('/about'))).toContain('About');
    expect(headings(await page('/shipping-and-returns', 'IT-IT'))).toContain('Shipping and returns');
  });

  it('lookbooks: Riviera in Italian, the atelier in English, each listed once', async () => {
    expect(await page('/lookbooks/riviera', 'IT-IT')).toContain('Primavera–Estate 2025');
    expect(headings(await page('/lookbooks/in-the-atelier', 'IT-IT'))).toContain('In the atelier');
    const list = await page('/lookbooks', 'IT-IT');
    expect(list).toContain('Primavera–Estate 2025');
    expect(list).not.toContain('Spring–Summer 2025');
    expect(list.match(/<h[23]\b[^>]*>In the atelier</g)).toHaveLength(1);
  });
});

/** The elements inside a page that name a language of their own, by tag and class. */
const partsIn = (html: string, language: string) =>
  [...html.matchAll(new RegExp(`<([a-z0-9]+)(?: class="([^"]*)")?[^>]*? lang="${language}"`, 'g'))]
    .filter(([, tag]) => tag !== 'html')
    .map(([, tag, className]) => (className ? `${tag}.${className.split(' ').at(-1)}` : tag));

describe('a document left in English under an Italian address is marked as English', () => {
  it('its title, picture and text, not the page around it', async () => {
    const html = await page('/shipping-and-returns', 'IT-IT');
    expect(html).toMatch(/<html lang="it"/);
    expect(partsIn(html, 'en')).toEqual(['header.content-page__header', 'div.content-page__body']);
    // The page's own words (the bag, the menu) stay the page's.
    expect(html).not.toMatch(/<(header|footer) class="site-(header|footer)"[^>]*lang=/);
  });

  it('a lookbook: its hero, introduction, spreads and captions', async () => {
    const html = await page('/lookbooks/in-the-atelier', 'IT-IT');
    expect(partsIn(html, 'en')).toEqual(expect.arrayContaining(['header.lookbook__hero', 'div.lookbook__intro', 'p.spread__text']));
    // The products named on its photographs answer in the page's language.
    expect(html).not.toMatch(/class="[^"]*hotspot[^"]*"[^>]*lang="en"/);
  });

  it('its card in a list of Italian lookbooks', async () => {
    expect(partsIn(await page('/lookbooks', 'IT-IT'), 'en')).toEqual(['article.lookbook-card']);
  });

  it('nothing is marked where the document is in the page language', async () => {
    // The Italian "about" page shows the atelier's English card among its modules, and only that.
    expect(partsIn(await page('/about', 'IT-IT'), 'en')).toEqual(['article.lookbook-card']);
    for (const [path, market] of [
      ['/lookbooks/riviera', 'IT-IT'],
      ['/shipping-and-returns', null],
      ['/lookbooks/in-the-atelier', null],
      ['/', null],
    ] as const) {
      expect(partsIn(await page(path, market), market ? 'en' : '[a-z]+'), path).toEqual([]);
    }
  });
});
