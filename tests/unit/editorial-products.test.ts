// Every editorial photograph in the seed shows each piece it names: a caption that says "three
// pochettes" over a picture of two is a fault a shopper notices.
import { describe, expect, it } from 'vitest';
import { ContentBuilder } from '../../emulators/seed/content/builder.ts';
import { homeDocuments } from '../../emulators/seed/content/home.ts';
import { lookbookDocuments } from '../../emulators/seed/content/lookbooks.ts';
import { productSpots } from '../../emulators/seed/images/editorial-photo.ts';

const builder = new ContentBuilder({ projectId: 'bottega', dataset: 'production', imageBaseUrl: 'http://127.0.0.1:9999' });
homeDocuments(builder);
lookbookDocuments(builder);
const withProducts = Object.entries(builder.imageSpecs).filter(([, spec]) => 'scene' in spec && spec.products?.length);

describe('the seed editorial photographs', () => {
  it('include pictures that name their pieces', () => {
    expect(withProducts.length).toBeGreaterThan(5);
  });
  it.each(withProducts)('%s draws every piece it names', (_id, spec) => {
    const spots = productSpots(spec as Parameters<typeof productSpots>[0]);
    expect(spots.map((spot, index) => (spot ? null : (spec as { products: Array<{ kind: string }> }).products[index].kind))).toEqual(
      spots.map(() => null),
    );
  });
});
