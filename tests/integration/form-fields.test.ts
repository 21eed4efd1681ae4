// Every field a shopper fills tells the browser what it holds (WCAG 1.3.5), so a password manager
// or the browser's own memory can fill it: names, addresses, emails, new and current passwords, and
// `off` where the site offers its own suggestions or the field is not about the shopper. Nothing in
// the app blocks paste or asks a puzzle (3.3.8). Read from the pages as the server sends them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { accountClient, type AccountClient, signedInDemo } from '../support/account-client.ts';
import { cartForm, Shopper, stockedVariants } from '../support/bag.ts';

let shop: Awaited<ReturnType<typeof startStorefront>>;
let giulia: AccountClient;

beforeAll(async () => {
  shop = await startStorefront();
  giulia = await signedInDemo(shop.url);
});
afterAll(async () => {
  await shop?.close();
});

/** name → autocomplete of every field a shopper fills in one form (the form whose action is `action`). */
function fieldsOf(html: string, action: RegExp): Record<string, string | null> {
  const forms = [...html.matchAll(/<form\b([^>]*)>(.*?)<\/form>/gs)].filter(([, attributes]) => action.test(attributes));
  expect(forms.length, `a form posting to ${action}`).toBeGreaterThan(0);
  const fields: Record<string, string | null> = {};
  for (const [, , body] of forms) {
    for (const [tag] of body.matchAll(/<(?:input|select|textarea)\b[^>]*>/g)) {
      const type = tag.match(/\btype="([^"]*)"/)?.[1] ?? 'text';
      if (['hidden', 'submit', 'checkbox', 'radio', 'button'].includes(type)) continue;
      const name = tag.match(/\bname="([^"]*)"/)?.[1];
      if (name) fields[name] = tag.match(/\bautocomplete="([^"]*)"/i)?.[1] ?? null;
    }
  }
  return fields;
}

async function html(path: string, client: AccountClient = accountClient(shop.url)): Promise<string> {
  const response = await client.get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

const ADDRESS = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  zip: 'postal-code',
  country: 'country',
  province: 'address-level1',
  phone: 'tel',
};

describe('every field names what it holds', () => {
  it('signing in, registering, recovering, resetting and activating', async () => {
    expect(fieldsOf(await html('/account/login'), /action="\/account\/login"/)).toEqual({ email: 'email', password: 'current-password' });
    expect(fieldsOf(await html('/account/register'), /action="\/account\/register"/)).toEqual({
      firstName: 'given-name',
      lastName: 'family-name',
      email: 'email',
      password: 'new-password',
      passwordConfirm: 'new-password',
    });
    expect(fieldsOf(await html('/account/recover'), /action="\/account\/recover"/)).toEqual({ email: 'email' });
    for (const path of ['/account/reset/1/0123456789abcdef', '/account/activate/1/0123456789abcdef']) {
      const fields = fieldsOf(await html(path), /class="account-form/);
      expect(Object.keys(fields).length, path).toBeGreaterThan(0);
      for (const [name, token] of Object.entries(fields)) expect(token, `${path} ${name}`).toBe('new-password');
    }
  });

  it('the profile and the address book (a new address and one being edited)', async () => {
    const profile = fieldsOf(await html('/account/edit', giulia), /class="account-form/);
    expect(profile).toMatchObject({ firstName: 'given-name', lastName: 'family-name', email: 'email', phone: 'tel' });
    for (const [name, token] of Object.entries(profile)) {
      if (/password/i.test(name)) expect(token, name).toMatch(/^(current|new)-password$/);
    }
    expect(fieldsOf(await html('/account/addresses/add', giulia), /class="account-form/)).toEqual(ADDRESS);
    const book = await html('/account/addresses', giulia);
    const edit = book.match(/href="(\/account\/addresses\/edit\?[^"]+)"/)?.[1].replaceAll('&amp;', '&');
    expect(edit).toBeDefined();
    expect(fieldsOf(await html(edit!, giulia), /class="account-form/)).toEqual(ADDRESS);
  });

  it('the newsletter, the region, search and the discount code', async () => {
    const home = await html('/');
    expect(fieldsOf(home, /action="\/newsletter"/)).toEqual({ email: 'email' });
    // The region chooses a shop (prices and currency), not the shopper's address.
    expect(fieldsOf(home, /action="\/locale"/)).toEqual({ country: 'off' });
    // The search field offers the shop's own suggestions.
    expect(fieldsOf(await html('/search'), /action="\/search"/)).toEqual({ q: 'off' });
    const lost = await accountClient(shop.url).get('/no-such-page-here');
    expect(fieldsOf(await lost.text(), /action="\/search"/)).toEqual({ q: 'off' });

    const shopper = new Shopper(shop.url, shop.emulators!.url);
    const [variant] = await stockedVariants(shop.emulators!.url);
    await shopper.post(cartForm('LinesAdd', { lines: [{ merchandiseId: variant, quantity: 1 }] }));
    const bag = await (await shopper.get('/cart')).text();
    // A code is typed from an email or a card, never a detail of the shopper's.
    expect(fieldsOf(bag, /action="\/cart"/)).toMatchObject({ discountCode: 'off' });
  });
});

describe('nothing stands between a shopper and signing in', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );

  it('no paste or copy is blocked, no puzzle is asked, and no password field turns autofill off', () => {
    for (const file of files('app')) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/\bon(Paste|Copy|Cut)\b|\bon(paste|copy|cut)=|captcha/i);
      expect(source, file).not.toMatch(/type="password"[^>]*autoComplete="off"|autoComplete="off"[^>]*type="password"/s);
    }
  });
});
