import { describe, expect, it } from 'vitest';
import { discardBody, readForm } from '~/core/security/request-body.server';

describe('discardBody', () => {
  it('takes an unread body off the request', async () => {
    const request = new Request('http://shop.test/search', { method: 'POST', body: 'q=x'.repeat(1000) });
    await discardBody(request);
    expect(request.bodyUsed).toBe(true);
  });

  it('leaves alone a body that is being read, and a request without one', async () => {
    const request = new Request('http://shop.test/cart', { method: 'POST', body: 'quantity=1' });
    const reader = request.body!.getReader();
    await expect(discardBody(request)).resolves.toBeUndefined();
    expect((await reader.read()).done).toBe(false);
    await expect(discardBody(new Request('http://shop.test/'))).resolves.toBeUndefined();
  });

  it('stops reading past its limit', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new Request('http://shop.test/api/shopify', { method: 'POST', body, duplex: 'half' } as RequestInit);
    await discardBody(request, 10 * 1024);
    expect(pulled).toBeLessThan(20);
  });
});

describe('readForm', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://shop.test/locale', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

  it('reads a URL-encoded form, and a multipart one', async () => {
    const encoded = await readForm(post('country=IT&redirectTo=%2F', { 'content-type': 'application/x-www-form-urlencoded' }));
    expect(encoded.ok && [...encoded.form]).toEqual([
      ['country', 'IT'],
      ['redirectTo', '/'],
    ]);
    const multipart = new FormData();
    multipart.set('country', 'IT');
    const request = new Request('http://shop.test/locale', { method: 'POST', body: multipart });
    const read = await readForm(request);
    expect(read.ok && read.form.get('country')).toBe('IT');
  });

  it('refuses a declared length past the cap unread, with 413', async () => {
    const request = post('a=1', { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '999999999' });
    expect(await readForm(request, 1024)).toEqual({ ok: false, status: 413 });
  });

  it('stops a chunked body at the cap, with 413, without holding the rest', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode('a'.repeat(1024)));
        if (pulled === 100) controller.close();
      },
    });
    expect(await readForm(post(body, { 'content-type': 'application/x-www-form-urlencoded' }), 10 * 1024)).toEqual({
      ok: false,
      status: 413,
    });
  });

  it('refuses a broken multipart body with 400', async () => {
    expect(await readForm(post('garbage', { 'content-type': 'multipart/form-data; boundary=zzz' }))).toEqual({ ok: false, status: 400 });
  });
});
