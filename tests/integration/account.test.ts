// Customer accounts over real HTTP: the built storefront in workerd against the Shopify emulator.
// Route guard, the session cookie, where the access token may (not) appear, sign-out, the spec's
// validation messages and hostile input. The sign-in limits are in account-limits.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { accountClient, BROWSER, visibleText, type AccountClient } from '../support/account-client.ts';
import { postOnOwnConnection } from '../support/oversized-post.ts';
import { accountMessages, messages } from '../../app/texts.ts';

let shop: Awaited<ReturnType<typeof startStorefront>>;
let emulatorUrl: string;

const DEMO_PASSWORD = 'bottega-demo';

beforeAll(async () => {
  shop = await startStorefront();
  emulatorUrl = shop.emulators!.url;
});

afterAll(async () => {
  await shop?.close();
});

async function signedIn(email = 'giulia@example.com', password = DEMO_PASSWORD): Promise<AccountClient> {
  const client = accountClient(shop.url);
  const response = await client.post('/account/login', { email, password });
  expect(response.status, `sign in as ${email}`).toBe(302);
  expect(client.token()).toMatch(/^[0-9a-f]{32}$/);
  return client;
}

let registered = 0;
async function newCustomer(): Promise<{ client: AccountClient; email: string; password: string }> {
  const email = `client.${Date.now()}.${++registered}@example.com`;
  const password = 'pelle-conciata';
  const client = accountClient(shop.url);
  const response = await client.post('/account/register', {
    firstName: 'Chiara',
    lastName: 'Neri',
    email,
    password,
    passwordConfirm: password,
  });
  expect(response.status, await response.clone().text()).toBe(302);
  return { client, email, password };
}

/** Straight to the emulated Storefront API, as a second client of the same shop would. */
async function storefrontApi(query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${emulatorUrl}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': shop.emulators!.credentials.shopify.publicToken },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data: Record<string, unknown> };
}

const GUARDED = [
  '/account',
  '/account/orders',
  '/account/orders/1',
  '/account/addresses',
  '/account/addresses/add',
  '/account/addresses/edit?id=1',
  '/account/edit',
  '/account/reset-password',
];

describe('route guard', () => {
  it.each(GUARDED)('sends a visitor from %s to sign in, coming back afterwards', async (path) => {
    const response = await accountClient(shop.url).get(path);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!, shop.url);
    expect(location.pathname).toBe('/account/login');
    if (path !== '/account') expect(location.searchParams.get('redirect')).toBe(path);
  });

  it('refuses a visitor’s posts to the account’s actions', async () => {
    const client = accountClient(shop.url);
    for (const path of ['/account/addresses/add', '/account/addresses/edit?id=1', '/account/edit']) {
      const response = await client.post(path, { firstName: 'Nobody' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location')).toMatch(/^\/account\/login/);
    }
  });

  it('sends a signed-in customer from login and register to the account', async () => {
    const client = await signedIn();
    for (const path of ['/account/login', '/account/register']) {
      const response = await client.get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location')).toBe('/account');
    }
  });

  it('returns to the page asked for, and only to pages on this site', async () => {
    const page = await accountClient(shop.url).get('/account/login?redirect=%2Faccount%2Faddresses');
    expect(await page.text()).toContain('name="redirect" value="/account/addresses"');
    const cases: Array<[string, string]> = [
      ['/account/addresses', '/account/addresses'],
      ['//evil.example/steal', '/account'],
      ['https://evil.example/', '/account'],
      ['/\\evil.example', '/account'],
      ['/\t/evil.example', '/account'],
      ['javascript:alert(1)', '/account'],
      ['/account/login', '/account'],
    ];
    const { email, password } = await newCustomer();
    for (const [redirect, expected] of cases) {
      const client = accountClient(shop.url);
      const response = await client.post('/account/login', { email, password, redirect });
      expect(response.headers.get('location'), redirect).toBe(expected);
    }
  });
});

describe('the session and the access token', () => {
  it('keeps the token in an HttpOnly, SameSite=Lax cookie (Secure is for https)', async () => {
    const client = accountClient(shop.url);
    const response = await client.post('/account/login', { email: 'giulia@example.com', password: DEMO_PASSWORD });
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith('bottega_session='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    // Served over plain http here; tests/unit/account-session.test.ts covers https.
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('never shows the token in a page, a data response or an action answer', async () => {
    const client = await signedIn();
    const token = client.token()!;
    // Nor the shop's private Storefront API token (the public one is Shopify's consent code's, by design).
    const shopTokens = [shop.emulators!.credentials.shopify.privateToken];
    // Give the customer an address so the edit page (with its id) is part of the sweep.
    await client.post('/account/addresses/add', {
      firstName: 'Giulia',
      lastName: 'Bianchi',
      address1: 'Via Maggio 3',
      city: 'Firenze',
      country: 'IT',
      province: 'IT:FI',
      zip: '50125',
    });
    const home = await (await client.get('/account')).text();
    const orderId = /href="\/account\/orders\/(\d+)"/.exec(home)?.[1];
    const addresses = await (await client.get('/account/addresses')).text();
    const addressId = /\/account\/addresses\/edit\?id=(\d+)/.exec(addresses)?.[1];
    expect(orderId).toBeDefined();
    expect(addressId).toBeDefined();

    const pages = [
      '/',
      '/account',
      '/account/edit',
      '/account/orders',
      `/account/orders/${orderId}`,
      '/account/addresses',
      `/account/addresses/edit?id=${addressId}`,
      '/account/reset-password',
      '/cart',
    ];
    const dataRoutes = [
      '/_root.data',
      '/account.data',
      '/account/edit.data',
      `/account/orders/${orderId}.data`,
      '/account/addresses.data',
      `/account/addresses/edit.data?id=${addressId}`,
    ];
    for (const path of [...pages, ...dataRoutes]) {
      const response = await client.get(path);
      const body = await response.text();
      expect(response.status, path).toBeLessThan(400);
      expect(body.includes(token), `${path} shows the token`).toBe(false);
      for (const shopToken of shopTokens) expect(body.includes(shopToken), `${path} shows the private Storefront API token`).toBe(false);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie') expect(value.includes(token), `${path} header ${name}`).toBe(false);
      }
    }
    // An enhanced (JavaScript) form post answers with data, not a page: the token is not in it either.
    const action = await client.post('/account/edit.data', {
      firstName: 'Giulia',
      lastName: 'Bianchi',
      email: 'giulia@example.com',
      phone: '',
    });
    expect((await action.text()).includes(token)).toBe(false);
  });

  it('signs out: the service deletes the token and the session forgets it', async () => {
    const client = await signedIn('james@example.com');
    const token = client.token()!;
    const response = await client.post('/account/logout', {});
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(client.token()).toBeNull();
    expect((await client.get('/account')).headers.get('location')).toBe('/account/login');
    const { data } = await storefrontApi('query ($t: String!) { customer(customerAccessToken: $t) { id } }', { t: token });
    expect(data.customer).toBeNull();
  });

  it('signs a shopper out cleanly when the token was revoked elsewhere', async () => {
    const client = await signedIn('james@example.com');
    await storefrontApi('mutation ($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken } }', {
      t: client.token(),
    });
    const response = await client.get('/account/edit');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account/login?redirect=%2Faccount%2Fedit');
    expect(client.token()).toBeNull();
    // And signing out with a dead token does not trap anyone in a half-signed-in state.
    const again = await signedIn('james@example.com');
    await storefrontApi('mutation ($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken } }', {
      t: again.token(),
    });
    expect((await again.post('/account/logout', {})).status).toBe(302);
    expect(again.token()).toBeNull();
  });

  it('shows the Account link only when signed in', async () => {
    const visitor = visibleText(await (await accountClient(shop.url).get('/')).text());
    expect(visitor).toContain('Sign in');
    const customerPage = await (await (await signedIn()).get('/')).text();
    expect(customerPage).toMatch(/<a[^>]*href="\/account"[^>]*>Account<\/a>/);
  });
});

describe('validation messages (spec sections 5 and 8)', () => {
  async function postText(path: string, fields: Record<string, string>, client = accountClient(shop.url)) {
    const response = await client.post(path, fields);
    return { status: response.status, html: await response.text() };
  }

  it('login: both fields, a valid email, and the service’s answer', async () => {
    const incomplete: Array<Record<string, string>> = [{}, { email: 'giulia@example.com' }, { password: DEMO_PASSWORD }];
    for (const fields of incomplete) {
      const { status, html } = await postText('/account/login', fields);
      expect(status).toBe(400);
      expect(visibleText(html)).toContain(messages.loginMissingFields);
    }
    const invalid = await postText('/account/login', { email: 'giulia@example', password: DEMO_PASSWORD });
    expect(invalid.status).toBe(400);
    expect(visibleText(invalid.html)).toContain(messages.invalidEmail);
    expect(invalid.html).toContain('value="giulia@example"');
    expect(invalid.html).not.toContain(DEMO_PASSWORD);

    const wrong = await postText('/account/login', { email: 'sofia@example.com', password: 'not-her-password' });
    expect(wrong.status).toBe(401);
    expect(visibleText(wrong.html)).toContain(messages.tryAgainLater('Unidentified customer'));
  });

  it('register: all fields, a valid email, 8 characters, a matching confirmation, the service’s answer', async () => {
    const complete = {
      firstName: 'Giulia',
      lastName: 'Rossi',
      email: 'new.client@example.com',
      password: 'cuoio-1234',
      passwordConfirm: 'cuoio-1234',
    };
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...complete, lastName: '' }, messages.registerMissingFields],
      [{ ...complete, email: 'new.client@example..com' }, messages.invalidEmail],
      [{ ...complete, password: 'short', passwordConfirm: 'short' }, messages.passwordTooShort],
      [{ ...complete, passwordConfirm: 'cuoio-4321' }, messages.passwordsDoNotMatch],
    ];
    for (const [fields, message] of cases) {
      const { status, html } = await postText('/account/register', fields);
      expect(status, message).toBe(400);
      expect(visibleText(html)).toContain(message);
      // What was typed stays, except the passwords.
      expect(html).toContain(`value="${fields.firstName}"`);
      expect(html).not.toContain('cuoio-');
    }
    const taken = await postText('/account/register', { ...complete, email: 'giulia@example.com' });
    expect(taken.status).toBe(400);
    expect(visibleText(taken.html)).toMatch(/\. Please try again later\./);
  });

  it('register: the spec’s registration payload alone (no confirmation) creates the account and signs in', async () => {
    const client = accountClient(shop.url);
    const email = `payload.${Date.now()}@example.com`;
    const response = await client.post('/account/register', {
      firstName: 'Marta',
      lastName: 'Conti',
      email,
      password: 'cuoio-5678',
      acceptsMarketing: 'true',
    });
    expect(response.status, await response.clone().text()).toBe(302);
    expect(response.headers.get('location')).toMatch(/\/account$/);
    const account = await client.get('/account');
    expect(account.status).toBe(200);
    expect(visibleText(await account.text())).toContain(email);
  });

  it('recover: a valid email, and the success text (also for an email with no account: see account-limits.test.ts)', async () => {
    for (const email of ['', 'james@']) {
      const { status, html } = await postText('/account/recover', { email });
      expect(status).toBe(400);
      expect(visibleText(html)).toContain(messages.recoverInvalidEmail);
    }
    const unknown = await postText('/account/recover', { email: 'nobody.here@example.com' });
    expect(unknown.status).toBe(200);
    expect(visibleText(unknown.html)).toContain(messages.recoverSuccess);
    const ok = await postText('/account/recover', { email: 'james@example.com' });
    expect(ok.status).toBe(200);
    expect(visibleText(ok.html)).toContain(messages.recoverSuccess);
  });

  it('a field sent twice is checked and shown again by its first value', async () => {
    const cases = [
      { path: '/account/login', body: 'email=first%40&email=second%40example.com&password=x', status: 400, says: messages.invalidEmail },
      { path: '/account/recover', body: 'email=james%40example.com&email=not-an-email', status: 200, says: messages.recoverSuccess },
    ];
    for (const { path, body, status, says } of cases) {
      const response = await fetch(new URL(path, shop.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
        body,
        redirect: 'manual',
      });
      const html = await response.text();
      const [first, second] = new URLSearchParams(body).getAll('email');
      expect(response.status, path).toBe(status);
      expect(visibleText(html), path).toContain(says);
      expect(html.includes(`value="${first}"`), `${path} shows the first email again`).toBe(true);
      expect(html.includes(second), `${path} shows the second email`).toBe(false);
    }
  });

  it('reset and activation links: broken links say so, a bad token fails with the service’s message', async () => {
    const broken = await accountClient(shop.url).get('/account/reset/abc/%3Cscript%3E');
    expect(broken.status).toBe(400);
    expect(visibleText(await broken.text())).toContain(accountMessages.resetLinkInvalid);
    const noQuery = await accountClient(shop.url).get('/account/activate/12/token');
    expect(noQuery.status).toBe(400);
    expect(visibleText(await noQuery.text())).toContain(accountMessages.activationLinkInvalid);

    const short = await postText('/account/reset/1/abcdef0123', { password: 'short', passwordConfirm: 'short' });
    expect(short.status).toBe(400);
    expect(visibleText(short.html)).toContain(messages.passwordTooShort);
    const badToken = await postText('/account/reset/1/abcdef0123', { password: 'nuova-password', passwordConfirm: 'nuova-password' });
    expect(badToken.status).toBe(400);
    expect(visibleText(badToken.html)).toContain('The reset password link is invalid.');
  });
});

describe('password links from the outbox', () => {
  it('resets by the whole mailed URL (customerResetByUrl) and signs the customer in', async () => {
    const { email } = await newCustomer();
    expect((await accountClient(shop.url).post('/account/recover', { email })).status).toBe(200);
    const outbox = (await (await fetch(`${emulatorUrl}/outbox.json?to=${encodeURIComponent(email)}`)).json()) as {
      messages: Array<{ links: string[] }>;
    };
    const link = outbox.messages.flatMap((message) => message.links).find((candidate) => candidate.includes('/account/reset/'))!;
    expect(link).toBeDefined();

    const client = accountClient(shop.url);
    const path = `/account/reset?url=${encodeURIComponent(link)}`;
    const page = await client.get(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="resetUrl"');
    const response = await client.post(path, { resetUrl: link, password: 'nuova-pelle-1', passwordConfirm: 'nuova-pelle-1' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account');
    expect(client.token()).toMatch(/^[0-9a-f]{32}$/);
    expect((await client.get('/account')).status).toBe(200);
    // The old password no longer works; the new one does.
    expect((await accountClient(shop.url).post('/account/login', { email, password: 'pelle-conciata' })).status).toBe(401);
    expect((await accountClient(shop.url).post('/account/login', { email, password: 'nuova-pelle-1' })).status).toBe(302);
  });
});

describe('a reset link as it really arrives', () => {
  /** Mail tracking and campaign parameters a real link carries, or a shopper adds. */
  const TRACKING = 'utm_source=newsletter&utm_medium=email&utm_campaign=reset&_kx=abc.def&syclid=9f1c';

  it('accepts the mailed link with tracking parameters, and resets with it', async () => {
    const { email } = await newCustomer();
    expect((await accountClient(shop.url).post('/account/recover', { email })).status).toBe(200);
    const outbox = (await (await fetch(`${emulatorUrl}/outbox.json?to=${encodeURIComponent(email)}`)).json()) as {
      messages: Array<{ links: string[] }>;
    };
    const link = new URL(outbox.messages.flatMap((message) => message.links).find((candidate) => candidate.includes('/account/reset/'))!);
    const [, , , id, token] = link.pathname.split('/');
    const client = accountClient(shop.url);
    for (const path of [
      `${link.pathname}?${TRACKING}`,
      `/account/reset?id=${id}&token=${token}&${TRACKING}`,
      `/account/reset?url=${encodeURIComponent(`${link}?syclid=9f1c`)}&${TRACKING}`,
    ]) {
      const page = await client.get(path);
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).toContain('name="password"');
    }
    const response = await client.post(`/account/reset?id=${id}&token=${token}&${TRACKING}`, {
      id,
      token,
      password: 'nuova-pelle-2',
      passwordConfirm: 'nuova-pelle-2',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account');
    expect((await accountClient(shop.url).post('/account/login', { email, password: 'nuova-pelle-2' })).status).toBe(302);
  });

  it('without a link, explains how to get one, whatever else the address carries', async () => {
    for (const path of ['/account/reset', `/account/reset?${TRACKING}`]) {
      const response = await accountClient(shop.url).get(path);
      expect(response.status, path).toBe(200);
      expect(visibleText(await response.text()), path).toContain(accountMessages.resetLinkInvalid);
    }
  });

  it('refuses only a link whose own parts are broken: a 400 in the shop’s page, echoing nothing', async () => {
    for (const query of [
      'id=abc&token=abcdef0123',
      'id=1',
      'token=abcdef0123',
      'id=1&token=%3Cscript%3E',
      'url=',
      'url=javascript%3Aalert(1)',
      `url=${encodeURIComponent('https://example.com/account/login')}`,
      `url=${encodeURIComponent('https://example.com/account/reset/1/<b>x</b>')}&${TRACKING}`,
    ]) {
      const response = await accountClient(shop.url).get(`/account/reset?${query}`);
      const html = await response.text();
      expect(response.status, query).toBe(400);
      expect(visibleText(html), query).toContain(accountMessages.resetLinkInvalid);
      expect(html, query).toContain(messages.skipToContent);
      expect(html, query).not.toContain('name="password"');
      expect(html, query).not.toMatch(/<script>|<b>x|javascript:alert/);
    }
  });
});

describe('hostile input changes nothing', () => {
  const hugeEmail = `${'a'.repeat(10_000)}@example.com`;

  it('a 10,000-character email gets the email message, on every form', async () => {
    for (const [path, fields, message] of [
      ['/account/login', { email: hugeEmail, password: DEMO_PASSWORD }, messages.invalidEmail],
      [
        '/account/register',
        { firstName: 'A', lastName: 'B', email: hugeEmail, password: 'cuoio-1234', passwordConfirm: 'cuoio-1234' },
        messages.invalidEmail,
      ],
      ['/account/recover', { email: hugeEmail }, messages.recoverInvalidEmail],
    ] as const) {
      const response = await accountClient(shop.url).post(path, fields);
      expect(response.status, path).toBe(400);
      expect(visibleText(await response.text())).toContain(message);
    }
    const { client, email } = await newCustomer();
    const response = await client.post('/account/edit', { firstName: 'Chiara', lastName: 'Neri', email: hugeEmail, phone: '' });
    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain(messages.invalidEmail);
    expect(visibleText(await (await client.get('/account')).text())).toContain(email);
  });

  it('a script tag in a name is refused, shown back harmlessly, and saves nothing', async () => {
    const script = '<script>alert(1)</script>';
    const register = await accountClient(shop.url).post('/account/register', {
      firstName: script,
      lastName: 'Rossi',
      email: 'script.person@example.com',
      password: 'cuoio-1234',
      passwordConfirm: 'cuoio-1234',
    });
    expect(register.status).toBe(400);
    const html = await register.text();
    expect(visibleText(html)).toContain(accountMessages.noMarkup);
    expect(html).not.toContain(script);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(
      (await accountClient(shop.url).post('/account/login', { email: 'script.person@example.com', password: 'cuoio-1234' })).status,
    ).toBe(401);

    const { client } = await newCustomer();
    const edit = await client.post('/account/edit', { firstName: script, lastName: 'Neri', email: 'whatever@example.com', phone: '' });
    expect(edit.status).toBe(400);
    const address = await client.post('/account/addresses/add', {
      firstName: script,
      lastName: 'Neri',
      address1: 'Via Roma 1',
      city: 'Roma',
      country: 'IT',
      province: 'IT:RM',
      zip: '00100',
    });
    expect(address.status).toBe(400);
    const home = visibleText(await (await client.get('/account')).text());
    expect(home).toContain('Chiara Neri');
    expect(home).not.toContain('alert(1)');
    expect(home).toContain('No address saved yet.');
  });

  it('another customer’s order is a private 404 that shows nothing of it, whatever form its id takes', async () => {
    const james = await signedIn('james@example.com');
    const jamesId = /href="\/account\/orders\/(\d+)"/.exec(await (await james.get('/account/orders')).text())![1];
    const jamesOrder = await (await james.get(`/account/orders/${jamesId}`)).text();
    const orderName = /#\d{3,}/.exec(visibleText(jamesOrder))![0];
    const giulia = await signedIn();
    for (const id of [
      jamesId,
      `${jamesId}.data`,
      `gid%3A%2F%2Fshopify%2FOrder%2F${jamesId}`,
      `${jamesId}%3Fkey%3Dx`,
      '0',
      '-1',
      '9'.repeat(25),
      'abc',
      '%00',
    ]) {
      const response = await giulia.get(`/account/orders/${id}`);
      const body = await response.text();
      expect(response.status, id).toBe(404);
      expect(response.headers.get('cache-control'), id).toBe('private, no-store');
      if (!id.endsWith('.data')) {
        expect(visibleText(body), id).toContain(accountMessages.orderNotFound);
        // The tab names the page as the spec's template does: '{title} · {site}'.
        expect(/<title>([^<]*)<\/title>/.exec(body)?.[1], id).toBe(`${accountMessages.orderNotFound} · Bottega`);
      }
      expect(body.includes(orderName), `${id} shows ${orderName}`).toBe(false);
      expect(body.includes('james@example.com'), `${id} shows James`).toBe(false);
    }
  });

  it('a forged address id is not in the address book, and nothing changes', async () => {
    const { client } = await newCustomer();
    const added = await client.post('/account/addresses/add', {
      firstName: 'Chiara',
      lastName: 'Neri',
      address1: 'Via Tornabuoni 1',
      city: 'Firenze',
      country: 'IT',
      province: 'IT:FI',
      zip: '50123',
    });
    expect(added.headers.get('location')).toBe('/account/addresses?notice=added');
    const before = await (await client.get('/account/addresses')).text();
    const ownId = /\/account\/addresses\/edit\?id=(\d+)/.exec(before)![1];

    // James's address: a real id, but not hers.
    const james = await signedIn('james@example.com');
    await james.post('/account/addresses/add', {
      firstName: 'James',
      lastName: 'Hall',
      address1: '1 Savile Row',
      city: 'London',
      country: 'GB',
      zip: 'W1S 3PR',
    });
    const jamesId = /\/account\/addresses\/edit\?id=(\d+)/.exec(await (await james.get('/account/addresses')).text())![1];

    for (const forged of ['999999', jamesId, 'abc', `${ownId}?x=1`, '-1', '']) {
      for (const intent of ['delete', 'default', 'update']) {
        const response = await client.post(`/account/addresses/edit?id=${encodeURIComponent(forged)}`, {
          id: forged,
          intent,
          firstName: 'X',
          lastName: 'Y',
          address1: 'Z 1',
          city: 'Roma',
          country: 'IT',
          province: 'IT:RM',
          zip: '00100',
        });
        expect(response.status, `${intent} ${forged}`).toBe(404);
        expect(visibleText(await response.text())).toContain(accountMessages.addressNotFound);
      }
      expect((await client.get(`/account/addresses/edit?id=${encodeURIComponent(forged)}`)).status).toBe(404);
    }
    expect(visibleText(await (await client.get('/account/addresses')).text())).toBe(visibleText(before));
    expect(await (await james.get('/account/addresses')).text()).toContain(`edit?id=${jamesId}`);
  });

  it('an edit of an address removed meanwhile is a 404 that keeps what was typed for a new address', async () => {
    const { client } = await newCustomer();
    await client.post('/account/addresses/add', {
      firstName: 'Chiara',
      lastName: 'Neri',
      address1: 'Via Maggio 3',
      city: 'Firenze',
      country: 'IT',
      province: 'IT:FI',
      zip: '50125',
    });
    const id = /\/account\/addresses\/edit\?id=(\d+)/.exec(await (await client.get('/account/addresses')).text())![1];
    // Another tab removes it; this one still has the edit form open and saves.
    expect((await client.post(`/account/addresses/edit?id=${id}`, { id, intent: 'delete' })).status).toBe(302);
    const edited = {
      id,
      firstName: 'Chiara',
      lastName: 'Neri',
      address1: 'Via Maggio 5 <b>bis</b>',
      city: 'Firenze',
      country: 'IT',
      province: 'IT:FI',
      zip: '50125',
    };
    const gone = await client.post(`/account/addresses/edit?id=${id}`, edited);
    expect(gone.status).toBe(404);
    const page = await gone.text();
    expect(visibleText(page)).toContain(accountMessages.addressNotFound);
    expect(visibleText(page)).toContain(accountMessages.addressDraftKept);
    expect(page).toContain(`href="/account/addresses/add?notice=gone"`);

    const restored = await (await client.get('/account/addresses/add?notice=gone')).text();
    expect(visibleText(restored)).toContain(accountMessages.addressDraftRestored);
    expect(restored).toContain('value="Via Maggio 5 &lt;b&gt;bis&lt;/b&gt;"');
    expect(restored).not.toContain('<b>bis</b>');
    // Once only, and nothing was saved on the way.
    const again = await (await client.get('/account/addresses/add?notice=gone')).text();
    expect(again).not.toContain('Via Maggio 5');
    expect(visibleText(again)).not.toContain(accountMessages.addressDraftRestored);
    expect(await (await client.get('/account/addresses')).text()).not.toContain('Via Maggio');
  });

  it('an oversized form body is refused without being parsed', async () => {
    const response = await postOnOwnConnection(
      new URL('/account/login', shop.url).href,
      { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
      new URLSearchParams({ email: 'a@example.com', password: 'x'.repeat(400_000) }).toString(),
    );
    expect(response.status).toBe(413);
    expect(visibleText(await response.text())).toContain(accountMessages.formUnreadable);
  });

  it('a form that is long but not abusive gets the field rule and keeps what was typed', async () => {
    // 6,000 accented letters are 54 kB once form-encoded: still the form, with its message.
    const response = await accountClient(shop.url).post('/account/register', {
      firstName: 'é'.repeat(6000),
      lastName: 'Neri',
      email: 'lungo@example.com',
      password: 'pelle-conciata',
      passwordConfirm: 'pelle-conciata',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(visibleText(html)).toContain(accountMessages.fieldTooLong('First name', 255));
    expect(html).toContain('value="Neri"');
    expect(html).toContain('value="lungo@example.com"');
  });
});
