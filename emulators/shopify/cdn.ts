// The shop's image CDN: product photographs and the journal's editorial ones. Masters are drawn by
// the seed's renderers on first request (or taken from the render cache shared by all data folders)
// and kept under imagesDir; each size/crop/format a client asks for is made once with sharp and kept too.
// Parameters follow Shopify's CDN: width, height, crop (center|top|bottom|left|right, or region with
// crop_left/crop_top/crop_width/crop_height), format. Without a format, the CDN negotiates one from
// Accept as Shopify's does: AVIF, else WebP, else JPEG.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { AVIF_EFFORT, sharedRender, sharedVariant, singleFlight, writeAtomically } from '../render-cache.ts';
import type { Catalogue, ImageRecord } from './catalogue/store.ts';
import { MAX_IMAGE_DIMENSION } from './catalogue/image-url.ts';

export interface ImageCdnOptions {
  catalogue: () => Catalogue;
  imagesDir: string;
  log: (line: string) => void;
}

interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface Transform {
  width: number | null;
  height: number | null;
  crop: 'center' | 'top' | 'bottom' | 'left' | 'right' | null;
  /** crop=region with crop_left, crop_top, crop_width and crop_height, in the master's pixels. */
  region: Region | null;
  format: 'jpg' | 'pjpg' | 'webp' | 'png' | 'avif';
}

const CONTENT_TYPES = { jpg: 'image/jpeg', pjpg: 'image/jpeg', webp: 'image/webp', png: 'image/png', avif: 'image/avif' } as const;
const GRAVITY = { center: 'centre', top: 'north', bottom: 'south', left: 'west', right: 'east' } as const;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const FILE = /^\/cdn\/shop\/files\/([a-z0-9][a-z0-9-]{0,200})\.(jpg|jpeg)$/;

type Renderer = (spec: unknown) => Promise<Buffer>;

export function createImageCdn(options: ImageCdnOptions) {
  const renderers = new Map<ImageRecord['renderer'], Promise<Renderer>>();

  const loadRenderer = (kind: ImageRecord['renderer']) => {
    // Imported lazily: the API must answer even while a photo renderer is being written or fails to load.
    let renderer = renderers.get(kind);
    if (!renderer) {
      renderer =
        kind === 'editorial-photo'
          ? import('../seed/images/editorial-photo.ts').then((module) => module.renderEditorialPhoto as Renderer)
          : import('../seed/images/product-photo.ts').then((module) => module.renderProductPhoto as Renderer);
      renderers.set(kind, renderer);
      renderer.catch(() => renderers.delete(kind));
    }
    return renderer;
  };

  const once = singleFlight<Buffer>();

  const master = (image: ImageRecord): Promise<Buffer> =>
    once(`master:${image.filename}`, async () => {
      const path = join(options.imagesDir, 'masters', `${image.filename}.jpg`);
      if (existsSync(path)) return readFile(path);
      const buffer = await sharedRender(image.renderer, JSON.parse(image.spec), async () => {
        const render = await loadRenderer(image.renderer);
        const started = performance.now();
        const drawn = await render(JSON.parse(image.spec));
        options.log(`shopify cdn rendered ${image.filename} in ${Math.round(performance.now() - started)}ms`);
        return drawn;
      });
      await writeAtomically(path, buffer);
      return buffer;
    });

  const variant = (image: ImageRecord, transform: Transform): Promise<Buffer> => {
    const key = `${image.filename}_${transform.width ?? ''}x${transform.height ?? ''}_${transformTag(transform)}.${transform.format}`;
    return once(key, async () => {
      const path = join(options.imagesDir, 'variants', key);
      if (existsSync(path)) return readFile(path);
      const source = await master(image);
      const buffer = await sharedVariant(source, `shopify\n${key}`, () => render(source, image, transform));
      await writeAtomically(path, buffer);
      return buffer;
    });
  };

  /** The picture a transform asks for, cut from the master with sharp. */
  const render = (source: Buffer, image: ImageRecord, transform: Transform): Promise<Buffer> => {
    let pipeline = sharp(source);
    if (transform.region) {
      // The region is clipped to the master, as Shopify's CDN clips it.
      const { region } = transform;
      const left = Math.min(region.left, image.width - 1);
      const top = Math.min(region.top, image.height - 1);
      pipeline = pipeline.extract({
        left,
        top,
        width: Math.min(region.width, image.width - left),
        height: Math.min(region.height, image.height - top),
      });
    }
    if (transform.width || transform.height) {
      const cover = transform.crop && transform.width && transform.height;
      pipeline = pipeline.resize({
        width: transform.width ?? undefined,
        height: transform.height ?? undefined,
        fit: cover ? 'cover' : 'inside',
        position: cover ? GRAVITY[transform.crop!] : undefined,
        withoutEnlargement: true,
      });
    }
    if (transform.format === 'avif') pipeline = pipeline.avif({ quality: 55, effort: AVIF_EFFORT });
    else if (transform.format === 'webp') pipeline = pipeline.webp({ quality: 82 });
    else if (transform.format === 'png') pipeline = pipeline.png();
    else pipeline = pipeline.jpeg({ quality: 85, progressive: transform.format === 'pjpg', mozjpeg: true });
    return pipeline.toBuffer();
  };

  return async function serve(request: Request, url: URL): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
    const match = FILE.exec(url.pathname);
    const image = match ? options.catalogue().imagesByFilename.get(match[1]) : undefined;
    if (!image) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } });
    const transform = readTransform(url.searchParams, request.headers.get('accept'));
    const etag = `"${image.filename}-${image.version}-${transform.width ?? ''}x${transform.height ?? ''}-${transformTag(transform)}-${transform.format}"`;
    const headers = {
      'content-type': CONTENT_TYPES[transform.format],
      'cache-control': IMMUTABLE,
      etag,
      // The same URL answers in another format to another browser: caches must keep them apart.
      vary: 'Accept',
      'access-control-allow-origin': '*',
      'timing-allow-origin': '*',
    };
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
    let buffer: Buffer;
    try {
      buffer =
        transform.width || transform.height || transform.region || transform.format !== 'jpg'
          ? await variant(image, transform)
          : await master(image);
    } catch (error) {
      options.log(`shopify cdn failed for ${image.filename}: ${(error as Error).message}`);
      return new Response('Service Unavailable', { status: 503, headers: { 'content-type': 'text/plain', 'retry-after': '5' } });
    }
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(buffer), {
      status: 200,
      headers: { ...headers, 'content-length': String(buffer.length) },
    });
  };
}

/** Shopify's CDN ignores parameters it cannot use rather than failing the image. */
function readTransform(params: URLSearchParams, accept: string | null): Transform {
  const dimension = (name: string) => {
    const value = params.get(name);
    if (value === null || !/^\d{1,5}$/.test(value)) return null;
    const number = Number(value);
    return number >= 1 ? Math.min(number, MAX_IMAGE_DIMENSION) : null;
  };
  const crop = params.get('crop')?.toLowerCase();
  const format = params.get('format')?.toLowerCase();
  return {
    width: dimension('width'),
    height: dimension('height'),
    crop: crop && crop in GRAVITY ? (crop as Transform['crop']) : null,
    region: crop === 'region' ? readRegion(params) : null,
    format:
      format === 'webp' || format === 'png' || format === 'pjpg' || format === 'avif' || format === 'jpg' ? format : negotiated(accept),
  };
}

function readRegion(params: URLSearchParams): Region | null {
  const values = ['crop_left', 'crop_top', 'crop_width', 'crop_height'].map((name) => {
    const value = params.get(name);
    return value !== null && /^\d{1,5}$/.test(value) ? Number(value) : null;
  });
  if (values.some((value) => value === null)) return null;
  const [left, top, width, height] = values as number[];
  return width >= 1 && height >= 1 ? { left, top, width, height } : null;
}

function transformTag(transform: Transform): string {
  const { region } = transform;
  return region ? `region${region.left}.${region.top}.${region.width}.${region.height}` : (transform.crop ?? 'none');
}

/** The smallest format the browser says it takes (Chromium sends image/avif,image/webp,...). */
function negotiated(accept: string | null): Transform['format'] {
  const types = (accept ?? '')
    .split(',')
    .filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part))
    .map((part) => part.split(';')[0].trim().toLowerCase());
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return 'jpg';
}
