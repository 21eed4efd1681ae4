import { describe, expect, it } from 'vitest';
import { moreFrom } from '~/product/more-from';

const card = (handle: string) => ({ id: `gid://shopify/Product/${handle}`, handle, title: handle }) as never;
const collection = (handle: string, pieces: string[]) => ({ handle, title: handle.toUpperCase(), products: { nodes: pieces.map(card) } });
// Stands in for cardView: what a piece becomes on its way to the page.
const shape = (piece: { handle: string }) => ({ handle: piece.handle, shaped: true }) as never;

describe('"More from this collection" as sent to the page', () => {
  it('keeps the pieces of the first collection with others to show, and only links for the rest', () => {
    const shaped = moreFrom(
      [collection('solo', ['arco-tote']), collection('bags', ['arco-tote', 'luna', 'vela']), collection('all', ['piega', 'nodo'])],
      'arco-tote',
      shape,
    );
    expect(shaped?.lead.handle).toBe('bags');
    expect(shaped?.lead.pieces).toEqual([
      { handle: 'luna', shaped: true },
      { handle: 'vela', shaped: true },
    ]);
    expect(shaped?.others).toEqual([
      { handle: 'solo', title: 'SOLO' },
      { handle: 'all', title: 'ALL' },
    ]);
    expect(JSON.stringify(shaped)).not.toContain('piega');
  });
  it('is nothing when the shop could not say, or no collection has another piece', () => {
    expect(moreFrom(null, 'arco-tote', shape)).toBeNull();
    expect(moreFrom([collection('solo', ['arco-tote'])], 'arco-tote', shape)).toBeNull();
  });
});
