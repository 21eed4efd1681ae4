// Text a forged post can put in a customer's names and addresses but no person types: a NUL, a line
// break, a terminal escape, a direction override. Before, the profile form saved a first name of a
// single NUL (200) and the address book took them as they came; now each is a 400 naming the field,
// the form comes back with what was typed, and nothing is saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { accountClient, type AccountClient } from '../support/account-client.ts';
import { accountMessages } from '../../app/lib/messages/index.ts';

let shop: Awaited<ReturnType<typeof startStorefront>>;
let customer: AccountClient;

beforeAll(async () => {
  shop = await startStorefront();
  customer = accountClient(shop.url);
  expect((await customer.post('/account/login', { email: 'giulia@example.com', password: 'bottega-demo' })).status).toBe(302);
});
afterAll(async () => {
  await shop?.close();
});

const HOSTILE = ['\u0000', 'Giulia\r\nBcc: all@example.com', 'Giu\u001b[2Jlia', '\u202Eailuig'];
const html = (text: string) => text.replace(/&#x27;/g, "'");

/** The value the page's field `name` shows. */
function fieldValue(page: string, name: string): string | undefined {
  return new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(page)?.[1];
}

describe('the profile form', () => {
  it('refuses invisible control characters in a name with a 400, keeps what was typed and saves nothing', async () => {
    const before = fieldValue(await (await customer.get('/account/edit')).text(), 'firstName');
    for (const firstName of HOSTILE) {
      const response = await customer.post('/account/edit', { firstName, lastName: 'Typed-Lastname', email: 'giulia@example.com' });
      const page = html(await response.text());
      expect(response.status, JSON.stringify(firstName)).toBe(400);
      expect(page).toContain(accountMessages.noControlCharacters('First name'));
      expect(fieldValue(page, 'lastName')).toBe('Typed-Lastname');
    }
    expect(fieldValue(await (await customer.get('/account/edit')).text(), 'firstName')).toBe(before);
  });
});

describe('the address book', () => {
  it('refuses them in an address line with a 400 and adds nothing', async () => {
    const count = async () =>
      ((await (await customer.get('/account/addresses')).text()).match(/\/account\/addresses\/edit\?id=/g) ?? []).length;
    const before = await count();
    for (const city of HOSTILE) {
      const response = await customer.post('/account/addresses/add', {
        firstName: 'Giulia',
        lastName: 'Bianchi',
        address1: 'Via Typed 1',
        city,
        province: 'FI',
        zip: '50100',
        country: 'IT',
      });
      const page = html(await response.text());
      expect(response.status, JSON.stringify(city)).toBe(400);
      expect(page).toContain(accountMessages.noControlCharacters('City'));
      expect(fieldValue(page, 'address1')).toBe('Via Typed 1');
    }
    expect(await count()).toBe(before);
  });
});

describe('registration', () => {
  it('refuses them in a name with a 400', async () => {
    const visitor = accountClient(shop.url);
    const response = await visitor.post('/account/register', {
      firstName: 'Chiara',
      lastName: 'Ne\u0000ri',
      email: `control.${Date.now()}@example.com`,
      password: 'pelle-conciata',
      passwordConfirm: 'pelle-conciata',
    });
    expect(response.status).toBe(400);
    expect(html(await response.text())).toContain(accountMessages.noControlCharacters('Last name'));
  });
});
