// Applies an ImageTransform to a master with sharp, following the order of Sanity's pipeline:
// crop to `rect`, flip, resize by `fit` (dimensions times `dpr`), blur, encode.
import sharp from 'sharp';
import { MAX_DIMENSION, type ImageTransform, type OutputFormat } from './image-params.ts';
import { AVIF_EFFORT } from '../render-cache.ts';

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  jpg: 'image/jpeg',
  pjpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

export async function transformImage(master: Buffer, transform: ImageTransform, format: OutputFormat): Promise<Buffer> {
  const meta = await sharp(master).metadata();
  const sourceWidth = meta.width ?? 1;
  const sourceHeight = meta.height ?? 1;
  let image = sharp(master);

  let width = sourceWidth;
  let height = sourceHeight;
  if (transform.rect) {
    const left = Math.min(transform.rect.left, sourceWidth - 1);
    const top = Math.min(transform.rect.top, sourceHeight - 1);
    width = Math.min(transform.rect.width, sourceWidth - left);
    height = Math.min(transform.rect.height, sourceHeight - top);
    image = image.extract({ left, top, width, height });
  }
  if (transform.flip.includes('h')) image = image.flop();
  if (transform.flip.includes('v')) image = image.flip();

  let targetWidth = transform.width === undefined ? undefined : Math.round(transform.width * transform.dpr);
  let targetHeight = transform.height === undefined ? undefined : Math.round(transform.height * transform.dpr);
  if (transform.maxWidth !== undefined) targetWidth = Math.min(targetWidth ?? width, transform.maxWidth);
  if (transform.maxHeight !== undefined) targetHeight = Math.min(targetHeight ?? height, transform.maxHeight);
  if (targetWidth === undefined && targetHeight === undefined && transform.dpr !== 1) {
    targetWidth = Math.round(width * transform.dpr);
  }

  // dpr multiplies a bounded w and h past the bound (8192 × 3 would be 1.7 GB of pixels): the
  // picture is drawn as large as the bound allows, in the proportions asked for.
  const over = Math.max(targetWidth ?? 0, targetHeight ?? 0) / MAX_DIMENSION;
  if (over > 1) {
    if (targetWidth !== undefined) targetWidth = Math.max(1, Math.floor(targetWidth / over));
    if (targetHeight !== undefined) targetHeight = Math.max(1, Math.floor(targetHeight / over));
  }

  if (targetWidth !== undefined || targetHeight !== undefined) {
    image = await resize(image, transform, { width, height }, targetWidth, targetHeight);
  }
  if (transform.blur) image = await blurred(image, Math.max(0.3, transform.blur / 4));

  const quality = Math.max(1, transform.quality);
  switch (format) {
    case 'jpg':
      return image
        .flatten({ background: background(transform) })
        .jpeg({ quality, mozjpeg: true })
        .toBuffer();
    case 'pjpg':
      return image
        .flatten({ background: background(transform) })
        .jpeg({ quality, progressive: true })
        .toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality }).toBuffer();
    case 'avif':
      return image.avif({ quality: Math.round(quality * 0.8), effort: AVIF_EFFORT }).toBuffer();
  }
}

/** Past this sigma, a blur is drawn at a smaller scale and enlarged again. */
const SHARP_BLUR = 8;

/**
 * A Gaussian blur costs sharp time in proportion to its sigma (blur=2000, sigma 500, took 4 s on
 * an 800-pixel picture). A wide blur keeps no detail a smaller copy loses, so past SHARP_BLUR the
 * picture is shrunk by sigma / SHARP_BLUR, blurred by SHARP_BLUR and enlarged back: the same soft
 * picture, in a fixed time.
 */
async function blurred(image: sharp.Sharp, sigma: number): Promise<sharp.Sharp> {
  if (sigma <= SHARP_BLUR) return image.blur(sigma);
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const scale = SHARP_BLUR / sigma;
  const small = await sharp(data, { raw: info })
    .resize(Math.max(1, Math.round(info.width * scale)), Math.max(1, Math.round(info.height * scale)), { fit: 'fill' })
    .blur(SHARP_BLUR)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(small.data, { raw: small.info }).resize(info.width, info.height, { fit: 'fill' });
}

function background(transform: ImageTransform): string {
  return `#${transform.background ?? 'fff'}`;
}

async function resize(
  image: sharp.Sharp,
  transform: ImageTransform,
  source: { width: number; height: number },
  width: number | undefined,
  height: number | undefined,
): Promise<sharp.Sharp> {
  const both = width !== undefined && height !== undefined;
  switch (transform.fit) {
    case 'max':
      return image.resize({ width, height, fit: 'inside', withoutEnlargement: true });
    case 'scale':
      return image.resize({ width, height, fit: both ? 'fill' : 'inside' });
    case 'crop':
    case 'min': {
      if (!both) return image.resize({ width, height, fit: 'inside', withoutEnlargement: transform.fit === 'min' });
      let [w, h] = [width as number, height as number];
      if (transform.fit === 'min' && (w > source.width || h > source.height)) {
        // Keeps the requested aspect ratio but never upscales.
        const scale = Math.min(source.width / w, source.height / h);
        [w, h] = [Math.max(1, Math.round(w * scale)), Math.max(1, Math.round(h * scale))];
      }
      if (transform.crop.includes('focalpoint') && transform.focalPoint) {
        return focalCrop(image, source, transform.focalPoint, w, h);
      }
      return image.resize({ width: w, height: h, fit: 'cover', position: position(transform.crop) });
    }
    case 'fill':
    case 'fillmax': {
      if (!both) return image.resize({ width, height, fit: 'inside', withoutEnlargement: transform.fit === 'fillmax' });
      const inner = await image
        .resize({ width, height, fit: 'inside', withoutEnlargement: transform.fit === 'fillmax' })
        .toBuffer({ resolveWithObject: true });
      const padX = (width as number) - inner.info.width;
      const padY = (height as number) - inner.info.height;
      return sharp(inner.data).extend({
        left: Math.floor(padX / 2),
        right: Math.ceil(padX / 2),
        top: Math.floor(padY / 2),
        bottom: Math.ceil(padY / 2),
        background: background(transform),
      });
    }
    case 'clip':
    default:
      return image.resize({ width, height, fit: 'inside' });
  }
}

function position(crop: string): string | number {
  if (crop.includes('entropy')) return sharp.strategy.entropy;
  const modes = crop.split(',');
  // sharp names corners horizontal first ("left top").
  const horizontal = modes.find((mode) => mode === 'left' || mode === 'right');
  const vertical = modes.find((mode) => mode === 'top' || mode === 'bottom');
  return [horizontal, vertical].filter(Boolean).join(' ') || 'centre';
}

/** Scales to cover the box, then cuts the box out centred (as far as it can) on the focal point. */
async function focalCrop(
  image: sharp.Sharp,
  source: { width: number; height: number },
  focal: { x: number; y: number },
  width: number,
  height: number,
): Promise<sharp.Sharp> {
  const scale = Math.max(width / source.width, height / source.height);
  const scaledWidth = Math.max(width, Math.round(source.width * scale));
  const scaledHeight = Math.max(height, Math.round(source.height * scale));
  const left = clamp(Math.round(focal.x * scaledWidth - width / 2), 0, scaledWidth - width);
  const top = clamp(Math.round(focal.y * scaledHeight - height / 2), 0, scaledHeight - height);
  const scaled = await image.resize({ width: scaledWidth, height: scaledHeight, fit: 'fill' }).toBuffer();
  return sharp(scaled).extract({ left, top, width, height });
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
