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
