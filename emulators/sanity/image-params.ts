// The subset of Sanity's image pipeline parameters the storefront and @sanity/image-url use,
// parsed and validated up front so a bad URL is a 400 and never a half-written variant.

type Fit = 'clip' | 'crop' | 'fill' | 'fillmax' | 'max' | 'scale' | 'min';
export type OutputFormat = 'jpg' | 'pjpg' | 'png' | 'webp' | 'avif';

export interface ImageTransform {
  rect?: { left: number; top: number; width: number; height: number };
  width?: number;
  height?: number;
  maxWidth?: number;
  maxHeight?: number;
  fit: Fit;
  crop: string;
  focalPoint?: { x: number; y: number };
  format?: OutputFormat;
  autoFormat: boolean;
  quality: number;
  dpr: number;
  background?: string;
  blur?: number;
  flip: string;
}

const FITS = new Set<Fit>(['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min']);
const FORMATS = new Set<OutputFormat>(['jpg', 'pjpg', 'png', 'webp', 'avif']);
const CROPS = new Set(['top', 'bottom', 'left', 'right', 'center', 'focalpoint', 'entropy']);
/** The largest w or h a URL may ask for, and the largest side the pipeline draws once dpr is applied. */
export const MAX_DIMENSION = 8192;

export function parseTransform(search: URLSearchParams): ImageTransform | { error: string } {
  const transform: ImageTransform = { fit: 'clip', crop: 'center', autoFormat: false, quality: 75, dpr: 1, flip: '' };
  try {
    const rect = search.get('rect');
    if (rect !== null) {
      const parts = rect.split(',').map(Number);
      if (parts.length !== 4 || parts.some((n) => !Number.isInteger(n)) || parts[0] < 0 || parts[1] < 0 || parts[2] < 1 || parts[3] < 1) {
        throw new Error(`Invalid rect "${rect}": expected left,top,width,height in whole pixels`);
      }
      transform.rect = { left: parts[0], top: parts[1], width: parts[2], height: parts[3] };
    }
    transform.width = dimension(search, 'w');
    transform.height = dimension(search, 'h');
    transform.maxWidth = dimension(search, 'max-w');
    transform.maxHeight = dimension(search, 'max-h');

    const fit = search.get('fit');
    if (fit !== null) {
      if (!FITS.has(fit as Fit)) throw new Error(`Invalid fit "${fit}"`);
      transform.fit = fit as Fit;
    }
    const crop = search.get('crop');
    if (crop !== null) {
      const modes = crop.split(',');
      if (modes.some((mode) => !CROPS.has(mode))) throw new Error(`Invalid crop "${crop}"`);
      transform.crop = crop;
    }
    const fpX = search.get('fp-x');
    const fpY = search.get('fp-y');
    if (fpX !== null || fpY !== null) {
      const x = Number(fpX ?? 0.5);
      const y = Number(fpY ?? 0.5);
      if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) throw new Error('Focal point must be between 0 and 1');
      transform.focalPoint = { x, y };
    }

    const fm = search.get('fm');
    if (fm !== null) {
      if (!FORMATS.has(fm as OutputFormat)) throw new Error(`Unsupported format "${fm}"`);
      transform.format = fm as OutputFormat;
    }
    const auto = search.get('auto');
    if (auto !== null) {
      if (auto !== 'format') throw new Error(`Invalid auto "${auto}"`);
      transform.autoFormat = true;
    }
    const q = search.get('q');
    if (q !== null) transform.quality = bounded(q, 'q', 0, 100, true);
    const dpr = search.get('dpr');
    if (dpr !== null) transform.dpr = bounded(dpr, 'dpr', 1, 3, false);
    const bg = search.get('bg');
    if (bg !== null) {
      if (!/^([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(bg)) throw new Error(`Invalid bg "${bg}"`);
      transform.background = bg;
    }
    const blur = search.get('blur');
    if (blur !== null) transform.blur = bounded(blur, 'blur', 0, 2000, false);
    const flip = search.get('flip');
    if (flip !== null) {
      if (!/^(h|v|hv)$/.test(flip)) throw new Error(`Invalid flip "${flip}"`);
      transform.flip = flip;
    }
  } catch (error) {
    return { error: (error as Error).message };
  }
  return transform;
}

function dimension(search: URLSearchParams, name: string): number | undefined {
  const raw = search.get(name);
  if (raw === null) return undefined;
  return bounded(raw, name, 1, MAX_DIMENSION, true);
}

function bounded(raw: string, name: string, min: number, max: number, integer: boolean): number {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    throw new Error(`Invalid ${name} "${raw}": expected ${integer ? 'an integer' : 'a number'} from ${min} to ${max}`);
  }
  return value;
}

/** auto=format: the best format the browser says it takes; an explicit fm wins. */
export function negotiateFormat(transform: ImageTransform, accept: string, original: OutputFormat): OutputFormat {
  if (transform.format) return transform.format;
  if (transform.autoFormat) {
    if (/image\/avif/i.test(accept)) return 'avif';
    if (/image\/webp/i.test(accept)) return 'webp';
  }
  return original;
}
