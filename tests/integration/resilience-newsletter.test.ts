// The newsletter with Klaviyo down, slow or refusing for too many sign-ups: the shopper's address is
// kept in the form, the answer says in the shop's words what happened and when to come back, nothing
// of Klaviyo's own text shows, and the page answers within Klaviyo's time box plus a little, never
// waiting on a call that will not come back.
import { commonMessages } from '../../app/core/texts/common.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStorefrontBehindFaultProxy, type FaultyStorefront } from '../support/faulty-storefront.ts';
import type { FaultProxy } from '../support/fault-proxy.ts';
import { BROWSER } from '../support/account-client.ts';
import { messages } from '../../app/texts.ts';
import { KLAVIYO_TIMEOUT_MS } from '../../app/core/constants.ts';

let storefront: FaultyStorefront;
let klaviyo: FaultProxy;

beforeAll(async () => {
  storefront = await startStorefrontBehindFaultProxy({ faulty: 'klaviyo' });
  klaviyo = storefront.proxy;
});
afterAll(async () => {
  await storefront?.close();
});
beforeEach(() => {
  klaviyo.clear();
});

const TYPED = 'lettrice@example.com';

async function subscribe() {
  const started = Date.now();
  const response = await fetch(`${storefront.url}/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER, origin: storefront.url },
    body: new URLSearchParams({ email: TYPED }),
  });
  const html = (await response.text()).replace(/&#x27;/g, "'");
  return { response, html, ms: Date.now() - started };
}

function expectKeptAndWorded(html: string, message: string) {
  expect(html).toContain(`value="${TYPED}"`);
  expect(html).toContain(message);
  expect(html).not.toContain(messages.thankYou);
  expect(html).not.toMatch(/Fault injected|ECONNREFUSED|AbortError|TimeoutError|\bat [\w.<>]+ \(/);
}

describe('the newsletter when Klaviyo', () => {
  it('cannot be reached: 503 with a time to come back, the address kept', async () => {
    await klaviyo.refuse();
    const { response, html } = await subscribe().finally(() => klaviyo.accept());
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expectKeptAndWorded(html, messages.tryAgainLater(messages.somethingWentWrong));
  });

  it('does not answer in time: the same, within its time box', async () => {
    klaviyo.delay(KLAVIYO_TIMEOUT_MS + 10_000);
    const { response, html, ms } = await subscribe();
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expectKeptAndWorded(html, messages.tryAgainLater(messages.somethingWentWrong));
    expect(ms).toBeLessThan(KLAVIYO_TIMEOUT_MS + 4000);
  });

  it('fails on its side: 502, the address kept', async () => {
    klaviyo.failNext(1, undefined, { kind: 'status', status: 500 });
    const { response, html } = await subscribe();
    expect(response.status).toBe(502);
    expectKeptAndWorded(html, messages.tryAgainLater(messages.somethingWentWrong));
  });

  it('refuses for too many sign-ups: 429 saying to wait, with how long', async () => {
    klaviyo.failNext(1, undefined, { kind: 'status', status: 429 });
    const { response, html } = await subscribe();
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expectKeptAndWorded(html, commonMessages.tooManyAttempts);
  });

  it('is back: the same address subscribes', async () => {
    const { response, html } = await subscribe();
    expect(response.status).toBe(200);
    expect(html).toContain(messages.thankYou);
  });
});
