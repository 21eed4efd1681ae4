// The photographic pipeline. A picture is two SVG layers:
//  - a soft layer (backdrop, light pools, blurred shadows) rasterised at quarter resolution and
//    scaled up, since nothing in it is sharp — this is what keeps blur filters cheap;
//  - a crisp layer (the product, props) rasterised at full resolution with transparency.
// Material textures (leather grain, linen, stone) are not painted by librsvg, whose image
// patterns are slow: the crisp layer is rendered a second time, at half resolution, as a mask in
// which a stylesheet turns every paint black and each textured shape into a pure R, G or B. A
// tight loop then lays the texture tiles in through that mask. Finally the layers are stacked
// with sharp, a film-grain tile goes on with soft-light, and out comes a JPEG.
import sharp from 'sharp';
import type { Doc } from './svg.ts';
import { tile, filmGrain, FILM_TILE, type Tile } from './textures.ts';
import type { TextureName } from './textures.ts';

export interface LayerSpec {
  width: number;
  height: number;
  soft: { doc: Doc; body: string; background: string };
  crisp: { doc: Doc; body: string };
  /** Canvas pixels per local unit for 'object' textures (the product placement scale). */
  objectScale?: number;
  grain?: boolean;
  quality?: number;
  softScale?: number; // default 0.25
}

/** SEED_IMAGES_PROFILE=1 logs the time of each stage of every render. */
const PROFILE = process.env.SEED_IMAGES_PROFILE === '1';

const CHANNEL_COLORS = ['#ff0000', '#00ff00', '#0000ff'];

function maskStyle(names: TextureName[]): string {
  let css = '.tx{display:inline}';
  css += '[fill]:not([fill="none"]):not([fill^="url"]){fill:#000}';
  css += '[stroke]:not([stroke="none"]):not([stroke^="url"]){stroke:#000}';
  css += 'stop{stop-color:#000}';
  names.forEach((n, i) => {
    const c = CHANNEL_COLORS[Math.min(i, 2)];
    css += `.T${n}{fill:${c}!important}.txs.T${n}{fill:none!important;stroke:${c}!important}`;
  });
  return `<style>${css}</style>`;
}

export async function renderLayers(spec: LayerSpec): Promise<Buffer> {
  const { width: W, height: H } = spec;
  const k = spec.softScale ?? 0.25;
  const sw = Math.max(8, Math.round(W * k));
  const sh = Math.max(8, Math.round(H * k));
  const softSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${sw}" height="${sh}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none"><defs>${spec.soft.doc.defs()}</defs><rect x="-10" y="-10" width="${W + 20}" height="${H + 20}" fill="${spec.soft.background}"/>${spec.soft.body}</svg>`;
  const crispInner = `<defs>${spec.crisp.doc.defs()}</defs>${spec.crisp.body}`;
  const crispSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><style>.tx{display:none}</style>${crispInner}</svg>`;

  const uses = [...spec.crisp.doc.textureUses.entries()];
  const names = uses.map(([n]) => n);
  const mw = Math.ceil(W / 2),
    mh = Math.ceil(H / 2);
  const maskSvg = uses.length
    ? `<svg xmlns="http://www.w3.org/2000/svg" width="${mw}" height="${mh}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none">${maskStyle(names)}${crispInner}</svg>`
    : '';

  const tilesP = Promise.all(uses.slice(0, 3).map(([n, u]) => tile(n, u.size * (u.group === 'object' ? (spec.objectScale ?? 1) : 1))));
  const timing = PROFILE ? new Map<string, number>() : null;
  const t0 = performance.now();
  const lap = <T>(name: string, p: Promise<T>): Promise<T> =>
    timing
      ? p.then((v) => {
          timing.set(name, performance.now() - t0);
          return v;
        })
      : p;
  const [soft, crisp, mask, tiles, grain] = await Promise.all([
    lap('soft', sharp(Buffer.from(softSvg)).flatten({ background: spec.soft.background }).removeAlpha().raw().toBuffer()),
    lap('crisp', sharp(Buffer.from(crispSvg)).ensureAlpha().raw().toBuffer()),
    lap(
      'mask',
      maskSvg ? sharp(Buffer.from(maskSvg)).flatten({ background: '#000000' }).removeAlpha().raw().toBuffer() : Promise.resolve(null),
    ),
    lap('tiles', tilesP),
    spec.grain === false ? Promise.resolve(null) : filmGrain(),
  ]);
  const t1 = performance.now();
  const rgb = stack({ W, H, soft, sw, sh, crisp, mask, mw, mh, tiles, grain });
  timing?.set('stack', performance.now() - t1);
  const t2 = performance.now();
  const jpeg = await sharp(rgb, { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality: spec.quality ?? 82, chromaSubsampling: '4:2:0' })
    .toBuffer();
  if (timing) {
    timing.set('jpeg', performance.now() - t2);
    console.log(
      '[seed-images]',
      [...timing].map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | '),
      `| svg ${(crispSvg.length / 1024).toFixed(0)}k`,
    );
  }
  return jpeg;
}

interface StackInput {
  W: number;
  H: number;
  soft: Buffer;
  sw: number;
  sh: number; // RGB, low resolution
  crisp: Buffer; // RGBA, straight alpha, full resolution
  mask: Buffer | null;
  mw: number;
  mh: number; // RGB, half resolution
  tiles: Tile[];
  grain: Buffer | null; // grey FILM_TILE²
}

/**
 * One pass over the picture: bilinear upsampling of the soft layer, the crisp layer over it,
 * texture relief through the mask, and film grain. (sharp's own resize and composite are
 * single-threaded here and cost ~100 ms each at this size.)
 */
function stack(s: StackInput): Buffer {
  const { W, H, soft, sw, sh, crisp, mask, mw, mh, tiles, grain } = s;
  const outBuf = Buffer.alloc(W * H * 3);
  const out = new Uint8ClampedArray(outBuf.buffer, outBuf.byteOffset, outBuf.length);
  // horizontal sampling tables for the soft layer
  const x0s = new Int32Array(W),
    x1s = new Int32Array(W),
    fxs = new Float32Array(W);
  for (let x = 0; x < W; x++) {
    const fx = Math.max(0, Math.min(sw - 1, ((x + 0.5) * sw) / W - 0.5));
    const i = Math.floor(fx);
    x0s[x] = i * 3;
    x1s[x] = Math.min(sw - 1, i + 1) * 3;
    fxs[x] = fx - i;
  }
  const row = new Float32Array(sw * 3);
  const hasTex = mask !== null && tiles.length > 0;
  const t0 = tiles[0],
    t1 = tiles[1] ?? tiles[0],
    t2 = tiles[2] ?? tiles[1] ?? tiles[0];
  // per-pixel grain gain by luminance, tabulated
  const gk = new Float32Array(766);
  for (let i = 0; i < 766; i++) gk[i] = 0.55 + 0.45 * (1 - Math.min(1, Math.abs(i / 765 - 0.45) * 1.6));
  for (let y = 0; y < H; y++) {
    const fy = Math.max(0, Math.min(sh - 1, ((y + 0.5) * sh) / H - 0.5));
    const iy = Math.floor(fy);
    const wy = fy - iy;
    const ra = iy * sw * 3,
      rb = Math.min(sh - 1, iy + 1) * sw * 3;
    for (let i = 0; i < sw * 3; i++) row[i] = soft[ra + i] + (soft[rb + i] - soft[ra + i]) * wy;
    const grow = grain ? (y % FILM_TILE) * FILM_TILE : 0;
    const mrow = Math.min(mh - 1, y >> 1) * mw * 3;
    const r0 = hasTex ? (y % t0.height) * t0.width * 4 : 0;
    const r1 = hasTex ? (y % t1.height) * t1.width * 4 : 0;
    const r2 = hasTex ? (y % t2.height) * t2.width * 4 : 0;
    let o = y * W * 3;
    let c = y * W * 4;
    let tx0 = 0,
      tx1 = 0,
      tx2 = 0,
      gx = 0;
    for (let x = 0; x < W; x++, o += 3, c += 4) {
      let r: number, g: number, b: number;
      const ca = crisp[c + 3];
      if (ca === 255) {
        r = crisp[c];
        g = crisp[c + 1];
        b = crisp[c + 2];
      } else {
        const a0 = x0s[x],
          a1 = x1s[x],
          wx = fxs[x];
        r = row[a0] + (row[a1] - row[a0]) * wx;
        g = row[a0 + 1] + (row[a1 + 1] - row[a0 + 1]) * wx;
        b = row[a0 + 2] + (row[a1 + 2] - row[a0 + 2]) * wx;
        if (ca > 0) {
          const k = ca / 255;
          r += (crisp[c] - r) * k;
          g += (crisp[c + 1] - g) * k;
          b += (crisp[c + 2] - b) * k;
        }
      }
      if (hasTex) {
        const mi = mrow + (x >> 1) * 3;
        const mr = mask![mi],
          mg = mask![mi + 1],
          mb = mask![mi + 2];
        if (mr > 2 || mg > 2 || mb > 2) {
          let v: number, ti: number, data: Buffer;
          if (mr >= mg && mr >= mb) {
            v = mr;
            data = t0.data;
            ti = r0 + tx0 * 4;
          } else if (mg >= mb) {
            v = mg;
            data = t1.data;
            ti = r1 + tx1 * 4;
          } else {
            v = mb;
            data = t2.data;
            ti = r2 + tx2 * 4;
          }
          const ta = data[ti + 3] * v * (1 / 65025);
          if (ta > 0) {
            const tv = data[ti];
            r += (tv - r) * ta;
            g += (tv - g) * ta;
            b += (tv - b) * ta;
          }
        }
        if (++tx0 === t0.width) tx0 = 0;
        if (++tx1 === t1.width) tx1 = 0;
        if (++tx2 === t2.width) tx2 = 0;
      }
      if (grain) {
        // film grain, a little stronger in the mid-tones than in the highlights
        const n = (grain[grow + gx] - 128) * gk[(r + g + b) | 0];
        if (++gx === FILM_TILE) gx = 0;
        r += n;
        g += n;
        b += n;
      }
      out[o] = r;
      out[o + 1] = g;
      out[o + 2] = b;
    }
  }
  return outBuf;
}

/** A Gaussian blur filter in user units, registered once per std-dev. */
export function blurFilter(doc: Doc, std: number): string {
  const s = Math.round(std * 10) / 10;
  return doc.raw(
    (id) =>
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${s}"/></filter>`,
    `blur${s}`,
  );
}
