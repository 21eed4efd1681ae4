// A value a shopper typed comes back into the page when a form refuses it, so the shopper can correct
// it. A forged post (or a pasted string) can carry characters no one types: a NUL, a terminal escape,
// a direction override. Before, the newsletter and sign-in forms put them back into the page as they
// came (a NUL in HTML is a parse error; an override reorders what is shown); now every such form
// refuses them with its field's own message and gives back what was typed without them; and nothing
// typed with them is saved (before, the profile took a first name of a single NUL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { accountClient, BROWSER, type AccountClient, signedInDemo } from '../support/account-client.ts';
import { cartForm, stockedVariants } from '../support/bag.ts';
import { accountMessages, bagMessages, messages } from '../../app/texts.ts';

let shop: Awaited<ReturnType<typeof startStorefront>>;
let customer: AccountClient;

beforeAll(async () => {
  shop = await startStorefront();
  customer = await signedInDemo(shop.url);
  // The discount code field is the bag's: it shows once there is something in it.
  const [variant] = await stockedVariants(shop.emulators!.url);
  const added = await customer.post(
    '/cart',
    Object.fromEntries(cartForm('LinesAdd', { lines: [{ merchandiseId: variant, quantity: 1 }] })),
  );
  expect(added.status).toBe(200);
});
afterAll(async () => {
  await shop?.close();
});

/** Each is inserted into an otherwise valid value. */
const CONTROLS = ['\u0000', '\u001b', '\u0007', '\u007f', '\u0085', '\u202E', '\u2066'];
/** What a page may hold literally: tabs and line breaks are markup's own whitespace. */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const LITERAL_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const unescape = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
/** Whole values a forged post can carry: a NUL, a header injection, a terminal escape, an override. */
const HOSTILE = ['\u0000', 'Giulia\r\nBcc: all@example.com', 'Giu\u001b[2Jlia', '\u202Eailuig'];

/** The value the page's field `name` shows. */
function fieldValue(page: string, name: string): string | undefined {
  return new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(page)?.[1];
}

const forms: Array<{
  name: string;
  path: string;
  fields: (control: string) => Record<string, string>;
  message: string;
  field: string;
  kept: string;
  /** Posted by the signed-in customer, whose bag holds a piece. */
  signedIn?: boolean;
}> = [
  {
    name: 'the newsletter',
    path: '/newsletter',
    fields: (control) => ({ email: `giu${control}lia@example.com` }),
    message: messages.invalidEmail,
    field: 'email',
    kept: 'giulia@example.com',
  },
  {
    name: 'sign in',
    path: '/account/login',
    fields: (control) => ({ email: `giu${control}lia@example.com`, password: 'bottega-demo' }),
    message: messages.invalidEmail,
    field: 'email',
    kept: 'giulia@example.com',
  },
  {
    name: 'password recovery',
    path: '/account/recover',
    fields: (control) => ({ email: `giu${control}lia@example.com` }),
    message: messages.recoverInvalidEmail,
    field: 'email',
    kept: 'giulia@example.com',
  },
  {
    name: 'registration',
    path: '/account/register',
    fields: (control) => ({
      firstName: `Chi${control}ara`,
      lastName: 'Neri',
      email: 'chiara.neri@example.com',
      password: 'pelle-conciata',
      passwordConfirm: 'pelle-conciata',
    }),
    message: accountMessages.noControlCharacters('First name'),
    field: 'firstName',
    kept: 'Chiara',
  },
  {
    name: 'the profile',
    path: '/account/edit',
    fields: (control) => ({ firstName: 'Giulia', lastName: `Bian${control}chi`, email: 'giulia@example.com' }),
    message: accountMessages.noControlCharacters('Last name'),
    field: 'lastName',
    kept: 'Bianchi',
    signedIn: true,
  },
  {
    name: 'a new address',
    path: '/account/addresses/add',
    fields: (control) => ({
      firstName: 'Giulia',
      lastName: 'Bianchi',
      address1: `Via dei ${control}Serragli 1`,
      city: 'Firenze',
      province: 'IT:FI',
      zip: '50125',
      country: 'IT',
    }),
    message: accountMessages.noControlCharacters('Address'),
    field: 'address1',
    kept: 'Via dei Serragli 1',
    signedIn: true,
  },
  {
    name: 'a discount code',
    path: '/cart',
    fields: (control) => ({
      cartFormInput: JSON.stringify({ action: 'DiscountCodesUpdate', inputs: { discountCodes: [] } }),
      discountCode: `BENVE${control}NUTO10`,
    }),
    message: bagMessages.discountControlCharacters,
    field: 'discountCode',
    kept: 'BENVENUTO10',
    signedIn: true,
  },
];

describe('a form that gives back what was typed', () => {
  for (const form of forms) {
    it(`${form.name}: refuses control characters with the field’s message and gives the rest back without them`, async () => {
      for (const control of CONTROLS) {
        const client = form.signedIn ? customer : accountClient(shop.url);
        const response = await client.post(form.path, form.fields(control));
        const page = unescape(await response.text());
        expect(response.status, JSON.stringify(control)).toBe(400);
        expect(page, JSON.stringify(control)).toContain(form.message);
        expect(fieldValue(page, form.field), JSON.stringify(control)).toBe(form.kept);
        expect(LITERAL_CONTROL.exec(page)?.[0], JSON.stringify(control)).toBeUndefined();
      }
    });
  }

  it('a search box and a collection’s filters give what the address carried back without them', async () => {
    for (const control of CONTROLS) {
      const typed = encodeURIComponent(`bor${control}sa`);
      for (const path of [`/search?q=${typed}`, `/search?q=borsa&color=${typed}`, `/collections/bags?color=${typed}&size=${typed}`]) {
        const response = await fetch(`${shop.url}${path}`, { headers: { 'user-agent': BROWSER } });
        const page = await response.text();
        expect(response.status, path).toBe(200);
        expect(LITERAL_CONTROL.exec(page)?.[0], path).toBeUndefined();
      }
    }
  });
});

describe('nothing typed with them is saved', () => {
  describe('the profile form', () => {
    it('refuses invisible control characters in a name with a 400, keeps what was typed and saves nothing', async () => {
      const before = fieldValue(await (await customer.get('/account/edit')).text(), 'firstName');
      for (const firstName of HOSTILE) {
        const response = await customer.post('/account/edit', { firstName, lastName: 'Typed-Lastname', email: 'giulia@example.com' });
        const page = unescape(await response.text());
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
        const page = unescape(await response.text());
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
      expect(unescape(await response.text())).toContain(accountMessages.noControlCharacters('Last name'));
    });
  });
});
