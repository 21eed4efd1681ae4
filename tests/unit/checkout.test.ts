import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutTarget } from '~/bag/checkout';
import { messages } from '~/texts';

const cookie = `bottega_tracking=${encodeURIComponent(JSON.stringify({ utm_source: 'newsletter', nb_klid: 'K1' }))}`;

afterEach(() => vi.restoreAllMocks());

describe('checkoutTarget', () => {
  it('sends a bag to its checkout URL with the stored campaign merged in', () => {
    const target = checkoutTarget(
      { checkoutUrl: 'https://checkout.bottega.test/cart/c/abc?key=1&utm_source=ad', totalQuantity: 2 },
      cookie,
    );
    expect(target.ok).toBe(true);
    const url = new URL((target as { location: string }).location);
    expect(url.searchParams.get('key')).toBe('1');
    expect(url.searchParams.get('utm_source')).toBe('ad');
    expect(url.searchParams.get('nb_klid')).toBe('K1');
  });

  it('keeps an empty bag on the bag page', () => {
    expect(checkoutTarget(null, cookie)).toEqual({ ok: false, reason: 'empty' });
    expect(checkoutTarget({ checkoutUrl: 'https://x.test/c', totalQuantity: 0 }, null)).toEqual({ ok: false, reason: 'empty' });
  });

  it("logs 'No checkout URL found' when the shop gave none", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(checkoutTarget({ checkoutUrl: '', totalQuantity: 1 }, cookie)).toEqual({ ok: false, reason: 'no-checkout-url' });
    expect(log).toHaveBeenCalledWith(messages.noCheckoutUrl);
  });
});
