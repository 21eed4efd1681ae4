import { describe, expect, it } from 'vitest';
import { moreFrom } from '~/lib/product/more-from';

const card = (handle: string) => ({ id: `gid://shopify/Product/${handle}`, handle, title: handle }) as never;
const collection = (handle: string, pieces: string[]) => ({ handle, title: handle.toUpperCase(), products: { nodes: pieces.map(card) } });

describe('"More from this collection" as sent to the page', () => {
  it('keeps the pieces of the first collection with others to show, and only links for the rest', () => {
    const shaped = moreFrom(
      [collection('solo', ['arco-tote']), collection('bags', ['arco-tote', 'luna', 'vela']), collection('all', ['piega', 'nodo'])],
      'arco-tote',
    );
    expect(shaped?.lead.handle).toBe('bags');
    expect(shaped?.lead.pieces.map((piece: { handle: string }) => piece.handle)).toEqual(['luna', 'vela']);
    expect(shaped?.others).toEqual([
      { handle: 'solo', title: 'SOLO' },
      { handle: 'all', title: 'ALL' },
    ]);
    expect(JSON.stringify(shaped)).not.toContain('piega');
  });
  it('is nothing when the shop could not say, or no collection has another piece', () => {
    expect(moreFrom(null, 'arco-tote')).toBeNull();
    expect(moreFrom([collection('solo', ['arco-tote'])], 'arco-tote')).toBeNull();
  });
});
