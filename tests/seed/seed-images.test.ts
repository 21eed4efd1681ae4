// The seed photography: real JPEGs of the stated size, byte-for-byte deterministic, views and
// colours that actually look different, the product in the colour that was asked for, editorial
// sizes honoured. How long a render takes is a figure, printed by bench/seed-photos.ts.
import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import {
  renderProductPhoto,
  PRODUCT_KINDS,
  PRODUCT_PHOTO_SIZE,
  PRODUCT_VIEWS,
  type ProductKind,
  type ProductView,
  type ProductPhotoSpec,
} from '../../emulators/seed/images/product-photo.ts';
import { renderEditorialPhoto, EDITORIAL_SCENES, type EditorialPhotoSpec } from '../../emulators/seed/images/editorial-photo.ts';

// Every kind, view and scene the photographers know: a new one is tested the moment it exists,
// by the colour tests below. How the six views are posed is code every kind shares; that they come
// out different from each other is drawn, in `npm test`, for a bag, a small leather good, a shoe
// and a garment, which spares a minute of CPU beside the journeys (93 renders of 1.4 s each there).
// SEED_IMAGES=all draws every kind's views (`npm run test:seed:all`).
const KINDS = PRODUCT_KINDS;
const VIEW_KINDS: readonly ProductKind[] = process.env.SEED_IMAGES === 'all' ? KINDS : ['tote', 'wallet', 'loafer', 'coat'];
const VIEWS = PRODUCT_VIEWS;
const SCENES = EDITORIAL_SCENES;

const LEATHER = {
  nero: '#1c1a19',
  cognac: '#9a5b2e',
  bordeaux: '#5e1f28',
  tabacco: '#6b4a2f',
  salvia: '#8f9c83',
  panna: '#ece3d2',
  bluNotte: '#1f2a3d',
  rosaCipria: '#d9b3a5',
};

// Renders are shared between tests.
const cache = new Map<string, Promise<Buffer>>();
function product(spec: ProductPhotoSpec): Promise<Buffer> {
  const key = JSON.stringify(spec);
  let p = cache.get(key);
  if (!p) {
    p = renderProductPhoto(spec);
    cache.set(key, p);
  }
  return p;
}

/** A small greyscale thumbnail, to compare pictures the way an eye would. */
async function thumb(jpeg: Buffer, w = 48, h = 60): Promise<Uint8Array> {
  return new Uint8Array(await sharp(jpeg).resize(w, h, { fit: 'fill' }).greyscale().raw().toBuffer());
}

function meanAbsDiff(a: Uint8Array, b: Uint8Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += Math.abs(a[i] - b[i]);
  return s / a.length;
}

async function meanRgbDiff(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((j) => sharp(j).resize(48, 60, { fit: 'fill' }).removeAlpha().raw().toBuffer()));
  let s = 0;
  for (let i = 0; i < x.length; i++) s += Math.abs(x[i] - y[i]);
  return s / x.length;
}

function rgb(hex: string): [number, number, number] {
  return [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];
}

/** Dominant colour of a crop; the crop is materialised first (stats() alone reads the whole input). */
async function dominantAt(jpeg: Buffer, r: { x: number; y: number; w: number; h: number }): Promise<[number, number, number]> {
  const crop = await sharp(jpeg)
    .extract({ left: Math.round(r.x - r.w / 2), top: Math.round(r.y - r.h / 2), width: r.w, height: r.h })
    .toBuffer();
  const { dominant } = await sharp(crop).stats();
  return [dominant.r, dominant.g, dominant.b];
}

// Where the main material sits in each kind's picture (1600 × 2000 canvas).
const PROBES: Record<ProductKind, { view: ProductView; x: number; y: number; w: number; h: number }> = {
  tote: { view: 'front', x: 800, y: 1150, w: 300, h: 300 },
  'shoulder-bag': { view: 'front', x: 800, y: 1450, w: 300, h: 160 },
  crossbody: { view: 'front', x: 700, y: 1300, w: 200, h: 120 },
  pochette: { view: 'front', x: 620, y: 1320, w: 160, h: 160 },
  clutch: { view: 'front', x: 800, y: 1100, w: 300, h: 200 },
  wallet: { view: 'front', x: 800, y: 1050, w: 300, h: 160 },
  cardholder: { view: 'front', x: 600, y: 1340, w: 200, h: 120 },
  belt: { view: 'top', x: 800, y: 1000, w: 600, h: 600 },
  loafer: { view: 'front', x: 700, y: 1060, w: 160, h: 100 },
  'ankle-boot': { view: 'front', x: 500, y: 1300, w: 140, h: 140 },
  sneaker: { view: 'front', x: 1200, y: 1245, w: 100, h: 40 },
  shirt: { view: 'front', x: 600, y: 1100, w: 200, h: 300 },
  coat: { view: 'front', x: 600, y: 1300, w: 200, h: 200 },
  knit: { view: 'front', x: 520, y: 1200, w: 200, h: 400 },
  trousers: { view: 'front', x: 650, y: 1500, w: 160, h: 300 },
  keyring: { view: 'front', x: 800, y: 1250, w: 140, h: 300 },
  scarf: { view: 'top', x: 800, y: 1000, w: 900, h: 900 },
};

describe('product photography', () => {
  it('is a JPEG of 1600 × 2000', async () => {
    expect(PRODUCT_PHOTO_SIZE).toEqual({ width: 1600, height: 2000 });
    for (const spec of [
      { kind: 'tote', color: LEATHER.cognac, view: 'front' },
      { kind: 'loafer', color: LEATHER.nero, view: 'top', accent: '#c8a664' },
      { kind: 'scarf', color: LEATHER.bordeaux, view: 'styled' },
    ] as ProductPhotoSpec[]) {
      const jpeg = await product(spec);
      expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const meta = await sharp(jpeg).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(1600);
      expect(meta.height).toBe(2000);
      expect(meta.channels).toBe(3);
    }
  }, 60_000);

  it('is deterministic: the same spec gives the same bytes', async () => {
    for (const spec of [
      { kind: 'crossbody', color: LEATHER.salvia, view: 'detail', seed: 7 },
      { kind: 'coat', color: LEATHER.bluNotte, view: 'styled', seed: 3 },
      { kind: 'belt', color: LEATHER.tabacco, view: 'top', seed: 2 },
    ] as ProductPhotoSpec[]) {
      const a = await renderProductPhoto(spec);
      const b = await renderProductPhoto({ ...spec });
      expect(a.equals(b)).toBe(true);
    }
  }, 60_000);

  it('seeds vary the picture a little, not the product', async () => {
    const a = await product({ kind: 'wallet', color: LEATHER.cognac, view: 'top', seed: 1 });
    const b = await product({ kind: 'wallet', color: LEATHER.cognac, view: 'top', seed: 2 });
    expect(a.equals(b)).toBe(false);
  }, 60_000);

  it.each(VIEW_KINDS)(
    '%s: every view looks different from every other',
    async (kind) => {
      const thumbs: Uint8Array[] = [];
      for (const view of VIEWS) thumbs.push(await thumb(await product({ kind, color: LEATHER.cognac, view, seed: 1 })));
      for (let i = 0; i < VIEWS.length; i++) {
        for (let j = i + 1; j < VIEWS.length; j++) {
          const d = meanAbsDiff(thumbs[i], thumbs[j]);
          expect(d, `${kind}: ${VIEWS[i]} vs ${VIEWS[j]}`).toBeGreaterThan(4);
        }
      }
    },
    120_000,
  );

  it.each(KINDS)(
    '%s: a different colour gives a visibly different picture',
    async (kind) => {
      const probe = PROBES[kind];
      const a = await product({ kind, color: LEATHER.cognac, view: probe.view, seed: 1 });
      const b = await product({ kind, color: LEATHER.bluNotte, view: probe.view, seed: 1 });
      // the whole frame changes (the set adapts to the product too) ...
      expect(await meanRgbDiff(a, b)).toBeGreaterThan(2);
      // ... and the product itself changes a lot
      const [x, y] = await Promise.all([dominantAt(a, probe), dominantAt(b, probe)]);
      expect(Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2])).toBeGreaterThan(80);
    },
    60_000,
  );

  it.each(KINDS.map((kind, i) => [kind, Object.values(LEATHER)[i % 8]] as const))(
    '%s: the product region is the requested colour (%s)',
    async (kind, color) => {
      const probe = PROBES[kind];
      for (const c of [LEATHER.cognac, color]) {
        const jpeg = await product({ kind, color: c, view: probe.view, seed: 1 });
        const got = await dominantAt(jpeg, probe);
        const want = rgb(c);
        const dist = Math.hypot(got[0] - want[0], got[1] - want[1], got[2] - want[2]);
        expect(dist, `${kind} in ${c}: dominant rgb(${got.join(',')})`).toBeLessThan(60);
      }
    },
    60_000,
  );

  it('uses the accent for hardware', async () => {
    const gold = await product({ kind: 'shoulder-bag', color: LEATHER.nero, view: 'detail', accent: '#c8a664', seed: 1 });
    const silver = await product({ kind: 'shoulder-bag', color: LEATHER.nero, view: 'detail', accent: '#c0c4c8', seed: 1 });
    expect(await meanRgbDiff(gold, silver)).toBeGreaterThan(0.5);
    expect(gold.equals(silver)).toBe(false);
  }, 60_000);
});

describe('editorial photography', () => {
  const palette = [LEATHER.cognac, LEATHER.panna, LEATHER.bordeaux];

  it.each(SCENES)(
    '%s honours the requested size',
    async (scene) => {
      for (const [width, height] of [
        [1600, 900],
        [900, 1200],
      ]) {
        const jpeg = await renderEditorialPhoto({ scene, palette, width, height, seed: 1 });
        const meta = await sharp(jpeg).metadata();
        expect(meta.format).toBe('jpeg');
        expect([meta.width, meta.height]).toEqual([width, height]);
      }
    },
    60_000,
  );

  it('is deterministic and follows palette, seed and products', async () => {
    const spec: EditorialPhotoSpec = {
      scene: 'still-life',
      palette,
      width: 1200,
      height: 800,
      seed: 4,
      products: [{ kind: 'pochette', color: LEATHER.salvia }],
    };
    const a = await renderEditorialPhoto(spec);
    const b = await renderEditorialPhoto(structuredClone(spec));
    expect(a.equals(b)).toBe(true);
    const otherPalette = await renderEditorialPhoto({ ...spec, palette: [LEATHER.bluNotte, LEATHER.rosaCipria, LEATHER.salvia] });
    expect(await meanRgbDiff(a, otherPalette)).toBeGreaterThan(4);
    const otherProduct = await renderEditorialPhoto({ ...spec, products: [{ kind: 'loafer', color: LEATHER.nero }] });
    expect(await meanRgbDiff(a, otherProduct)).toBeGreaterThan(1);
    const otherSeed = await renderEditorialPhoto({ ...spec, seed: 5 });
    expect(otherSeed.equals(a)).toBe(false);
  }, 60_000);

  it('scenes are different pictures', async () => {
    const shots = await Promise.all(SCENES.map((scene) => renderEditorialPhoto({ scene, palette, width: 800, height: 600, seed: 1 })));
    const thumbs = await Promise.all(shots.map((s) => thumb(s, 64, 48)));
    for (let i = 0; i < SCENES.length; i++) {
      for (let j = i + 1; j < SCENES.length; j++)
        expect(meanAbsDiff(thumbs[i], thumbs[j]), `${SCENES[i]} vs ${SCENES[j]}`).toBeGreaterThan(5);
    }
  }, 60_000);

  it('copes with odd sizes and short palettes', async () => {
    const jpeg = await renderEditorialPhoto({ scene: 'hero', palette: ['#8f9c83'], width: 333, height: 1001 });
    const meta = await sharp(jpeg).metadata();
    expect([meta.width, meta.height]).toEqual([333, 1001]);
  }, 60_000);
});
