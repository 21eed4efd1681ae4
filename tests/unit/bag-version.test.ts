import { describe, expect, it } from 'vitest';
import { bagVersion } from '~/bag/version';

const bag = { id: 'gid://shopify/Cart/c1?key=k', updatedAt: '2026-11-24T04:00:00Z', totalQuantity: 1 };

describe('the bag version that opens the drawer after an add', () => {
  it('changes when a second add lands within the same second', () => {
    expect(bagVersion({ ...bag, totalQuantity: 2 })).not.toBe(bagVersion(bag));
  });
  it('changes when the shop stamps a new time', () => {
    expect(bagVersion({ ...bag, updatedAt: '2026-11-24T04:00:01Z' })).not.toBe(bagVersion(bag));
  });
  it('stays the same for the same bag read twice, and is null without a bag', () => {
    expect(bagVersion({ ...bag })).toBe(bagVersion(bag));
    expect(bagVersion(null)).toBeNull();
  });
});
