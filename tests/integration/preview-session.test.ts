// Draft preview as a hostile or careless client meets it: a preview cookie kept past its day (a
// browser restoring its session, a cookie copied off a shared machine), one never dated, one with a
// broken signature, a perspective change asked for outside preview; and a shopper next to an editor
// never given the drafts, from the page cache or otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCookieSessionStorage } from 'react-router';
import { startStorefront } from '../support/storefront.ts';
import { BROWSER } from '../support/account-client.ts';
import { PREVIEW_COOKIE, PREVIEW_SESSION_HOURS } from '../../app/core/constants.ts';
import { shellMessages } from '../../app/texts.ts';

const SECRET = 'preview-session-test-secret';
/** Text only the draft of the home page holds (the seed's draft hero). */
const DRAFT_ONLY = 'Autumn atelier preview';
const HOUR_MS = 60 * 60 * 1000;

let storefront: Awaited<ReturnType<typeof startStorefront>>;

beforeAll(async () => {
  storefront = await startStorefront({ SESSION_SECRET: SECRET });
});
afterAll(async () => {
  await storefront?.close();
});

const get = (path: string, cookie = '') =>
  fetch(`${storefront.url}${path}`, { headers: { 'user-agent': BROWSER, cookie }, redirect: 'manual' });
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/** A preview cookie as the storefront signs it, with the given contents. */
async function previewCookie(data: Record<string, unknown>, secret = SECRET): Promise<string> {
  const storage = createCookieSessionStorage({ cookie: { name: PREVIEW_COOKIE, secrets: [secret] } });
  const session = await storage.getSession();
  for (const [key, value] of Object.entries(data)) session.set(key, value);
  return (await storage.commitSession(session)).split(';')[0];
}

async function enterPreview(): Promise<string> {
  const entered = await get('/api/preview?sanity-preview-secret=bottega-local-preview&sanity-preview-pathname=/');
  expect(entered.status).toBe(302);
  return cookiesOf(entered);
}

describe('draft preview', () => {
  it('shows the drafts to the editor who entered it, privately, and never to a shopper', async () => {
    const cookie = await enterPreview();
    const editor = await get('/', cookie);
    expect((await editor.text()).includes(DRAFT_ONLY)).toBe(true);
    expect(editor.headers.get('cache-control')).toBe('private, no-store');
    // Twice: the second answer would come from the page cache if the first was kept.
    for (let visit = 0; visit < 2; visit++) expect((await (await get('/')).text()).includes(DRAFT_ONLY)).toBe(false);
  });

  it('is closed once the day it was entered for is over, or when its entry was never dated', async () => {
    const projectId = 'bottega';
    const now = Date.now();
    const dated = await previewCookie({ projectId, perspective: 'drafts', enteredAt: now - HOUR_MS });
    expect((await (await get('/', dated)).text()).includes(DRAFT_ONLY)).toBe(true);
    for (const [label, data] of [
      ['past its day', { projectId, perspective: 'drafts', enteredAt: now - (PREVIEW_SESSION_HOURS + 1) * HOUR_MS }],
      ['never dated', { projectId, perspective: 'drafts' }],
      ['dated in the future', { projectId, perspective: 'drafts', enteredAt: now + 365 * 24 * HOUR_MS }],
      ['dated with text', { projectId, perspective: 'drafts', enteredAt: String(now) }],
    ] as const) {
      const page = await get('/', await previewCookie(data));
      expect(page.status, label).toBe(200);
      expect((await page.text()).includes(DRAFT_ONLY), label).toBe(false);
    }
  });

  it('is never opened by a cookie signed with another secret or altered', async () => {
    const forged = await previewCookie({ projectId: 'bottega', perspective: 'drafts', enteredAt: Date.now() }, 'guessed-secret');
    const genuine = await enterPreview();
    const altered = genuine.replace(/.{4}$/, 'AAAA');
    for (const cookie of [forged, altered, `${PREVIEW_COOKIE}=%%%`, `${PREVIEW_COOKIE}=`]) {
      const page = await get('/', cookie);
      expect(page.status, cookie).toBe(200);
      expect((await page.text()).includes(DRAFT_ONLY), cookie).toBe(false);
    }
  });

  it('changes its perspective only inside a preview: outside, a 403 that sets no cookie', async () => {
    const put = (cookie: string) =>
      fetch(`${storefront.url}/api/preview`, {
        method: 'PUT',
        headers: { 'user-agent': BROWSER, cookie, 'content-type': 'application/x-www-form-urlencoded', origin: storefront.url },
        body: 'perspective=published',
      });
    const outside = await put('');
    expect(outside.status).toBe(403);
    expect(await outside.text()).toBe(shellMessages.previewNotEntered);
    expect(outside.headers.getSetCookie()).toEqual([]);
    const cookie = await enterPreview();
    const inside = await put(cookie);
    expect(inside.status).toBe(200);
    expect(inside.headers.getSetCookie().join()).toContain(PREVIEW_COOKIE);
  });
});
