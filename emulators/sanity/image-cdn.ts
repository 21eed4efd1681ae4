// /images/{projectId}/{dataset}/{hash}-{w}x{h}.{ext}[/{vanity name}]: the image CDN. Masters are
// drawn on first request from the spec kept beside the dataset (content-images.json) and cached,
// as is every resized variant, under imagesDir; URLs are content-addressed, so responses are
// immutable.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { sharedRender, sharedVariant, singleFlight, writeAtomically } from '../render-cache.ts';
import type { DatasetSnapshot } from './dataset.ts';
import { httpError } from './errors.ts';
import { negotiateFormat, parseTransform } from './image-params.ts';
import type { ImageTransform, OutputFormat } from './image-params.ts';
import { CONTENT_TYPES, transformImage } from './image-transform.ts';

export interface ImageCdnOptions {
  datasetPath: string;
  imagesDir: string;
  projectId: string;
  dataset: string;
  assets: () => DatasetSnapshot;
  log?: (line: string) => void;
}

/** The name of the file that maps asset hashes to the specs their masters are drawn from. */
const IMAGE_SPECS_FILE = 'content-images.json';

const FILE_NAME = /^([0-9a-f]{8,64})-(\d+)x(\d+)\.(jpg|png|webp)$/;
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

type Renderer = (spec: unknown) => Promise<Buffer>;

export function createImageCdn(options: ImageCdnOptions): (request: Request) => Promise<Response> {
  const specsPath = join(dirname(options.datasetPath), IMAGE_SPECS_FILE);
  let specs: { mtime: number; map: Record<string, unknown> } = { mtime: -1, map: {} };
  let renderer: Promise<Renderer> | undefined;

  const specFor = (hash: string): unknown => {
    if (!existsSync(specsPath)) return undefined;
    const mtime = statSync(specsPath).mtimeMs;
    if (mtime !== specs.mtime) {
      try {
        specs = { mtime, map: JSON.parse(readFileSync(specsPath, 'utf8')) as Record<string, unknown> };
      } catch (error) {
        options.log?.(`sanity: cannot read ${specsPath}: ${(error as Error).message}`);
        return undefined;
      }
    }
    return specs.map[hash];
  };

  const loadRenderer = (): Promise<Renderer> => {
    // Imported on first use: the seed's photographer is only needed when a master is missing.
    renderer ??= import('../seed/images/editorial-photo.ts').then(
      (module) => module.renderEditorialPhoto as Renderer,
      (error: unknown) => {
        renderer = undefined;
        throw error;
      },
    );
    return renderer;
  };

  const once = singleFlight<Buffer>();

  const master = (file: string, hash: string, spec: unknown, width: number, height: number): Promise<Buffer> =>
    once(`master:${file}`, async () => {
      // A master on disk wins (a dataset may bring its own pictures); otherwise the seed's photographer draws it.
      const path = join(options.imagesDir, 'masters', file);
      if (existsSync(path)) return readFile(path);
      const buffer = await sharedRender('editorial-photo', { spec, width, height }, async () => {
        const render = await loadRenderer();
        let buffer = await render(spec);
        // rect and hotspot maths are in the asset's pixels: the master must be exactly that size.
        const drawn = await sharp(buffer).metadata();
        if (drawn.width !== width || drawn.height !== height) {
          buffer = await sharp(buffer).resize({ width, height, fit: 'fill' }).jpeg({ quality: 92 }).toBuffer();
        }
        options.log?.(`sanity: rendered image master ${hash}`);
        return buffer;
      });
      await writeAtomically(path, buffer);
      return buffer;
    });

  return async (request: Request): Promise<Response> => {
    const headers = { 'access-control-allow-origin': '*' };
    if (request.method !== 'GET' && request.method !== 'HEAD') return httpError(405, 'Method not allowed', headers);
    const url = new URL(request.url);
    const segments = url.pathname.split('/').slice(2);
    if (segments.length < 3 || segments.length > 4) return httpError(404, 'Not found', headers);
    const [projectId, datasetName, file] = segments;
    const match = FILE_NAME.exec(file);
    if (projectId !== options.projectId || datasetName !== options.dataset || !match) return httpError(404, 'Image not found', headers);
    const [, hash, width, height, ext] = match;

    const assetId = `image-${hash}-${width}x${height}-${ext}`;
    const spec = specFor(hash);
    if (!options.assets().byId.has(assetId) || spec === undefined) return httpError(404, 'Image not found', headers);

    const transform = parseTransform(url.searchParams);
    if ('error' in transform) return httpError(400, transform.error, headers);
    const format = negotiateFormat(transform, request.headers.get('accept') ?? '', ext as OutputFormat);

    let body: Buffer;
    try {
      const original = await master(file, hash, spec, Number(width), Number(height));
      body = await variant(original, file, transform, format);
    } catch (error) {
      options.log?.(`sanity: image ${file} failed: ${(error as Error).stack ?? error}`);
      return httpError(500, 'Image could not be rendered', headers);
    }

    const responseHeaders = new Headers(headers);
    responseHeaders.set('content-type', CONTENT_TYPES[format]);
    responseHeaders.set('content-length', String(body.length));
    responseHeaders.set('cache-control', CACHE_CONTROL);
    if (transform.autoFormat && !transform.format) responseHeaders.set('vary', 'Accept');
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers: responseHeaders });
  };

  function variant(original: Buffer, file: string, transform: ImageTransform, format: OutputFormat): Promise<Buffer> {
    const key = createHash('sha1')
      .update(JSON.stringify({ ...transform, autoFormat: false, format }))
      .digest('hex')
      .slice(0, 16);
    const path = join(options.imagesDir, 'variants', file.replace(/\.\w+$/, ''), `${key}.${format}`);
    return once(path, async () => {
      if (existsSync(path)) return readFile(path);
      const buffer = await sharedVariant(original, `sanity\n${key}`, () => transformImage(original, transform, format));
      await writeAtomically(path, buffer);
      return buffer;
    });
  }
}
