// Image URLs on the emulator's CDN, with the transform parameters Shopify's CDN understands
// (the same ones Hydrogen's shopifyLoader appends: width, height, crop).
import type { ImageRecord } from './store.ts';
import { userInputError } from '../errors.ts';

export interface ImageTransform {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  scale?: number | null;
  preferredContentType?: string | null;
}

export const MAX_IMAGE_DIMENSION = 5760;

function imagePath(filename: string): string {
  return `/cdn/shop/files/${filename}.jpg`;
}

export function imageUrl(image: ImageRecord, publicUrl: string, transform?: ImageTransform | null): string {
  const url = new URL(imagePath(image.filename), publicUrl);
  url.searchParams.set('v', String(image.version));
  if (!transform) return url.toString();
  const scale = transform.scale ?? 1;
  if (scale < 1 || scale > 3) throw userInputError('scale must be between 1 and 3', 'INVALID_PARAMETER');
  for (const [name, value] of [
    ['maxWidth', transform.maxWidth],
    ['maxHeight', transform.maxHeight],
  ] as const) {
    if (value != null && (value < 1 || value > MAX_IMAGE_DIMENSION)) {
      throw userInputError(`${name} must be between 1 and ${MAX_IMAGE_DIMENSION}`, 'INVALID_PARAMETER');
    }
  }
  if (transform.maxWidth) url.searchParams.set('width', String(Math.min(transform.maxWidth * scale, MAX_IMAGE_DIMENSION)));
  if (transform.maxHeight) url.searchParams.set('height', String(Math.min(transform.maxHeight * scale, MAX_IMAGE_DIMENSION)));
  if (transform.crop) url.searchParams.set('crop', transform.crop.toLowerCase());
  if (transform.preferredContentType)
    url.searchParams.set(
      'format',
      transform.preferredContentType.toLowerCase() === 'jpg' ? 'jpg' : transform.preferredContentType.toLowerCase(),
    );
  return url.toString();
}
