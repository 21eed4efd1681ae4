// Contact sheets of the seed photography, for looking at it:
//   node scripts/preview-photos.ts [kind,kind...] [--shapes crescent,domed] [--views front,side] [--colors #hex,#hex] [--thumb 240]
// Writes /tmp/contact-<name>.png (one row per kind × colour, one column per view) and prints timings.
import sharp from 'sharp';
import {
  renderProductPhoto,
  PRODUCT_KINDS,
  PRODUCT_VIEWS,
  type ProductKind,
  type ProductView,
} from '../emulators/seed/images/product-photo.ts';
import { renderEditorialPhoto, EDITORIAL_SCENES, type EditorialScene } from '../emulators/seed/images/editorial-photo.ts';
import { SHAPE_KIND, type ProductShape } from '../emulators/seed/images/shapes.ts';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const positional = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--')));
const thumb = Number(opt('thumb') ?? 240);
const colors = (opt('colors') ?? '#9a5b2e,#1c1a19').split(',');
const views = (opt('views')?.split(',') ?? PRODUCT_VIEWS) as ProductView[];
const editorial = args.includes('--editorial');
// --shapes a,b draws those silhouettes (each in its own kind) instead of kinds
const shapes = opt('shapes')?.split(',') as ProductShape[] | undefined;
const kinds = shapes
  ? shapes.map((shape) => SHAPE_KIND[shape] as ProductKind)
  : ((positional[0] ? positional[0].split(',') : PRODUCT_KINDS) as ProductKind[]);
const name = opt('name') ?? (editorial ? 'editorial' : shapes ? 'shapes' : (positional[0]?.replace(/,/g, '-') ?? 'all'));

const times: number[] = [];
const cells: sharp.OverlayOptions[] = [];
let rows = 0;
let cols: number;

if (editorial) {
  const palettes = [
    ['#9a5b2e', '#ece3d2', '#5e1f28'],
    ['#8f9c83', '#ece3d2', '#1f2a3d'],
    ['#d9b3a5', '#6b4a2f', '#ece3d2'],
  ];
  const scenes = (positional[0] ? positional[0].split(',') : EDITORIAL_SCENES) as EditorialScene[];
  const sizes = [
    [1600, 900],
    [1200, 1500],
  ];
  const cw = Math.round(thumb * 1.6);
  cols = scenes.length;
  let y = 0;
  for (const [pi, palette] of palettes.entries()) {
    for (const [w, h] of sizes) {
      const ch = Math.round((cw * h) / w);
      for (const [ci, scene] of scenes.entries()) {
        const t0 = performance.now();
        const products =
          pi === 2
            ? undefined
            : [
                { kind: (pi ? 'crossbody' : 'tote') as ProductKind, color: palette[0] },
                { kind: (pi ? 'sneaker' : 'loafer') as ProductKind, color: palette[2] },
              ];
        const jpg = await renderEditorialPhoto({ scene, palette, width: w, height: h, seed: pi, products });
        times.push(performance.now() - t0);
        cells.push({ input: await sharp(jpg).resize(cw, ch).png().toBuffer(), left: ci * (cw + 6), top: y });
      }
      y += ch + 6;
      rows++;
    }
  }
  await sharp({ create: { width: cols * (cw + 6), height: y, channels: 3, background: '#ffffff' } })
    .composite(cells)
    .png()
    .toFile(`/tmp/contact-${name}.png`);
} else {
  const th = Math.round(thumb * 1.25);
  cols = views.length;
  for (const [ki, kind] of kinds.entries()) {
    for (const color of colors) {
      for (const [ci, view] of views.entries()) {
        const t0 = performance.now();
        const jpg = await renderProductPhoto({ kind, color, view, seed: 1, shape: shapes?.[ki] });
        times.push(performance.now() - t0);
        const img = await sharp(jpg).resize(thumb, th).png().toBuffer();
        cells.push({ input: img, left: ci * (thumb + 6), top: rows * (th + 6) });
      }
      rows++;
    }
  }
  await sharp({ create: { width: cols * (thumb + 6), height: rows * (th + 6), channels: 3, background: '#ffffff' } })
    .composite(cells)
    .png()
    .toFile(`/tmp/contact-${name}.png`);
}
times.sort((a, b) => a - b);
const med = times[Math.floor(times.length / 2)];
console.log(
  `/tmp/contact-${name}.png  ${times.length} images (${rows} rows × ${cols})  render time: median ${med.toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms`,
);
