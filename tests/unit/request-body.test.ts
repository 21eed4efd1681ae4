import { describe, expect, it } from 'vitest';
import { discardBody } from '~/lib/security/request-body.server';

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
