import { describe, expect, it } from 'vitest';
import { noteOutage, settleDataResponse, settleErrorDocument } from '~/core/failures/error-document.server';
import { DataRequestFailed } from '~/core/services/fetch-policy';
import { CONTENT_RETRY_AFTER_SECONDS } from '~/core/constants';
import { messages } from '~/texts';
import { isRouteErrorResponse } from 'react-router';

/** What React Router keeps for a thrown Response (an ErrorResponse). */
const thrown = (status: number) => ({ status, statusText: '', internal: false, data: 'x' });
const cartCookie = 'cart=c1%3Fkey%3Dk; Path=/; HttpOnly; SameSite=Lax';

describe('an error page', () => {
  it('never goes out as a success after an action that succeeded', () => {
    const headers = new Headers();
    const status = settleErrorDocument({ errors: { root: new Error('settings failed') }, actionHeaders: {} }, 200, headers);
    expect(status).toBe(500);
  });

  it("takes the thrown Response's status", () => {
    expect(settleErrorDocument({ errors: { root: thrown(404) }, actionHeaders: {} }, 200, new Headers())).toBe(404);
    expect(settleErrorDocument({ errors: { root: thrown(503) }, actionHeaders: {} }, 200, new Headers())).toBe(503);
  });

  it("keeps an action's own error status", () => {
    expect(settleErrorDocument({ errors: { root: new Error('x') }, actionHeaders: {} }, 400, new Headers())).toBe(400);
  });

  it('still sets the cookies the action set, once', () => {
    const headers = new Headers();
    settleErrorDocument(
      { errors: { root: new Error('x') }, actionHeaders: { 'routes/cart': new Headers([['Set-Cookie', cartCookie]]) } },
      200,
      headers,
    );
    expect(headers.getSetCookie()).toEqual([cartCookie]);

    const already = new Headers([['Set-Cookie', cartCookie]]);
    settleErrorDocument(
      { errors: { root: new Error('x') }, actionHeaders: { 'routes/cart': new Headers([['Set-Cookie', cartCookie]]) } },
      200,
      already,
    );
    expect(already.getSetCookie()).toEqual([cartCookie]);
  });

  it('says when to come back on a 503, unless it already does', () => {
    const headers = new Headers();
    settleErrorDocument({ errors: { root: thrown(503) }, actionHeaders: {} }, 503, headers);
    expect(headers.get('Retry-After')).toBe(String(CONTENT_RETRY_AFTER_SECONDS));

    const own = new Headers({ 'Retry-After': '5' });
    settleErrorDocument({ errors: null, actionHeaders: {} }, 503, own);
    expect(own.get('Retry-After')).toBe('5');
  });
});

describe('a page whose shop data could not be had after every attempt', () => {
  // React Router gives the document a sanitised error; the real one was reported first.
  const sanitised = new Error('Unexpected Server Error');

  it('is the shop unavailable (503, with a time to come back), not a server failure', () => {
    const request = new Request('https://shop.example/collections/bags');
    noteOutage(request, new DataRequestFailed(new Error('Network connection lost.')));
    const headers = new Headers();
    const errors: Record<string, unknown> = { 'routes/collections.$handle': sanitised };
    expect(settleErrorDocument({ errors, actionHeaders: {} }, 500, headers, request)).toBe(503);
    expect(Number(headers.get('Retry-After'))).toBe(CONTENT_RETRY_AFTER_SECONDS);
    // The page shows the same: a 503 with the shop's words, not "500" and a sanitised error.
    const shown = errors['routes/collections.$handle'];
    expect(isRouteErrorResponse(shown) && [shown.status, shown.data]).toEqual([503, messages.tryAgainLater(messages.somethingWentWrong)]);
  });

  it('is a 503 for a client-side navigation too, body and headers kept', async () => {
    const request = new Request('https://shop.example/collections/bags.data');
    noteOutage(request, new DataRequestFailed(new Error('Network connection lost.')));
    const settled = settleDataResponse(new Response('[{}]', { status: 500, headers: { 'Content-Type': 'text/x-script' } }), request);
    expect(settled.status).toBe(503);
    expect(settled.headers.get('Content-Type')).toBe('text/x-script');
    expect(Number(settled.headers.get('Retry-After'))).toBe(CONTENT_RETRY_AFTER_SECONDS);
    expect(await settled.text()).toBe('[{}]');
    const other = new Response('[{}]', { status: 500 });
    expect(settleDataResponse(other, new Request('https://shop.example/x.data'))).toBe(other);
  });

  it('leaves any other failure a 500', () => {
    const request = new Request('https://shop.example/collections/bags');
    noteOutage(request, new Error('a bug'));
    expect(settleErrorDocument({ errors: { root: sanitised }, actionHeaders: {} }, 500, new Headers(), request)).toBe(500);
  });
});

describe('a page without errors', () => {
  it('is left as it is', () => {
    const headers = new Headers();
    expect(
      settleErrorDocument({ errors: null, actionHeaders: { 'routes/cart': new Headers([['Set-Cookie', cartCookie]]) } }, 200, headers),
    ).toBe(200);
    expect([...headers]).toEqual([]);
  });
});
