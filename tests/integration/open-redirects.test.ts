// No redirect the shop emits leaves its origin. Every open-redirect payload
// goes through every redirecting form, parameter and 404 path of the built storefront: sign-in (a
// real one) and register, their hidden fields, the locale chooser, the newsletter's "Continue", the
// draft preview, the shop's URL redirects on a 404 (`?return_to=` / `?redirect=`) and the redirect
// table. Each Location, React Router data redirect, hidden field and link must resolve to the
// storefront's own origin and must not start with `//` or `/\`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { BROWSER } from '../support/account-client.ts';
import { openRedirectPayloads } from '../support/open-redirect-payloads.ts';

let shop: Awaited<ReturnType<typeof startStorefront>>;
let payloads: string[];

const DEMO = { email: 'giulia@example.com', password: 'bottega-demo' };
const PASSWORD = 'pelle-conciata';
// Like Shopify, the shop allows ten sign-ins per email a minute, failed or not; two sign-ins per
// payload are spread over giulia and customers this test registers, each well under that limit.
const SIGN_INS_PER_CUSTOMER = 6;
const PREVIEW_SECRET = 'bottega-local-preview';
// Every payload is many requests; a loaded two-core machine needs room, not a faster answer.
const FLOW_TIMEOUT = 240_000;

beforeAll(async () => {
  shop = await startStorefront();
  payloads = openRedirectPayloads(new URL(shop.url).host);
});

afterAll(async () => {
  await shop?.close();
});

function request(path: string, init: { method?: string; form?: Record<string, string> } = {}) {
  return fetch(new URL(path, shop.url), {
    method: init.method ?? (init.form ? 'POST' : 'GET'),
    headers: { 'user-agent': BROWSER, ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: init.form ? new URLSearchParams(init.form) : undefined,
    redirect: 'manual',
  });
}

/** Why `target` would take a browser off the shop, or null when it stays. */
function offSite(target: string): string | null {
  if (target.startsWith('//') || target.startsWith('/\\')) return `protocol-relative ${JSON.stringify(target)}`;
  let url: URL;
  try {
    url = new URL(target, shop.url);
  } catch {
    return `unparseable ${JSON.stringify(target)}`;
  }
  return url.origin === new URL(shop.url).origin ? null : `leaves for ${url.origin} via ${JSON.stringify(target)}`;
}

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Where a page or a data answer may send the shopper next. */
async function targetsOf(response: Response): Promise<string[]> {
  const targets = [response.headers.get('location'), response.headers.get('x-remix-redirect')].filter(
    (value): value is string => value !== null,
  );
  const body = await response.text();
  if ((response.headers.get('content-type') ?? '').includes('text/x-script')) {
    // React Router's single-fetch answer: a flat array where {"_i": j} maps the key at i to the value at j.
    const flat = JSON.parse(body.split('\n', 1)[0]) as unknown[];
    for (const entry of flat) {
      if (!entry || typeof entry !== 'object' || Array.isArray(entry)) continue;
      for (const [key, index] of Object.entries(entry)) {
        const name = flat[Number(key.slice(1))];
        const value = typeof index === 'number' ? flat[index] : undefined;
        if ((name === 'redirect' || name === 'redirectTo') && typeof value === 'string') targets.push(value);
      }
    }
  } else {
    for (const match of body.matchAll(/<input[^>]*name="(?:redirect|redirectTo)"[^>]*value="([^"]*)"/g))
      targets.push(decodeAttribute(match[1]));
    for (const match of body.matchAll(/<a[^>]*href="([^"]*)"[^>]*>Continue<\/a>/g)) targets.push(decodeAttribute(match[1]));
  }
  return targets;
}

/**
 * Sends every payload through `send`, and lists each answer that is a server error, lacks the
 * expected redirect, or points anywhere off the shop. The list must be empty.
 */
async function violations(send: (payload: string) => Promise<Response>, expectStatus?: number[]): Promise<string[]> {
  const found: string[] = [];
  for (const payload of payloads) {
    const response = await send(payload);
    const label = `${JSON.stringify(payload)} -> ${response.status}`;
    if (response.status >= 500) found.push(`${label}: server error`);
    if (expectStatus && !expectStatus.includes(response.status)) found.push(`${label}: expected ${expectStatus.join(' or ')}`);
    for (const target of await targetsOf(response)) {
      const why = offSite(target);
      if (why) found.push(`${label}: ${why}`);
    }
  }
  return found;
}

let registered = 0;
const newEmail = () => `redirect.${Date.now()}.${++registered}@example.com`;
function registerCustomer(redirect: string, email = newEmail()): Promise<Response> {
  return request('/account/register', {
    form: { firstName: 'Chiara', lastName: 'Neri', email, password: PASSWORD, passwordConfirm: PASSWORD, redirect },
  });
}

/** Real customers to sign in as, enough that none reaches the shop's per-email limit. */
async function customers(signIns: number): Promise<{ email: string; password: string }[]> {
  const pool = [DEMO];
  while (pool.length * SIGN_INS_PER_CUSTOMER < signIns) {
    const email = newEmail();
    expect((await registerCustomer('/account', email)).status, 'register a customer to sign in as').toBe(302);
    pool.push({ email, password: PASSWORD });
  }
  return pool;
}

describe('sign-in and register', () => {
  it(
    'send a customer who really signs in back to a page on the shop, whatever the redirect field says, with and without JavaScript',
    async () => {
      const pool = await customers(payloads.length * 2);
      let signIns = 0;
      const signIn = (path: string, redirect: string) => request(path, { form: { ...pool[signIns++ % pool.length], redirect } });
      expect(await violations((redirect) => signIn('/account/login', redirect), [302])).toEqual([]);
      expect(await violations((redirect) => signIn('/account/login.data', redirect), [202])).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'render only on-site return paths into the hidden fields',
    async () => {
      for (const page of ['/account/login', '/account/register']) {
        expect(await violations((redirect) => request(`${page}?${new URLSearchParams({ redirect })}`), [200])).toEqual([]);
      }
    },
    FLOW_TIMEOUT,
  );

  it(
    'send a newly registered customer to a page on the shop',
    async () => {
      expect(await violations((redirect) => registerCustomer(redirect), [302])).toEqual([]);
    },
    FLOW_TIMEOUT,
  );
});

describe('the locale chooser', () => {
  it(
    'keeps ?redirect= on the shop in its form',
    async () => {
      expect(await violations((redirect) => request(`/locale?${new URLSearchParams({ redirect })}`), [200])).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'goes back to a page on the shop after choosing, with and without JavaScript',
    async () => {
      expect(await violations((redirectTo) => request('/locale', { form: { country: 'IT', redirectTo } }), [303])).toEqual([]);
      expect(await violations((redirectTo) => request('/locale.data', { form: { country: 'IT', redirectTo } }), [202])).toEqual([]);
    },
    FLOW_TIMEOUT,
  );
});

describe('the newsletter', () => {
  it(
    'offers "Continue" only to a page on the shop, with and without JavaScript',
    async () => {
      expect(await violations((redirectTo) => request('/newsletter', { form: { intent: 'dismiss', redirectTo } }), [200])).toEqual([]);
      expect(await violations((redirectTo) => request('/newsletter.data', { form: { intent: 'dismiss', redirectTo } }), [200])).toEqual([]);
    },
    FLOW_TIMEOUT,
  );
});

describe('the draft preview', () => {
  it(
    'enters preview on a page of the shop, whatever pathname the link names',
    async () => {
      const enter = (pathname: string) =>
        request(`/api/preview?${new URLSearchParams({ 'sanity-preview-secret': PREVIEW_SECRET, 'sanity-preview-pathname': pathname })}`);
      const withPerspective = (pathname: string) =>
        request(
          `/api/preview?${new URLSearchParams({ 'sanity-preview-secret': PREVIEW_SECRET, 'sanity-preview-perspective': 'drafts', 'sanity-preview-pathname': pathname })}`,
        );
      expect(await violations(enter, [302])).toEqual([]);
      expect(await violations(withPerspective, [302])).toEqual([]);
    },
    FLOW_TIMEOUT,
  );
});

describe('pages the shop does not know', () => {
  it(
    'never follow ?return_to= or ?redirect= off the shop, for pages or data requests',
    async () => {
      for (const name of ['return_to', 'redirect']) {
        for (const path of ['/anything', '/anything.data', '/nowhere/at/all/_.data']) {
          expect(await violations((target) => request(`${path}?${new URLSearchParams({ [name]: target })}`)), `${path}?${name}=`).toEqual(
            [],
          );
        }
      }
    },
    FLOW_TIMEOUT,
  );

  it('still follow a return path on the shop, and the shop’s own admin redirect', async () => {
    const back = await request('/anything?return_to=/collections/bags');
    expect(back.status).toBe(301);
    expect(back.headers.get('location')).toBe('/collections/bags');
    const admin = await request('/admin');
    expect(admin.status).toBe(301);
    expect(admin.headers.get('location')).toBe(`${shop.emulators!.url}/admin`);
  });
});

describe('the redirect table and the account guard', () => {
  it(
    'build no address off the shop from a legacy page slug, a collection product handle or the query',
    async () => {
      const encoded = (payload: string) => encodeURIComponent(payload);
      expect(await violations((payload) => request(`/pages/${encoded(payload)}`))).toEqual([]);
      expect(await violations((payload) => request(`/collections/bags/products/${encoded(payload)}`))).toEqual([]);
      expect(
        await violations((payload) => request(`/pages/press?${new URLSearchParams({ redirect: payload, return_to: payload })}`), [301]),
      ).toEqual([]);
      expect(await violations((payload) => request(`/account/orders?${new URLSearchParams({ back: payload })}`), [302])).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it('send a visitor to sign in with the page to come back to, never the data request’s own parameters', async () => {
    for (const [path, back] of [
      ['/account/orders.data?_routes=routes%2Faccount._signed-in.orders._index', '/account/orders'],
      ['/account/addresses.data?_routes=root%2Croutes%2Faccount._signed-in.addresses._index&sort=x', '/account/addresses?sort=x'],
    ]) {
      const targets = await targetsOf(await request(path));
      expect(targets, path).toEqual([`/account/login?${new URLSearchParams({ redirect: back })}`]);
    }
  });
});
