// The image CDN's crop parameters, as Hydrogen's <Image crop> and Shopify's region crops use them:
// the picture a shopper gets is the part of the photograph the parameters name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startShopify } from '../../emulators/shopify/test-server.ts';
import type { RunningShopify } from '../../emulators/shopify/test-server.ts';

let shop: RunningShopify;
let imageUrl: string;
let master: Buffer;
beforeAll(async () => {
  shop = await startShopify();
  const { body } = await shop.graphql('{ product(handle: "symmetry-pochette-nero") { featuredImage { url } } }');
  imageUrl = body.data.product.featuredImage.url;
  master = Buffer.from(await (await fetch(imageUrl)).arrayBuffer());
});
afterAll(async () => {
  await shop.stop();
});

async function fetchImage(params: Record<string, string>): Promise<Buffer> {
  const url = new URL(imageUrl);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const response = await fetch(url, { headers: { accept: 'image/jpeg' } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Mean absolute difference per channel (0-255) between two images of the same size. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([a, b].map((image) => sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true })));
  expect([left.info.width, left.info.height]).toEqual([right.info.width, right.info.height]);
  let sum = 0;
  for (let i = 0; i < left.data.length; i++) sum += Math.abs(left.data[i] - right.data[i]);
  return sum / left.data.length;
}

/** The expected picture: the master's pixels in a box, scaled to the size asked for. */
function expected(
  box: { left: number; top: number; width: number; height: number },
  size: { width: number; height: number },
): Promise<Buffer> {
  return sharp(master).extract(box).resize(size.width, size.height).jpeg().toBuffer();
}

describe('image CDN crops', () => {
  it('keeps the top, the middle or the bottom of a portrait photograph cropped to a landscape box', async () => {
    // 1600x2000 scaled to 400 wide is 400x500; a 400x200 box keeps 200 of its 500 rows (800 master rows).
    const size = { width: 400, height: 200 };
    const crops = {
      top: await fetchImage({ width: '400', height: '200', crop: 'top' }),
      center: await fetchImage({ width: '400', height: '200', crop: 'center' }),
      bottom: await fetchImage({ width: '400', height: '200', crop: 'bottom' }),
    };
    const boxes = { top: 0, center: 600, bottom: 1200 };
    for (const [name, buffer] of Object.entries(crops)) {
      expect(await sharp(buffer).metadata()).toMatchObject({ width: 400, height: 200 });
      const own = await difference(
        buffer,
        await expected({ left: 0, top: boxes[name as keyof typeof boxes], width: 1600, height: 800 }, size),
      );
      expect(own, `crop=${name} shows its own band`).toBeLessThan(6);
    }
    expect(await difference(crops.top, crops.bottom)).toBeGreaterThan(10);
  });

  it('keeps the left or right of a photograph cropped to a tall box', async () => {
    // 1600x2000 scaled to 200 high is 160x200; a 100x200 box keeps 100 of 160 columns (1000 master columns).
    const left = await fetchImage({ width: '100', height: '200', crop: 'left' });
    const right = await fetchImage({ width: '100', height: '200', crop: 'right' });
    expect(
      await difference(left, await expected({ left: 0, top: 0, width: 1000, height: 2000 }, { width: 100, height: 200 })),
    ).toBeLessThan(6);
    expect(
      await difference(right, await expected({ left: 600, top: 0, width: 1000, height: 2000 }, { width: 100, height: 200 })),
    ).toBeLessThan(6);
  });

  it('cuts a region given in the master’s pixels, then scales it', async () => {
    const region = await fetchImage({
      crop: 'region',
      crop_left: '400',
      crop_top: '600',
      crop_width: '800',
      crop_height: '800',
      width: '200',
    });
    expect(await sharp(region).metadata()).toMatchObject({ width: 200, height: 200 });
    expect(
      await difference(region, await expected({ left: 400, top: 600, width: 800, height: 800 }, { width: 200, height: 200 })),
    ).toBeLessThan(6);
  });

  it('clips a region that runs past the photograph’s edge, and ignores an incomplete one', async () => {
    const clipped = await fetchImage({ crop: 'region', crop_left: '1200', crop_top: '1600', crop_width: '800', crop_height: '800' });
    expect(await sharp(clipped).metadata()).toMatchObject({ width: 400, height: 400 });
    const incomplete = await fetchImage({ crop: 'region', crop_left: '10', width: '160' });
    expect(await sharp(incomplete).metadata()).toMatchObject({ width: 160, height: 200 });
  });

  it('serves the journal’s editorial photographs from the same CDN', async () => {
    const { body } = await shop.graphql(
      '{ blog(handle: "journal") { articles(first: 3) { nodes { image { url(transform: { maxWidth: 320, maxHeight: 200, crop: CENTER }) width height altText } } } } }',
    );
    const images = body.data.blog.articles.nodes.map((article: { image: { url: string } }) => article.image);
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image).toMatchObject({ width: 1600, height: 1000, altText: expect.any(String) });
      const response = await fetch(image.url, { headers: { accept: 'image/webp' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ width: 320, height: 200 });
    }
  });
});
