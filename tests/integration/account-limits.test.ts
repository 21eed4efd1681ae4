// Sign-in limits and account enumeration over real HTTP: the built storefront in workerd behind the
// local front door, against the Shopify emulator. Each loopback address (127.0.0.x) is a client of
// its own, as another machine would be; headers a client sends about its address change nothing.
import { commonMessages } from '../../app/core/texts/common.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { accountClient, visibleText } from '../support/account-client.ts';
import { accountMessages, messages } from '../../app/texts.ts';
import { SIGN_IN_THROTTLE } from '../../app/core/constants.ts';

let shop: Awaited<ReturnType<typeof startStorefront>>;

const GIULIA = { email: 'giulia@example.com', password: 'bottega-demo' };
/** What Hydrogen and the Storefront API say for developers; a shopper must never read any of it. */
const DEVELOPER_TEXT = /h2:error|Request ID|limit exceeded|THROTTLED|Could not find customer/i;

beforeAll(async () => {
  shop = await startStorefront();
});

afterAll(async () => {
  await shop?.close();
});

let registered = 0;
async function newCustomer(from: string) {
  const email = `limits.${Date.now()}.${++registered}@example.com`;
  const password = 'pelle-conciata';
  const client = accountClient(shop.url, { from });
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

/** Every header a client might send to pass for someone else. */
const spoofs = (n: number) => ({
  'oxygen-buyer-ip': `203.0.113.${n}`,
  'cf-connecting-ip': `198.51.100.${n}`,
  'x-forwarded-for': `192.0.2.${n}`,
  'x-bottega-client-ip': `192.0.2.${n + 100}`,
});

async function expectShopWordsOnly(response: Response, message: string) {
  const text = visibleText(await response.text());
  expect(text).toContain(message);
  expect(text).not.toMatch(DEVELOPER_TEXT);
}

describe('sign-in limits', () => {
  it('an attacker failing 50 times on giulia’s email from one client does not stop giulia signing in from another', async () => {
    const attacker = accountClient(shop.url, { from: '127.0.0.2' });
    const statuses: number[] = [];
    let refusal: Response | undefined;
    for (let attempt = 1; attempt <= 50; attempt++) {
      const response = await attacker.post('/account/login', { email: GIULIA.email, password: `guess-${attempt}` });
      statuses.push(response.status);
      if (response.status === 429) refusal = response;
      else await response.body?.cancel();
    }
    const free = SIGN_IN_THROTTLE.freeFailuresPerClientEmail;
    expect(statuses.slice(0, free)).toEqual(Array(free).fill(401));
    expect(statuses.slice(free)).toEqual(Array(50 - free).fill(429));
    await expectShopWordsOnly(refusal!, accountMessages.signInThrottled);

    const giulia = accountClient(shop.url, { from: '127.0.0.3' });
    const response = await giulia.post('/account/login', GIULIA);
    expect(response.status).toBe(302);
    expect(giulia.token()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('the failing client waits even with the right password', async () => {
    const { email, password } = await newCustomer('127.0.0.4');
    const client = accountClient(shop.url, { from: '127.0.0.4' });
    for (let attempt = 1; attempt <= SIGN_IN_THROTTLE.freeFailuresPerClientEmail; attempt++) {
      expect((await client.post('/account/login', { email, password: `wrong-${attempt}` })).status).toBe(401);
    }
    const refused = await client.post('/account/login', { email, password });
    expect(refused.status).toBe(429);
    await expectShopWordsOnly(refused, accountMessages.signInThrottled);
    expect(client.token()).toBeNull();
  });

  it('a spoofed Oxygen-Buyer-IP (or any address header) on the local runtime neither defeats the limit nor unlocks it', async () => {
    const { email, password } = await newCustomer('127.0.0.5');
    const client = accountClient(shop.url, { from: '127.0.0.5' });
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 12; attempt++) {
      statuses.push((await client.post('/account/login', { email, password: `wrong-${attempt}` }, spoofs(attempt))).status);
    }
    const free = SIGN_IN_THROTTLE.freeFailuresPerClientEmail;
    expect(statuses).toEqual([...Array(free).fill(401), ...Array(12 - free).fill(429)]);
    // A fresh spoofed address with the right password is still the same, waiting client.
    expect((await client.post('/account/login', { email, password }, spoofs(99))).status).toBe(429);
    // The customer from a client of their own is not held up.
    expect((await accountClient(shop.url, { from: '127.0.0.6' }).post('/account/login', { email, password })).status).toBe(302);
  });

  it('slows a client failing across many emails, not other clients on those emails', async () => {
    const guesser = accountClient(shop.url, { from: '127.0.0.7' });
    const many = SIGN_IN_THROTTLE.freeFailuresPerClient;
    for (let index = 1; index <= many; index++) {
      expect(
        (await guesser.post('/account/login', { email: `guess${index}@example.com`, password: 'guessing-1234' }, spoofs(index))).status,
      ).toBe(401);
    }
    const refused = await guesser.post('/account/login', { email: `guess${many + 1}@example.com`, password: 'guessing-1234' });
    expect(refused.status).toBe(429);
    await expectShopWordsOnly(refused, accountMessages.signInThrottled);
    const other = await accountClient(shop.url, { from: '127.0.0.8' }).post('/account/login', {
      email: `guess${many + 1}@example.com`,
      password: 'guessing-1234',
    });
    expect(other.status).toBe(401);
  });

  it('the Storefront API counts the vouched client, not a spoofed header, and its refusal reads in the shop’s words', async () => {
    // Changing the password checks the current one with a sign-in the API limits per buyer IP
    // (10 a minute in the emulator). Were the spoofed header passed on, every check would be a new buyer.
    const { client, email, password } = await newCustomer('127.0.0.9');
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let attempt = 1; attempt <= 10; attempt++) {
      last = await client.post(
        '/account/reset-password',
        { currentPassword: `wrong-${attempt}`, password: 'nuova-pelle-1', passwordConfirm: 'nuova-pelle-1' },
        spoofs(attempt),
      );
      statuses.push(last.status);
    }
    // Registering signed in once: nine checks are answered, the tenth is over the API's limit.
    expect(statuses).toEqual([...Array(9).fill(400), 429]);
    await expectShopWordsOnly(last!, accountMessages.signInThrottled);
    // The customer's own password still works from another client.
    const elsewhere = accountClient(shop.url, { from: '127.0.0.10' });
    expect((await elsewhere.post('/account/login', { email, password })).status).toBe(302);
  });
});

describe('password recovery', () => {
  it('answers an email with no account exactly as one with an account', async () => {
    const client = accountClient(shop.url, { from: '127.0.0.11' });
    const known = await client.post('/account/recover', { email: GIULIA.email });
    const unknown = await client.post('/account/recover', { email: 'nobody.at.all@example.com' });
    expect(unknown.status).toBe(known.status);
    expect(known.status).toBe(200);
    const [knownText, unknownText] = [visibleText(await known.text()), visibleText(await unknown.text())];
    expect(knownText).toContain(messages.recoverSuccess);
    expect(unknownText.replace('nobody.at.all@example.com', GIULIA.email)).toBe(knownText);
    expect(unknownText).not.toMatch(DEVELOPER_TEXT);
  });

  it('answers the service’s recovery limit in the shop’s words', async () => {
    const client = accountClient(shop.url, { from: '127.0.0.12' });
    let last: Response | undefined;
    for (let attempt = 1; attempt <= 6; attempt++) last = await client.post('/account/recover', { email: 'flood@example.com' });
    expect(last!.status).toBe(429);
    await expectShopWordsOnly(last!, commonMessages.tooManyAttempts);
  });
});
