// Every form the shop takes refuses a body past its size cap with a 413 before parsing it, however
// the body comes (with a declared length or chunked without one), and changes nothing: no bag
// line, no cookie. A form padded to just under the cap is still taken, so the cap is not a
// refusal of everything. Without the cap a 60 MB post was parsed whole by the bag, the locale
// chooser, the newsletter and the consent banner, in a worker that has 128 MB.
import { commonMessages } from '../../app/core/texts/common.ts';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { cartForm, Shopper, stockedVariants } from '../support/bag.ts';
import { FORM_BODY_MAX_BYTES } from '../../app/core/constants.ts';
import { accountMessages, bagMessages } from '../../app/texts.ts';

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

let shop: Awaited<ReturnType<typeof startStorefront>>;
/** A shopper with a bag of one piece, and that piece. */
let shopper: Shopper;
let variant: string;

beforeAll(async () => {
  shop = await startStorefront();
  shopper = new Shopper(shop.url, shop.emulators!.url);
  [variant] = await stockedVariants(shopper.emulatorUrl);
  expect((await shopper.add(variant, 1)).status).toBe(200);
});
afterAll(() => shop?.close());

/** A real form of each kind, and the message its page shows when the form cannot be taken. */
const forms = (): Array<{ path: string; fields: URLSearchParams; message?: string }> => [
  {
    path: '/cart',
    fields: cartForm('LinesAdd', { lines: [{ merchandiseId: variant, quantity: 1 }] }),
    message: bagMessages.formUnreadable,
  },
  { path: '/locale', fields: new URLSearchParams({ country: 'IT', redirectTo: '/' }), message: commonMessages.formUnreadable },
  { path: '/newsletter', fields: new URLSearchParams({ intent: 'dismiss', redirectTo: '/' }), message: commonMessages.formUnreadable },
  { path: '/consent', fields: new URLSearchParams({ intent: 'save', analytics: 'on', marketing: 'on', redirectTo: '/' }) },
  {
    path: '/account/login',
    fields: new URLSearchParams({ email: 'giulia@example.com', password: 'bottega-demo' }),
    message: accountMessages.formUnreadable,
  },
];

/** The form's fields, then a filler field that brings the body to `size` bytes. */
function padded(fields: URLSearchParams, size: number): Buffer {
  const form = `${fields.toString()}&filler=`;
  return Buffer.concat([Buffer.from(form), Buffer.alloc(size - form.length, 'a')]);
}

/** A post on a connection of its own, chunked (no Content-Length) when asked: the server may hang up early. */
function post(path: string, body: Buffer, { chunked = false, cookie = '' } = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': BROWSER_UA,
      connection: 'close',
      ...(cookie ? { cookie } : {}),
      ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(body.length) }),
    };
    const outgoing = request(new URL(path, shop.url), { method: 'POST', agent: false, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) for (const item of [value ?? []].flat()) answer.append(name, item);
        resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode, headers: answer }));
      });
      incoming.on('error', reject);
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    // In pieces, as a browser uploads: a chunked body is then really streamed.
    for (let offset = 0; offset < body.length; offset += 64 * 1024) outgoing.write(body.subarray(offset, offset + 64 * 1024));
    outgoing.end();
  });
}

describe('a form body past the cap', () => {
  for (const chunked of [false, true]) {
    it(`is refused with 413 and the form's message, and nothing is set (${chunked ? 'chunked' : 'with a length'})`, async () => {
      for (const { path, fields, message } of forms()) {
        const response = await post(path, padded(fields, FORM_BODY_MAX_BYTES * 4 + 1), { chunked });
        const html = await response.text();
        expect(response.status, path).toBe(413);
        expect(response.headers.getSetCookie(), path).toEqual([]);
        if (message) expect(html, path).toContain(message.replace(/'/g, '&#x27;'));
      }
    });
  }

  it('leaves the bag as it was', async () => {
    const before = await shopper.bag();
    const body = padded(cartForm('LinesAdd', { lines: [{ merchandiseId: variant, quantity: 2 }] }), FORM_BODY_MAX_BYTES + 1);
    expect((await post('/cart', body, { cookie: shopper.cookieHeader })).status).toBe(413);
    expect((await shopper.bag())?.lines).toEqual(before?.lines);
  });
});

describe('a form body just under the cap', () => {
  it('is taken as the form it is', async () => {
    const expected: Record<string, number> = { '/cart': 200, '/locale': 303, '/newsletter': 200, '/consent': 303, '/account/login': 302 };
    for (const { path, fields } of forms()) {
      const response = await post(path, padded(fields, FORM_BODY_MAX_BYTES - 1_024));
      expect(response.status, path).toBe(expected[path]);
      expect(response.headers.getSetCookie().length, path).toBeGreaterThan(0);
    }
  });
});
