// Material textures, rendered once per process with librsvg filters (feTurbulence and
// feDiffuseLighting) and kept as PNG data URIs for SVG patterns. Each relief tile is an RGBA
// image: white where the surface catches light, black where it falls into shadow, with
// alpha proportional to the deviation, so it can sit on any leather colour at a chosen opacity.
import sharp from 'sharp';

export type TextureName =
  'pebble' | 'smooth' | 'saffiano' | 'suede' | 'cotton' | 'wool' | 'linen' | 'stone' | 'paper' | 'silk' | 'knit' | 'rib';

export interface Tile {
  width: number;
  height: number;
  data: Buffer; /* RGBA, straight alpha */
}

const TILE = 512;
interface Recipe {
  filter?: string;
  svg?: string;
  gain: number;
  lit: boolean;
}

const RECIPES: Record<TextureName, Recipe> = {
  // pebbled calfskin: irregular rounded grains, lit from the upper left
  pebble: {
    lit: true,
    gain: 1.15,
    filter: `<feTurbulence type="fractalNoise" baseFrequency="0.07" numOctaves="3" stitchTiles="stitch" seed="4" result="t"/><feColorMatrix in="t" type="luminanceToAlpha" result="a"/><feDiffuseLighting in="a" surfaceScale="6" lighting-color="#fff" diffuseConstant="1.1"><feDistantLight azimuth="235" elevation="55"/></feDiffuseLighting>`,
  },
  // smooth calf: broad, soft undulation and very fine pores
  smooth: {
    lit: true,
    gain: 0.42,
    filter: `<feTurbulence type="fractalNoise" baseFrequency="0.05 0.04" numOctaves="4" stitchTiles="stitch" seed="9" result="t"/><feColorMatrix in="t" type="luminanceToAlpha" result="a"/><feDiffuseLighting in="a" surfaceScale="5" lighting-color="#fff" diffuseConstant="1"><feDistantLight azimuth="235" elevation="60"/></feDiffuseLighting>`,
  },
  // cross-hatched saffiano-like print for small leather goods
  saffiano: {
    lit: true,
    gain: 1.1,
    filter: `<feTurbulence type="fractalNoise" baseFrequency="0.6 0.04" numOctaves="2" stitchTiles="stitch" seed="3" result="h"/><feTurbulence type="fractalNoise" baseFrequency="0.04 0.6" numOctaves="2" stitchTiles="stitch" seed="5" result="v"/><feComposite in="h" in2="v" operator="arithmetic" k2="0.5" k3="0.5" result="t"/><feColorMatrix in="t" type="luminanceToAlpha" result="a"/><feDiffuseLighting in="a" surfaceScale="4" lighting-color="#fff"><feDistantLight azimuth="235" elevation="55"/></feDiffuseLighting>`,
  },
  suede: {
    lit: false,
    gain: 1.6,
    filter: `<feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" stitchTiles="stitch" seed="11"/><feColorMatrix type="saturate" values="0"/>`,
  },
  // poplin: fine warp and weft
  cotton: {
    lit: true,
    gain: 1.8,
    filter: `<feTurbulence type="fractalNoise" baseFrequency="0.9 0.08" numOctaves="2" stitchTiles="stitch" seed="21" result="h"/><feTurbulence type="fractalNoise" baseFrequency="0.08 0.9" numOctaves="2" stitchTiles="stitch" seed="22" result="v"/><feComposite in="h" in2="v" operator="arithmetic" k2="0.5" k3="0.5" result="t"/><feColorMatrix in="t" type="luminanceToAlpha" result="a"/><feDiffuseLighting in="a" surfaceScale="2.5" lighting-color="#fff"><feDistantLight azimuth="235" elevation="50"/></feDiffuseLighting>`,
  },
  // felted wool: fuzzy, irregular
  wool: {
    lit: true,
    gain: 2.0,
    filter: `<feTurbulence type="fractalNoise" baseFrequency="0.28" numOctaves="4" stitchTiles="stitch" seed="2" result="t"/><feColorMatrix in="t" type="luminanceToAlpha" result="a"/><feDiffuseLighting in="a" surfaceScale="2.2" lighting-color="#fff"><feDistantLight azimuth="235" elevation="45"/></feDiffuseLighting>`,
  },
  // linen for flat-lay surfaces: slubby horizontal and vertical threads
  linen: {
    lit: true,
    gain: 2.4,
    filter: `<feTurbulence type="fractalNoise" baseFrequency="0.5 0.025" numOctaves="3" stitchTiles="stitch" seed="31" result="h"/><feTurbulence type="fractalNoise" baseFrequency="0.025 0.5" numOctaves="3" stitchTiles="stitch" seed="32" result="v"/><feComposite in="h" in2="v" operator="arithmetic" k2="0.5" k3="0.5" result="t"/><feColorMatrix in="t" type="luminanceToAlpha" result="a"/><feDiffuseLighting in="a" surfaceScale="3" lighting-color="#fff"><feDistantLight azimuth="235" elevation="50"/></feDiffuseLighting>`,
  },
  // travertine: soft banding and pits
  stone: {
    lit: true,
    gain: 0.9,
    filter: `<feTurbulence type="fractalNoise" baseFrequency="0.006 0.05" numOctaves="5" stitchTiles="stitch" seed="41" result="t"/><feTurbulence type="turbulence" baseFrequency="0.08" numOctaves="2" stitchTiles="stitch" seed="42" result="p"/><feComposite in="t" in2="p" operator="arithmetic" k2="0.7" k3="0.3" result="m"/><feColorMatrix in="m" type="luminanceToAlpha" result="a"/><feDiffuseLighting in="a" surfaceScale="3" lighting-color="#fff"><feDistantLight azimuth="235" elevation="55"/></feDiffuseLighting>`,
  },
  paper: {
    lit: true,
    gain: 1.4,
    filter: `<feTurbulence type="fractalNoise" baseFrequency="0.04" numOctaves="5" stitchTiles="stitch" seed="51" result="t"/><feColorMatrix in="t" type="luminanceToAlpha" result="a"/><feDiffuseLighting in="a" surfaceScale="1.5" lighting-color="#fff"><feDistantLight azimuth="235" elevation="60"/></feDiffuseLighting>`,
  },
  knit: {
    lit: true,
    gain: 1.7,
    svg: (() => {
      // 32 × 32 stockinette stitches: each a pair of slanted loops, lit from the upper left
      let s = '<rect width="512" height="512" fill="#6a6a6a"/>';
      for (let r = -1; r < 33; r++)
        for (let c = 0; c < 32; c++) {
          const x = c * 16,
            y = r * 16;
          s += `<path d="M${x + 2} ${y - 2} Q${x + 3} ${y + 10} ${x + 7.5} ${y + 16}" stroke="#9a9a9a" stroke-width="5.6" fill="none" stroke-linecap="round"/>`;
          s += `<path d="M${x + 14} ${y - 2} Q${x + 13} ${y + 10} ${x + 8.5} ${y + 16}" stroke="#8a8a8a" stroke-width="5.6" fill="none" stroke-linecap="round"/>`;
          s += `<path d="M${x + 2.5} ${y} Q${x + 3.5} ${y + 8} ${x + 6.5} ${y + 12}" stroke="#d0d0d0" stroke-width="1.6" fill="none"/>`;
        }
      return s;
    })(),
  },
  rib: {
    lit: true,
    gain: 1.7,
    svg: (() => {
      let s = '<rect width="512" height="512" fill="#5a5a5a"/>';
      for (let c = 0; c < 32; c++) {
        const x = c * 16;
        s += `<rect x="${x + 2}" y="0" width="9" height="512" fill="#9a9a9a"/><rect x="${x + 3}" y="0" width="2.4" height="512" fill="#cfcfcf"/>`;
        for (let r = 0; r < 64; r++) s += `<path d="M${x + 2} ${r * 8} L${x + 11} ${r * 8 + 3}" stroke="#707070" stroke-width="1.2"/>`;
      }
      return s;
    })(),
  },
  silk: {
    lit: false,
    gain: 0.9,
    filter: `<feTurbulence type="fractalNoise" baseFrequency="0.004 0.2" numOctaves="2" stitchTiles="stitch" seed="61"/><feColorMatrix type="saturate" values="0"/>`,
  },
};

const base = new Map<TextureName, Promise<Tile>>();
const scaled = new Map<string, Promise<Tile>>();

async function build(name: TextureName): Promise<Tile> {
  const r = RECIPES[name];
  const svg = r.svg
    ? `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${TILE}">${r.svg}</svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${TILE}"><filter id="f" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">${r.filter}</filter><rect width="${TILE}" height="${TILE}" filter="url(#f)"/></svg>`;
  const grey = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer();
  let sum = 0;
  for (let i = 0; i < grey.length; i++) sum += grey[i];
  const mean = sum / grey.length;
  let dev = 0;
  for (let i = 0; i < grey.length; i++) dev += Math.abs(grey[i] - mean);
  dev = dev / grey.length || 1;
  // normalise so every tile has the same mean absolute deviation, then scale by gain
  const k = (r.gain * 40) / dev;
  const rgba = Buffer.alloc(TILE * TILE * 4);
  for (let i = 0; i < grey.length; i++) {
    const d = (grey[i] - mean) * k;
    const v = d > 0 ? 255 : 0;
    rgba[i * 4] = v;
    rgba[i * 4 + 1] = v;
    rgba[i * 4 + 2] = v;
    rgba[i * 4 + 3] = Math.min(255, Math.round(Math.abs(d)));
  }
  return { width: TILE, height: TILE, data: rgba };
}

function baseTile(name: TextureName): Promise<Tile> {
  let p = base.get(name);
  if (!p) {
    p = build(name);
    base.set(name, p);
  }
  return p;
}

/** The relief tile of a texture resampled to px × px canvas pixels (cached). */
export function tile(name: TextureName, px: number): Promise<Tile> {
  const size = Math.max(48, Math.min(2400, Math.round(px)));
  const key = `${name}@${size}`;
  let p = scaled.get(key);
  if (!p) {
    p = baseTile(name).then(async (t) => {
      if (size === t.width) return t;
      const data = await sharp(t.data, { raw: { width: t.width, height: t.height, channels: 4 } })
        .resize(size, size, { kernel: size < t.width ? 'lanczos3' : 'cubic' })
        .raw()
        .toBuffer();
      return { width: size, height: size, data };
    });
    scaled.set(key, p);
    if (scaled.size > 160) scaled.delete(scaled.keys().next().value as string);
  }
  return p;
}

// Film grain for the whole photograph: a mid-grey tile with soft gaussian-ish noise, laid on
// with the soft-light blend at the very end. Generated with a seeded LCG so it is stable.
let film: Promise<Buffer> | null = null;
export const FILM_TILE = 256;
export function filmGrain(): Promise<Buffer> {
  if (!film) {
    const n = FILM_TILE * FILM_TILE;
    const buf = Buffer.alloc(n);
    let s = 0x2545f491;
    const rnd = () => {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      return s / 4294967296;
    };
    for (let i = 0; i < n; i++) {
      const g = (rnd() + rnd() + rnd() + rnd() - 2) * 1.7; // ~N(0, 1)
      buf[i] = Math.max(0, Math.min(255, Math.round(128 + g * 9)));
    }
    film = sharp(buf, { raw: { width: FILM_TILE, height: FILM_TILE, channels: 1 } })
      .blur(0.6)
      .raw()
      .toBuffer();
  }
  return film;
}
