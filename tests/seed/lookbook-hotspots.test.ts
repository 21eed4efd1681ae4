// Lookbook hotspots sit on the products in the pictures. For every seeded lookbook photograph the
// storefront shows the whole picture in its 4:5 frame, and under each marker the picture is the
// product's colour — paint that belongs to the product (it changes when only that product is
// recoloured), not a wall or a bench that happens to be a similar brown.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ContentBuilder } from '../../emulators/seed/content/builder.ts';
import { lookbookDocuments } from '../../emulators/seed/content/lookbooks.ts';
import { productSpots, renderEditorialPhoto, type EditorialPhotoSpec } from '../../emulators/seed/images/editorial-photo.ts';
import { responsiveImage } from '~/core/sanity/image-url';
import type { ImageResult } from '~/core/sanity/model';

const config = { baseUrl: 'http://127.0.0.1:9999', projectId: 'bottega', dataset: 'production' };
const builder = new ContentBuilder({ projectId: config.projectId, dataset: config.dataset, imageBaseUrl: config.baseUrl });
const photos = lookbookDocuments(builder).flatMap((lookbook) =>
  lookbook.spreads.flatMap((spread) =>
    spread.images.map((image) => {
      const asset = builder.assets.find((candidate) => candidate._id === image.image.asset._ref)!;
      const spec = builder.imageSpecs[asset.assetId];
      return { name: `${lookbook.slug.current} ${spec.scene} ${spec.seed}`, image, asset, spec };
    }),
  ),
);

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  return [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];
}

function distance(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/** Dominant colour under a marker at (x, y) percent: a square of 2% of the width, about the marker's size. */
async function underMarker(jpeg: Buffer, spec: EditorialPhotoSpec, x: number, y: number): Promise<Rgb> {
  const size = Math.round(spec.width * 0.02);
  const left = Math.round((x / 100) * spec.width - size / 2);
  const top = Math.round((y / 100) * spec.height - size / 2);
  const crop = await sharp(jpeg).extract({ left, top, width: size, height: size }).toBuffer();
  const { dominant } = await sharp(crop).stats();
  return [dominant.r, dominant.g, dominant.b];
}

/** A colour unlike the given one, to repaint a product with. */
function unlike(hex: string): string {
  const candidates = ['#2f9e5a', '#e9e4da', '#1c1a19'];
  return candidates.reduce((best, c) => (distance(rgb(c), rgb(hex)) > distance(rgb(best), rgb(hex)) ? c : best));
}

describe('lookbook photographs', () => {
  it('are seeded', () => {
    expect(photos.length).toBeGreaterThanOrEqual(8);
  });

  it.each(photos)(
    '$name is shown whole in the 4:5 frame, so percentages of the picture are percentages of the frame',
    ({ image, asset, spec }) => {
      expect(spec.width / spec.height).toBe(4 / 5);
      const result: ImageResult = {
        alt: image.image.alt,
        crop: image.image.crop ?? null,
        hotspot: image.image.hotspot ?? null,
        asset: { _id: asset._id, metadata: { lqip: null, dimensions: asset.metadata.dimensions } },
      };
      // LookbookSpread asks for aspectRatio 4/5: no crop rectangle may be cut out of the picture
      for (const entry of responsiveImage(config, result, 4 / 5).srcSet.split(', ')) {
        const url = new URL(entry.split(' ')[0]);
        expect(url.searchParams.get('rect')).toBeNull();
        expect(Number(url.searchParams.get('h')) / Number(url.searchParams.get('w'))).toBe(5 / 4);
      }
    },
  );

  it.each(photos)('$name has a hotspot for every product it lists, where the renderer put it', ({ image, spec }) => {
    const spots = productSpots(spec);
    expect(spots.every(Boolean), 'a listed product the scene does not draw').toBe(true);
    expect(image.hotspots.map(({ x, y }) => ({ x, y }))).toEqual(spots);
  });

  it.each(photos)(
    '$name: each hotspot is on its product',
    async ({ image, spec }) => {
      const products = spec.products ?? [];
      const jpeg = await renderEditorialPhoto(spec);
      for (const [i, hotspot] of image.hotspots.entries()) {
        const product = products[i];
        const label = `${hotspot.product.slug.current} (${product.kind} ${product.color}) at ${hotspot.x}, ${hotspot.y}`;
        const here = await underMarker(jpeg, spec, hotspot.x, hotspot.y);
        expect.soft(distance(here, rgb(product.color)), `${label}: rgb(${here.join(',')}) is not the product's colour`).toBeLessThan(60);
        // the same picture with only this product repainted: under the marker, the colour must go with it
        const repainted = { ...spec, products: products.map((p, j) => (j === i ? { ...p, color: unlike(p.color) } : p)) };
        const there = await underMarker(await renderEditorialPhoto(repainted), spec, hotspot.x, hotspot.y);
        expect.soft(distance(here, there), `${label}: the background, not the product`).toBeGreaterThan(80);
      }
    },
    60_000,
  );
});
