// The photographic pipeline. A picture is two SVG layers:
//  - a soft layer (backdrop, light pools, blurred shadows) rasterised at quarter resolution and
//    scaled up, since nothing in it is sharp — this is what keeps blur filters cheap;
//  - a crisp layer (the product, props) rasterised at full resolution with transparency.
// They are stacked with sharp, a film-grain tile goes on with soft-light, and out comes a JPEG.
import sharp from 'sharp';
import { Doc } from './svg.ts';
import { textures, filmGrain } from './textures.ts';

export interface LayerSpec {
  width: number;
  height: number;
  soft: { doc: Doc; body: string; background: string };
  crisp: { doc: Doc; body: string };
  grain?: number; // 0..1 film grain strength
  quality?: number;
  softScale?: number; // default 0.25
}

export async function renderLayers(spec: LayerSpec): Promise<Buffer> {
  const { width: W, height: H } = spec;
  const k = spec.softScale ?? 0.25;
  const sw = Math.max(8, Math.round(W * k));
  const sh = Math.max(8, Math.round(H * k));
  const [softTex, crispTex] = await Promise.all([textures(spec.soft.doc.textureNames), textures(spec.crisp.doc.textureNames)]);
  const softSvg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${sw}" height="${sh}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none"><defs>${spec.soft.doc.defs(softTex)}</defs><rect x="-10" y="-10" width="${W + 20}" height="${H + 20}" fill="${spec.soft.background}"/>${spec.soft.body}</svg>`;
  const crispSvg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${spec.crisp.doc.defs(crispTex)}</defs>${spec.crisp.body}</svg>`;
  const [soft, crisp, grain] = await Promise.all([
    sharp(Buffer.from(softSvg)).resize(W, H, { kernel: 'cubic' }).removeAlpha().raw().toBuffer(),
    sharp(Buffer.from(crispSvg)).ensureAlpha().raw().toBuffer(),
    filmGrain(),
  ]);
  const layers: sharp.OverlayOptions[] = [{ input: crisp, raw: { width: W, height: H, channels: 4 } }];
  if ((spec.grain ?? 1) > 0) layers.push({ input: grain, tile: true, blend: 'soft-light' });
  return sharp(soft, { raw: { width: W, height: H, channels: 3 } })
    .composite(layers)
    .jpeg({ quality: spec.quality ?? 82, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

/** A Gaussian blur filter in user units, registered once per std-dev. */
export function blurFilter(doc: Doc, std: number): string {
  const s = Math.round(std * 10) / 10;
  return doc.raw((id) => `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${s}"/></filter>`, `blur${s}`);
}
