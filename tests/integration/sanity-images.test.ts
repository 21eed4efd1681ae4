// The image CDN, addressed by URLs that @sanity/image-url builds: sizes, crops (rect, and the
// crop stored on an image field), fit modes, dpr, quality and format negotiation.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import imageUrlBuilder from '@sanity/image-url';
import { serveSanityEmulator } from '../../emulators/sanity/serve.ts';
import type { ServedSanity } from '../../emulators/sanity/serve.ts';
import { buildContentDataset } from '../../emulators/seed/content/build.ts';

const HASH = 'a'.repeat(40);
const ASSET_ID = `image-${HASH}-400x300-jpg`;
const RED = { r: 220, g: 30, b: 30 };
const GREEN = { r: 30, g: 200, b: 60 };
const BLUE = { r: 30, g: 60, b: 220 };
const WHITE = { r: 250, g: 250, b: 250 };

let dir: string;
let served: ServedSanity;
let builder: ReturnType<typeof imageUrlBuilder>;

/** A 400x300 master in four flat quadrants, so a crop can be told by its colour. */
async function quadrants(): Promise<Buffer> {
  const tile = (color: typeof RED) =>
    sharp({ create: { width: 200, height: 150, channels: 3, background: color } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 400, height: 300, channels: 3, background: WHITE } })
    .composite([
      { input: await tile(RED), left: 0, top: 0 },
      { input: await tile(GREEN), left: 200, top: 0 },
      { input: await tile(BLUE), left: 0, top: 150 },
      { input: await tile(WHITE), left: 200, top: 150 },
    ])
    .jpeg({ quality: 95 })
    .toBuffer();
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sanity-images-'));
  const asset = {
    _id: ASSET_ID,
    _type: 'sanity.imageAsset',
    url: `http://unused/images/bottega/production/${HASH}-400x300.jpg`,
    metadata: { dimensions: { width: 400, height: 300, aspectRatio: 4 / 3 } },
  };
  writeFileSync(join(dir, 'content.ndjson'), `${JSON.stringify(asset)}\n`);
  writeFileSync(
    join(dir, 'content-images.json'),
    JSON.stringify({ [HASH]: { scene: 'still-life', palette: ['#ffffff'], width: 400, height: 300 } }),
  );
  mkdirSync(join(dir, 'images', 'masters'), { recursive: true });
  writeFileSync(join(dir, 'images', 'masters', `${HASH}-400x300.jpg`), await quadrants());
  served = await serveSanityEmulator({
    datasetPath: join(dir, 'content.ndjson'),
    imagesDir: join(dir, 'images'),
    projectId: 'bottega',
    dataset: 'production',
  });
  builder = imageUrlBuilder({ projectId: 'bottega', dataset: 'production', baseUrl: served.url });
});

afterAll(async () => {
  await served.close();
  rmSync(dir, { recursive: true, force: true });
});

async function get(url: string, accept = 'image/*') {
  const response = await fetch(url, { headers: { accept } });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body, meta: response.ok ? await sharp(body).metadata() : undefined };
}

async function centreColour(image: Buffer): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const offset = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return { r: data[offset], g: data[offset + 1], b: data[offset + 2] };
}

function near(actual: { r: number; g: number; b: number }, expected: { r: number; g: number; b: number }): boolean {
  return Math.abs(actual.r - expected.r) < 40 && Math.abs(actual.g - expected.g) < 40 && Math.abs(actual.b - expected.b) < 40;
}

describe('image CDN', () => {
  it('serves the original at the URL @sanity/image-url builds, cached for a year', async () => {
    const url = builder.image(ASSET_ID).url();
    expect(url).toBe(`${served.url}/images/bottega/production/${HASH}-400x300.jpg`);
    const { response, meta } = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect([meta?.width, meta?.height]).toEqual([400, 300]);
  });

  it('resizes by width, keeping the aspect ratio', async () => {
    const { meta } = await get(builder.image(ASSET_ID).width(200).url());
    expect([meta?.width, meta?.height]).toEqual([200, 150]);
  });

  it('multiplies the size by dpr', async () => {
    const url = builder.image(ASSET_ID).width(100).dpr(2).url();
    expect(url).toContain('dpr=2');
    const { meta } = await get(url);
    expect(meta?.width).toBe(200);
  });

  it('crops to rect before resizing', async () => {
    const url = builder.image(ASSET_ID).rect(200, 0, 200, 150).width(100).url();
    expect(url).toContain('rect=200,0,200,150');
    const { body, meta } = await get(url);
    expect([meta?.width, meta?.height]).toEqual([100, 75]);
    expect(near(await centreColour(body), GREEN)).toBe(true);
  });

  it('honours the crop stored on an image field', async () => {
    const field = {
      _type: 'image',
      asset: { _ref: ASSET_ID },
      crop: { top: 0.5, bottom: 0, left: 0, right: 0.5 },
      hotspot: { x: 0.25, y: 0.75, width: 0.5, height: 0.5 },
    };
    const url = builder.image(field).width(100).height(75).url();
    expect(url).toContain('rect=0,150,200,150');
    const { body, meta } = await get(url);
    expect([meta?.width, meta?.height]).toEqual([100, 75]);
    expect(near(await centreColour(body), BLUE)).toBe(true);
  });

  it('fit=crop fills the box, fit=max never upscales, fit=fill pads with bg', async () => {
    const cropped = await get(builder.image(ASSET_ID).width(120).height(120).fit('crop').url());
    expect([cropped.meta?.width, cropped.meta?.height]).toEqual([120, 120]);
    const capped = await get(builder.image(ASSET_ID).width(800).fit('max').url());
    expect(capped.meta?.width).toBe(400);
    const clipped = await get(builder.image(ASSET_ID).width(800).url());
    expect(clipped.meta?.width).toBe(800);
    const filled = await get(builder.image(ASSET_ID).width(300).height(300).fit('fill').bg('000000').url());
    expect([filled.meta?.width, filled.meta?.height]).toEqual([300, 300]);
  });

  it('negotiates the format by Accept with auto=format', async () => {
    const url = builder.image(ASSET_ID).width(100).auto('format').url();
    const avif = await get(url, 'image/avif,image/webp,image/*,*/*;q=0.8');
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect(avif.meta?.format).toBe('heif');
    expect(avif.response.headers.get('vary')).toBe('Accept');
    const webp = await get(url, 'image/webp,*/*');
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(webp.meta?.format).toBe('webp');
    const fallback = await get(url, '*/*');
    expect(fallback.response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('an explicit fm wins over negotiation', async () => {
    const { response, meta } = await get(builder.image(ASSET_ID).width(50).format('png').auto('format').url(), 'image/avif');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(meta?.format).toBe('png');
  });

  it('applies quality', async () => {
    const low = await get(builder.image(ASSET_ID).quality(10).url());
    const high = await get(builder.image(ASSET_ID).quality(95).url());
    expect(low.body.length).toBeLessThan(high.body.length);
  });

  it('keeps resized variants on disk', async () => {
    await get(builder.image(ASSET_ID).width(123).url());
    const variants = readdirSync(join(dir, 'images', 'variants', `${HASH}-400x300`));
    expect(variants.length).toBeGreaterThan(0);
  });

  it('draws dpr past the largest side as large as the bound allows, in the proportions asked for', async () => {
    // A narrow strip: 24,000 by 300 asked for, 8,192 by 102 drawn (a square that size takes seconds to encode).
    const { response, meta } = await get(`${builder.image(ASSET_ID).url()}?w=8000&h=100&dpr=3&fit=scale&fm=jpg`);
    expect(response.status).toBe(200);
    expect([meta?.width, meta?.height]).toEqual([8192, 102]);
  });

  it('draws a wide blur as soft as sharp’s own, and the widest softer still', async () => {
    const { body: master } = await get(builder.image(ASSET_ID).url());
    const spread = async (image: Buffer) => (await sharp(image).stats()).channels.slice(0, 3).map(({ min, max }) => max - min);
    for (const blur of [40, 100, 400]) {
      // sharp's own Gaussian at the same sigma (blur / 4), against the emulator's drawing of it.
      const expected = await sharp(master)
        .blur(blur / 4)
        .raw()
        .toBuffer();
      const { body } = await get(`${builder.image(ASSET_ID).url()}?blur=${blur}&fm=png`);
      const actual = await sharp(body).removeAlpha().raw().toBuffer();
      expect(actual.length).toBe(expected.length);
      const difference = actual.reduce((sum, value, index) => sum + Math.abs(value - expected[index]), 0) / actual.length;
      expect(difference, `blur=${blur}`).toBeLessThan(4);
    }
    // sharp's own at sigma 500 takes seconds: the widest is checked against the one before it.
    const wide = await spread((await get(`${builder.image(ASSET_ID).url()}?blur=400&fm=png`)).body);
    const widest = await get(`${builder.image(ASSET_ID).url()}?blur=2000&fm=png`);
    expect([widest.meta?.width, widest.meta?.height]).toEqual([400, 300]);
    (await spread(widest.body)).forEach((value, channel) => expect(value).toBeLessThanOrEqual(wide[channel]));
  });

  it('answers unknown images with 404 and bad parameters with 400', async () => {
    expect((await fetch(`${served.url}/images/bottega/production/${'b'.repeat(40)}-400x300.jpg`)).status).toBe(404);
    expect((await fetch(`${served.url}/images/other/production/${HASH}-400x300.jpg`)).status).toBe(404);
    expect((await fetch(`${served.url}/images/bottega/production/${HASH}-400x300.jpg?w=abc`)).status).toBe(400);
    expect((await fetch(`${served.url}/images/bottega/production/${HASH}-400x300.jpg?rect=1,2`)).status).toBe(400);
    expect((await fetch(`${served.url}/images/bottega/production/${HASH}-400x300.jpg?fm=bmp`)).status).toBe(400);
    expect((await fetch(`${served.url}/images/bottega/production/${HASH}-400x300.jpg?fit=stretch`)).status).toBe(400);
  });
});

describe('seeded images', () => {
  let seeded: ServedSanity;
  let seedDir: string;

  beforeAll(async () => {
    seedDir = mkdtempSync(join(tmpdir(), 'sanity-seeded-images-'));
    buildContentDataset(join(seedDir, 'content.ndjson'));
    seeded = await serveSanityEmulator({
      datasetPath: join(seedDir, 'content.ndjson'),
      imagesDir: join(seedDir, 'images'),
      projectId: 'bottega',
      dataset: 'production',
    });
  });

  afterAll(async () => {
    await seeded.close();
    rmSync(seedDir, { recursive: true, force: true });
  });

  it('draws a master from its spec on first request and keeps it', async () => {
    const response = await fetch(
      `${seeded.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_type == "press"][0].image.asset->{_id, metadata}')}`,
    );
    const { result } = (await response.json()) as { result: { _id: string; metadata: { dimensions: { width: number; height: number } } } };
    const url = imageUrlBuilder({ projectId: 'bottega', dataset: 'production', baseUrl: seeded.url }).image(result._id).width(300).url();
    const { response: image, meta } = await get(url);
    expect(image.status).toBe(200);
    expect(meta?.width).toBe(300);
    expect(meta?.height).toBe(Math.round((300 * result.metadata.dimensions.height) / result.metadata.dimensions.width));
    const masters = readdirSync(join(seedDir, 'images', 'masters'));
    expect(masters).toHaveLength(1);
    expect(existsSync(join(seedDir, 'images', 'masters', masters[0]))).toBe(true);
  });
});
