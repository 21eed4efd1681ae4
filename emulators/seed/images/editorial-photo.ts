// Editorial imagery for the demo shop — heroes, the atelier, an Italian street, still lifes, a
// Tuscan landscape, a cropped fashion portrait and a press spread — drawn in code at any size,
// in the colours of a palette, optionally with products from the catalogue placed in the scene.
// Same spec in, byte-identical JPEG out. The layout also reports where each listed product went
// (productSpots), so lookbook hotspots come from the code that draws, not from guesses.
import { Doc, n1, panel, leather, stitch, strap } from './svg.ts';
import { buckle } from './kinds/small.ts';
import { renderLayers, blurFilter } from './compose.ts';
import { createRng, hashString, type Rng } from './rng.ts';
import { normalizeHex, mix, shade, luminance, hsl, fromHsl, isLight } from './color.ts';
import { plinth, standingShadows, flatShadows, floatingShadows, placeTransform, placePoint, type Placement } from './scenes.ts';
import { productDrawing, type ProductKind } from './product-photo.ts';
import type { ProductShape } from './shapes.ts';
import type { Drawing, Pose } from './kinds/types.ts';
import { smoothPath, pt, rotateAbout, type Pt } from './geom.ts';

export type EditorialScene = 'hero' | 'atelier' | 'hides' | 'street' | 'still-life' | 'landscape' | 'harbour' | 'portrait' | 'press';
export const EDITORIAL_SCENES: readonly EditorialScene[] = [
  'hero',
  'atelier',
  'hides',
  'street',
  'still-life',
  'landscape',
  'harbour',
  'portrait',
  'press',
];

export interface EditorialPhotoSpec {
  scene: EditorialScene;
  /** 2–4 hex colours: main, light, accent, (deep). */
  palette: string[];
  width: number;
  height: number;
  seed?: number;
  /** Objects to place in the scene, e.g. for lookbook spreads. */
  products?: Array<{ kind: ProductKind; color: string; shape?: ProductShape }>;
}

/**
 * Where a product of the spec was drawn, in percent of width and height: the centre of its drawn
 * bounds (of the bag itself rather than its strap, and of the part not covered by something else).
 */
export interface ProductSpot {
  x: number;
  y: number;
}

interface Palette {
  main: string;
  light: string;
  accent: string;
  deep: string;
}

/** A product to draw; `index` is its position in spec.products (absent for the scene's own stand-ins). */
type Item = { kind: ProductKind; color: string; shape?: ProductShape; index?: number };

interface Ctx {
  W: number;
  H: number;
  u: number; // one unit ≈ a thousandth of the shorter side
  soft: Doc;
  crisp: Doc;
  softBody: string;
  crispBody: string;
  background: string;
  rng: Rng;
  pal: Palette;
  products: Item[];
  seed: number;
  /** One per spec.products item: filled in as the scene draws it. */
  spots: Array<ProductSpot | null>;
}

const MAX_SIDE = 4000;

export async function renderEditorialPhoto(spec: EditorialPhotoSpec): Promise<Buffer> {
  const e = layOut(spec);
  return renderLayers({
    width: e.W,
    height: e.H,
    soft: { doc: e.soft, body: e.softBody, background: e.background },
    crisp: { doc: e.crisp, body: e.crispBody },
    quality: 82,
  });
}

/**
 * Where each of spec.products appears in the picture renderEditorialPhoto(spec) draws (null for a
 * product the scene leaves out). Runs the same scene code, without rasterising.
 */
export function productSpots(spec: EditorialPhotoSpec): Array<ProductSpot | null> {
  return layOut(spec).spots;
}

/** The scene as two SVG layers, recording where the products land on the way. */
function layOut(spec: EditorialPhotoSpec): Ctx {
  const W = clampSize(spec.width);
  const H = clampSize(spec.height);
  const colors = (spec.palette ?? []).map(normalizeHex);
  const pal: Palette = {
    main: colors[0] ?? '#9a5b2e',
    light: colors[1] ?? mix(colors[0] ?? '#9a5b2e', '#f3ede4', 0.8),
    accent: colors[2] ?? shade(colors[0] ?? '#9a5b2e', -0.4),
    deep: colors[3] ?? mix(colors[2] ?? colors[0] ?? '#5e1f28', '#1c1a19', 0.45),
  };
  const seed = spec.seed ?? 0;
  const rng = createRng(hashString(`${spec.scene}|${W}x${H}|${colors.join(',')}|${seed}|${JSON.stringify(spec.products ?? [])}`));
  const e: Ctx = {
    W,
    H,
    u: Math.min(W, H) / 1000,
    soft: new Doc(),
    crisp: new Doc(),
    softBody: '',
    crispBody: '',
    background: pal.light,
    rng,
    pal,
    products: (spec.products ?? []).slice(0, 4).map((p, index) => ({ kind: p.kind, color: normalizeHex(p.color), shape: p.shape, index })),
    seed,
    spots: (spec.products ?? []).map(() => null),
  };
  const scene = SCENES[spec.scene] ?? SCENES.hero;
  scene(e);
  return e;
}

function clampSize(n: number): number {
  if (!Number.isFinite(n)) return 1200;
  return Math.max(16, Math.min(MAX_SIDE, Math.round(n)));
}

// ---------------------------------------------------------------------------------------------
// Products in scenes

function productOr(e: Ctx, i: number, kind: ProductKind, color: string): Item {
  return e.products[i] ?? { kind, color };
}

/** Record that a product of the spec now sits at canvas point c (stand-ins have no index and are not recorded). */
function mark(e: Ctx, item: Item, c: Pt): void {
  if (item.index === undefined) return;
  const pct = (v: number, of: number) => Math.round((v / of) * 1000) / 10;
  e.spots[item.index] = { x: pct(c.x, e.W), y: pct(c.y, e.H) };
}

/** Forget a product's marker if it falls below canvas line y, where something drawn later covers the picture. */
function coveredBelow(e: Ctx, item: Item | undefined, y: number): void {
  if (item?.index === undefined) return;
  const spot = e.spots[item.index];
  if (spot && (spot.y / 100) * e.H > y) e.spots[item.index] = null;
}

/** The centre of what a drawing draws, in its local units: of the bag itself, not the air inside its chain or handles. */
function centre(d: Drawing): Pt {
  const b = d.bodyBounds ?? d.bounds;
  return pt(b.x + b.w / 2, b.y + b.h / 2);
}

/** A drawing's box on the canvas under an unrotated placement, to trim where something covers it. */
function placedBox(p: Placement, d: Drawing): { x0: number; y0: number; x1: number; y1: number } {
  const b = d.bodyBounds ?? d.bounds;
  return { x0: p.x + b.x * p.scale, y0: p.y + b.y * p.scale, x1: p.x + (b.x + b.w) * p.scale, y1: p.y + (b.y + b.h) * p.scale };
}

/** Draw a product standing on a surface whose line is floorY, fitting a box; shadows into the soft layer. */
function standProduct(e: Ctx, item: Item, pose: Pose, cx: number, floorY: number, maxW: number, maxH: number, shadow = 1): void {
  const probe = productDrawing(new Doc(), item.kind, item.color, pose, e.seed, undefined, false, item.shape);
  if (probe.mount === 'float') {
    // garments on hangers and hanging key rings don't stand: lay them down, folded, on the surface
    flatProduct(e, item, cx, floorY - maxH * 0.12, maxW, maxH * 0.5, e.rng.range(-8, 8), 0.55);
    return;
  }
  const b = probe.bounds;
  const scale = Math.min(maxW / b.w, maxH / b.h);
  const p: Placement = { x: cx - (b.x + b.w / 2) * scale, y: 0, scale };
  if (probe.mount === 'stand') p.y = floorY - (probe.floor ?? b.y + b.h) * scale;
  else p.y = floorY - (b.y + b.h) * scale;
  e.crisp.unitScale = scale;
  const d = productDrawing(e.crisp, item.kind, item.color, pose, e.seed, undefined, false, item.shape);
  e.crisp.unitScale = null;
  if (d.mount === 'stand')
    e.softBody += standingShadows(e.soft, d.silhouette, p, d.floor ?? b.y + b.h, d.footprint ?? { x0: b.x, x1: b.x + b.w }, shadow);
  else if (d.mount === 'flat') e.softBody += flatShadows(e.soft, d.silhouette, p, 0.8);
  else e.softBody += floatingShadows(e.soft, d.silhouette, p);
  e.crispBody += `<g transform="${placeTransform(p)}">${d.body}</g>`;
  mark(e, item, placePoint(p, centre(d)));
}

/** A product lying flat (flat-lay drawing) centred at (cx, cy), fitting a box, optionally rotated. */
function flatProduct(e: Ctx, item: Item, cx: number, cy: number, maxW: number, maxH: number, rotate = 0, squash = 1): void {
  const probe: Drawing = productDrawing(new Doc(), item.kind, item.color, 'top', e.seed, undefined, false, item.shape);
  const b = probe.bounds;
  const scale = Math.min(maxW / b.w, maxH / b.h);
  const p: Placement = { x: cx - (b.x + b.w / 2) * scale, y: cy - (b.y + b.h / 2) * scale * squash, scale, rotate };
  e.crisp.unitScale = scale;
  const d = productDrawing(e.crisp, item.kind, item.color, 'top', e.seed, undefined, false, item.shape);
  e.crisp.unitScale = null;
  const tr = squash !== 1 ? `translate(${n1(cx)} ${n1(cy)}) scale(1 ${squash}) translate(${n1(-cx)} ${n1(-cy)}) ` : '';
  e.softBody += `<g transform="${tr}">${flatShadows(e.soft, d.silhouette, p, 0.8)}</g>`;
  e.crispBody += `<g transform="${tr}${placeTransform(p)}">${d.body}</g>`;
  // the squash (a flat thing seen at an angle) pulls every point towards cy, as tr does
  const c = placePoint(p, centre(d));
  mark(e, item, pt(c.x, cy + (c.y - cy) * squash));
}

// ---------------------------------------------------------------------------------------------
// Shared set pieces

function plaster(e: Ctx, color: string, x: number, y: number, w: number, h: number, lightX = 0.3): void {
  const g = e.soft.linear(
    [
      [0, shade(color, 0.06)],
      [1, shade(color, -0.1)],
    ],
    0,
    0,
    0.3,
    1,
  );
  e.softBody += `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="${n1(h)}" fill="${g}"/>`;
  const pool = e.soft.radial(
    [
      [0, '#fff', 0.3],
      [1, '#fff', 0],
    ],
    lightX,
    0.35,
    0.6,
  );
  e.softBody += `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="${n1(h)}" fill="${pool}"/>`;
}

function gobo(e: Ctx, strength = 0.22, slant = 0.5): void {
  const { W, H, rng } = e;
  let g = '';
  const x0 = rng.range(-0.1, 0.2) * W;
  for (let i = 0; i < 3; i++) {
    const x = x0 + i * W * 0.3;
    g += `<path d="M${n1(x)} ${-50} L${n1(x + W * 0.14)} ${-50} L${n1(x + W * 0.14 + H * slant)} ${n1(H + 50)} L${n1(x + H * slant)} ${n1(H + 50)} Z"/>`;
  }
  e.softBody += `<g fill="#fff6e6" opacity="${strength}" filter="${blurFilter(e.soft, 14 * e.u)}">${g}</g>`;
}

function leafShadows(e: Ctx, x0: number, x1: number, y0: number, y1: number, n = 10): void {
  const { rng, u } = e;
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = rng.range(x0, x1),
      y = rng.range(y0, y1);
    s += `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(rng.range(14, 30) * u)}" ry="${n1(rng.range(50, 100) * u)}" transform="rotate(${n1(rng.range(-70, 70))} ${n1(x)} ${n1(y)})"/>`;
  }
  s += `<path d="M${n1(x1)} ${n1(y0 - 40 * u)} Q${n1((x0 + x1) / 2)} ${n1((y0 + y1) / 2)} ${n1(x0)} ${n1(y1)}" stroke-width="${n1(6 * u)}" fill="none" stroke="#000"/>`;
  e.softBody += `<g fill="#2a211a" opacity="0.13" filter="${blurFilter(e.soft, 12 * e.u)}">${s}</g>`;
}

function vignette(e: Ctx, k = 0.22): void {
  const v = e.soft.radial(
    [
      [0, '#000', 0],
      [0.62, '#000', 0],
      [1, '#000', k],
    ],
    0.5,
    0.5,
    0.72,
  );
  e.softBody += `<rect x="0" y="0" width="${e.W}" height="${e.H}" fill="${v}"/>`;
}

function wallTone(c: string, lift = 0.55): string {
  // a plaster wall in the palette colour, pale enough to sit behind products
  const [h, s, l] = hsl(c);
  return fromHsl(h, Math.min(0.35, s * 0.6), Math.max(l, 0.5) + (0.86 - Math.max(l, 0.5)) * lift);
}

/** Fabric draped on the floor: a swoop with soft folds. */
/** The workshop's plaster wall, greyed towards stone, lit from lightX (0 left, 1 right); returns its tone. */
function workshopWall(e: Ctx, lift: number, stone: string, k: number, lightX: number): string {
  const wall = mix(wallTone(e.pal.light, lift), stone, k);
  e.background = wall;
  plaster(e, wall, 0, 0, e.W, e.H, lightX);
  return wall;
}

function drape(e: Ctx, color: string, x: number, y: number, w: number, h: number): void {
  // the cloth's free end falls in a rounded fold off the bottom of the frame: no cut edge
  const d = `M${n1(x)} ${n1(y + h * 0.3)} C${n1(x + w * 0.25)} ${n1(y - h * 0.2)} ${n1(x + w * 0.55)} ${n1(y + h * 0.5)} ${n1(x + w * 0.86)} ${n1(y + h * 0.08)} C${n1(x + w * 1.02)} ${n1(y - h * 0.05)} ${n1(x + w * 1.08)} ${n1(y + h * 0.45)} ${n1(x + w * 1.16)} ${n1(y + h * 1.05)} L${n1(x)} ${n1(y + h * 1.05)} Z`;
  const m = leather(color, undefined, 'silk');
  const folds = [0.2, 0.45, 0.7]
    .map(
      (t) =>
        `<path d="M${n1(x + w * t)} ${n1(y + h * 0.1)} Q${n1(x + w * (t + 0.05))} ${n1(y + h * 0.6)} ${n1(x + w * (t - 0.04))} ${n1(y + h)}" stroke="${shade(color, -0.5)}" stroke-opacity="0.2" stroke-width="${n1(40 * e.u)}" fill="none"/><path d="M${n1(x + w * t + 30 * e.u)} ${n1(y + h * 0.1)} Q${n1(x + w * (t + 0.05) + 30 * e.u)} ${n1(y + h * 0.6)} ${n1(x + w * (t - 0.04) + 30 * e.u)} ${n1(y + h)}" stroke="#fff" stroke-opacity="0.14" stroke-width="${n1(24 * e.u)}" fill="none"/>`,
    )
    .join('');
  e.softBody += `<path d="${d}" fill="#000" opacity="0.2" transform="translate(${n1(10 * e.u)} ${n1(-6 * e.u)})" filter="${blurFilter(e.soft, 16 * e.u)}"/>`;
  e.crispBody += panel(e.crisp, { ...m, textureOpacity: 0.25 }, d, { rim: 30 * e.u, extra: folds, sheenAngle: 'left' });
}

// ---------------------------------------------------------------------------------------------
// Scenes

// ---------------------------------------------------------------------------------------------
// A figure, chin to toe, wearing what it is given: a coat or a shirt or a knit over trousers, a
// belt at the waist, shoes, and a bag on the shoulder or in the hand.

const GARMENTS: ProductKind[] = ['coat', 'shirt', 'knit', 'trousers', 'scarf'];
const BAGS: ProductKind[] = ['tote', 'shoulder-bag', 'crossbody', 'pochette', 'clutch'];
const SHOES: ProductKind[] = ['loafer', 'ankle-boot', 'sneaker'];

interface Outfit {
  top?: Item;
  trousers?: Item;
  belt?: Item;
  shoes?: Item;
  bag?: Item;
  scarf?: Item;
  rest: Item[];
}

function wearable(e: Ctx, items: Item[]): Outfit {
  const o: Outfit = { rest: [] };
  for (const it of items) {
    if ((it.kind === 'coat' || it.kind === 'shirt' || it.kind === 'knit') && !o.top) o.top = it;
    else if (it.kind === 'trousers' && !o.trousers) o.trousers = it;
    else if (it.kind === 'belt' && !o.belt) o.belt = it;
    else if (SHOES.includes(it.kind) && !o.shoes) o.shoes = it;
    else if (BAGS.includes(it.kind) && !o.bag) o.bag = it;
    else if (it.kind === 'scarf' && !o.scarf) o.scarf = it;
    else o.rest.push(it);
  }
  o.top ??= { kind: o.belt ? 'knit' : 'coat', color: o.belt ? mix(e.pal.light, '#e9e1d2', 0.4) : e.pal.main };
  o.trousers ??= { kind: 'trousers', color: e.pal.deep };
  o.shoes ??= { kind: 'loafer', color: shade(e.pal.deep, -0.2) };
  return o;
}

/** If the products include clothes, someone wears them (with the bag, belt and shoes listed); the rest stay props. */
function takeFigure(e: Ctx): Outfit | null {
  if (!e.products.some((i) => GARMENTS.includes(i.kind))) return null;
  const o = wearable(e, e.products);
  e.products = o.rest;
  return o;
}

/** Draw the figure with its feet on floorY, cx the centre line; height spans chin to floor. */
function figure(e: Ctx, o: Outfit, cx: number, floorY: number, height: number): void {
  // figure units: neck from -150, shoulders 60, waist 620, floor 1960
  const s = height / 2110;
  const top = floorY - 1960 * s;
  const at = (dx: number, dy: number, k = 1): Placement => ({ x: cx + dx * s, y: top + dy * s, scale: s * k });
  const skin = '#d6a88a';
  const draw = (it: Item, pose: Pose, p: Placement, bare = false) => {
    e.crisp.unitScale = p.scale;
    const d = productDrawing(e.crisp, it.kind, it.color, pose, e.seed, undefined, bare, it.shape);
    e.crisp.unitScale = null;
    return d;
  };
  let sil = '';
  const body: string[] = [];
  // neck
  const pn = at(0, 0);
  const neck = 'M-46 -140 L46 -140 Q50 -100 60 -20 Q74 40 92 60 L-92 60 Q-74 40 -60 -20 Q-50 -120 -46 -250Z';
  // a head in the manner of a fashion croquis: no features, a sleek low bun and the shadow of a brim
  const hair = e.rng.pick(['#2b211c', '#4a3426', '#171312', '#6b4a2f']);
  const head =
    `<ellipse cx="0" cy="-236" rx="98" ry="126" fill="${skin}"/><ellipse cx="0" cy="-236" rx="98" ry="126" fill="${e.crisp.linear(
      [
        [0, '#5a3526', 0.05],
        [0.6, '#5a3526', 0.05],
        [1, '#5a3526', 0.35],
      ],
      0,
      0,
      1,
      0.6,
    )}"/>` +
    `<g transform="translate(0 146.8) scale(1.16)"><path d="M-90 -318 C-100 -420 -40 -452 6 -448 C70 -446 104 -400 92 -316 C84 -360 50 -392 0 -396 C-48 -394 -80 -366 -90 -318Z" fill="${hair}"/>` +
    `<ellipse cx="58" cy="-402" rx="40" ry="34" fill="${hair}"/><path d="M-60 -420 Q0 -440 70 -412" stroke="#fff" stroke-opacity="0.12" stroke-width="8" fill="none"/></g>` +
    `<ellipse cx="0" cy="-116" rx="44" ry="10" fill="#5a3526" opacity="0.18"/>`;
  body.push(
    `<g transform="${placeTransform(pn)}">${head}<path d="${neck}" fill="${skin}"/><path d="${neck}" fill="${e.crisp.linear(
      [
        [0, '#5a3526', 0.45],
        [0.28, '#5a3526', 0.05],
        [0.55, '#fff', 0.08],
        [0.85, '#5a3526', 0.2],
        [1, '#5a3526', 0.45],
      ],
      0,
      0,
      1,
      0,
    )}"/><path d="${neck}" fill="${e.crisp.linear(
      [
        [0, '#5a3526', 0.5],
        [0.25, '#5a3526', 0],
        [1, '#5a3526', 0],
      ],
      0,
      0,
      0,
      1,
    )}"/></g>`,
  );
  sil += `<g transform="${placeTransform(pn)}"><path d="${neck}"/><ellipse cx="0" cy="-236" rx="100" ry="128"/></g>`;
  const wear = o.top!;
  const coat = wear.kind === 'coat';
  const pTop = at(0, 0);
  const pTr = at(0, coat ? 560 : 600, 1);
  const trousers = draw(o.trousers!, 'front', pTr);
  const garment = draw(wear, 'front', pTop);
  // mark what shows: a coat hangs over the trousers' waist, a shirt or knit is tucked into them
  // (the drawing order below), so the hidden part of either is left out of its box
  const topBox = placedBox(pTop, garment),
    trBox = placedBox(pTr, trousers);
  if (coat) trBox.y0 = Math.max(trBox.y0, topBox.y1);
  else topBox.y1 = Math.min(topBox.y1, trBox.y0);
  const mid = (b: typeof topBox) => pt((b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2);
  mark(e, wear, mid(topBox));
  mark(e, o.trousers!, mid(trBox));
  // shoes, pointing outwards, under the trouser hems
  const shoeK = 0.3;
  const shoeL = draw(o.shoes!, 'front', at(0, 0, shoeK));
  const shoes = [-1, 1].map((dir) => {
    const p = at(dir * 150, 1960, shoeK);
    const tr = `translate(${n1(p.x)} ${n1(p.y)}) scale(${Math.round(dir * p.scale * 1000) / 1000} ${Math.round(p.scale * 1000) / 1000}) translate(-120 0)`;
    sil += `<g transform="${tr}">${shoeL.silhouette}</g>`;
    return `<g transform="${tr}">${shoeL.body}</g>`;
  });
  // one marker for the pair, on the right-hand shoe (dir 1), whose transform above is this placement
  const right = at(150, 1960, shoeK);
  mark(e, o.shoes!, placePoint({ ...right, x: right.x - 120 * right.scale }, centre(shoeL)));
  const hands = (sleeveY: number, sleeveX: number) => {
    const g = e.crisp.linear(
      [
        [0, '#5a3526', 0.05],
        [1, '#5a3526', 0.4],
      ],
      0,
      0,
      0,
      1,
    );
    return [-1, 1]
      .map((dir) => {
        const d = `M${dir * sleeveX} ${sleeveY - 10} Q${dir * (sleeveX + 12)} ${sleeveY + 80} ${dir * (sleeveX - 10)} ${sleeveY + 130} Q${dir * (sleeveX - 34)} ${sleeveY + 146} ${dir * (sleeveX - 44)} ${sleeveY}Z`;
        return `<g transform="${placeTransform(pTop)}"><path d="${d}" fill="${skin}"/><path d="${d}" fill="${g}"/></g>`;
      })
      .join('');
  };
  const sleeve = wear.kind === 'coat' ? [1076, 334] : wear.kind === 'shirt' ? [838, 322] : [846, 310];
  if (coat) {
    body.push(
      `<g transform="${placeTransform(pTr)}">${trousers.body}</g>`,
      ...shoes,
      `<g transform="${placeTransform(pTop)}">${garment.body}`,
    );
    // a knit in the V of the coat
    body.push(
      `<path d="M-88 20 Q0 60 88 20 L12 520 L-12 520Z" fill="${mix(e.pal.light, '#e9e1d2', 0.3)}"/><path d="M-88 20 Q0 60 88 20 L12 520 L-12 520Z" fill="${e.crisp.linear(
        [
          [0, '#000', 0.3],
          [0.4, '#000', 0],
          [1, '#000', 0.2],
        ],
        0,
        0,
        1,
        0,
      )}"/></g>`,
    );
  } else {
    body.push(
      `<g transform="${placeTransform(pTop)}">${garment.body}</g>`,
      `<g transform="${placeTransform(pTr)}">${trousers.body}</g>`,
      ...shoes,
    );
  }
  body.push(hands(sleeve[0], sleeve[1]));
  sil += `<g transform="${placeTransform(pTop)}">${garment.silhouette}</g><g transform="${placeTransform(pTr)}">${trousers.silhouette}</g>`;
  // belt at the waist
  if (o.belt) {
    const bm = leather(o.belt.color, undefined, 'smooth');
    const half = coat ? 300 : 262;
    const y = coat ? 640 : 612;
    e.crisp.unitScale = s;
    body.push(
      `<g transform="${placeTransform(at(0, 0))}">${strap(e.crisp, bm, `M${-half} ${y} Q0 ${y + 14} ${half} ${y}`, 56)}${buckle(e.crisp, bm, 0, y + 7, 56)}</g>`,
    );
    e.crisp.unitScale = null;
    // the strap is symmetric about the buckle, so the buckle is the centre of the belt's bounds
    mark(e, o.belt, placePoint(at(0, 0), pt(0, y + 7)));
  }
  // the bag: on the shoulder, or held in the hand
  if (o.bag) {
    const it = o.bag;
    const inHand = it.kind === 'pochette' || it.kind === 'clutch' || it.kind === 'tote';
    const probe = productDrawing(new Doc(), it.kind, it.color, 'front', e.seed, undefined, it.kind !== 'tote', it.shape);
    const b = probe.bounds;
    const want = it.kind === 'tote' ? 520 : it.kind === 'clutch' ? 420 : 380;
    const k = (want * s) / b.w;
    const hx = sleeve[1] - 20,
      hy = sleeve[0] + 90;
    const bx = inHand ? hx : 330,
      by = inHand ? hy : 760;
    const p: Placement = {
      x: cx + bx * s - (b.x + b.w / 2) * k,
      y: top + by * s - (it.kind === 'tote' ? b.y : b.y + b.h * 0.3) * k,
      scale: k,
    };
    if (!inHand) {
      const bm = leather(it.color, undefined, 'smooth');
      e.crisp.unitScale = s;
      body.push(`<g transform="${placeTransform(at(0, 0))}">${strap(e.crisp, bm, `M200 60 Q250 400 ${bx} ${by - 40}`, 30)}</g>`);
      e.crisp.unitScale = null;
    }
    e.crisp.unitScale = k;
    const d = productDrawing(e.crisp, it.kind, it.color, 'front', e.seed, undefined, it.kind !== 'tote', it.shape);
    e.crisp.unitScale = null;
    body.push(`<g transform="${placeTransform(p)}">${d.body}</g>`);
    sil += `<g transform="${placeTransform(p)}">${d.silhouette}</g>`;
    mark(e, it, placePoint(p, centre(d)));
    if (inHand) body.push(hands(sleeve[0], sleeve[1]).split('</g>')[1] + '</g>');
  }
  e.softBody += `<g filter="${blurFilter(e.soft, 26 * e.u)}" opacity="0.22"><g transform="translate(${n1(50 * e.u)} ${n1(20 * e.u)})" fill="#2a211a">${sil}</g></g>`;
  e.softBody += `<ellipse cx="${n1(cx)}" cy="${n1(floorY)}" rx="${n1(260 * s)}" ry="${n1(26 * s)}" fill="#1a120c" opacity="0.35" filter="${blurFilter(e.soft, 10 * e.u)}"/>`;
  e.crispBody += body.join('');
}

const SCENES: Record<EditorialScene, (e: Ctx) => void> = {
  hero(e) {
    const { W, H, u, pal } = e;
    const wall = wallTone(pal.main, 0.5);
    e.background = wall;
    const horizon = H * 0.74;
    plaster(e, wall, 0, 0, W, horizon);
    const floor = shade(wall, -0.18);
    e.softBody += `<rect x="0" y="${n1(horizon)}" width="${W}" height="${n1(H - horizon)}" fill="${e.soft.linear([
      [0, shade(floor, -0.08)],
      [1, shade(floor, 0.05)],
    ])}"/>`;
    const wide = W / H > 1.15;
    // arches along the wall
    const arches = wide ? [0.56, 0.84] : [0.5];
    for (const ax of arches) {
      const aw = (wide ? 0.24 : 0.6) * W,
        x = ax * W - aw / 2,
        top = H * 0.12;
      const d = `M${n1(x)} ${n1(horizon)} L${n1(x)} ${n1(top + aw / 2)} A${n1(aw / 2)} ${n1(aw / 2)} 0 0 1 ${n1(x + aw)} ${n1(top + aw / 2)} L${n1(x + aw)} ${n1(horizon)} Z`;
      e.softBody += `<path d="${d}" fill="${shade(wall, -0.1)}"/>`;
      e.softBody += `<path d="${d}" fill="none" stroke="${shade(wall, -0.4)}" stroke-opacity="0.3" stroke-width="${n1(24 * u)}" filter="${blurFilter(e.soft, 12 * u)}" transform="translate(${n1(12 * u)} ${n1(8 * u)})"/>`;
    }
    gobo(e, 0.24, 0.55);
    leafShadows(e, W * 0.05, W * 0.4, H * 0.05, H * 0.45, 14);
    vignette(e, 0.18);
    // plinths with products, or a figure wearing the clothes beside a plinth
    const stone = mix(wall, '#efe8dc', 0.6);
    const outfit = takeFigure(e);
    let spots = wide
      ? [
          [0.6, 0.5, 0.17],
          [0.8, 0.6, 0.14],
        ]
      : [
          [0.36, 0.55, 0.34],
          [0.7, 0.66, 0.28],
        ];
    if (outfit) spots = e.products.length ? [wide ? [0.5, 0.6, 0.16] : [0.26, 0.66, 0.3]] : [];
    const items = [productOr(e, 0, 'tote', pal.accent), productOr(e, 1, 'loafer', pal.deep)];
    for (const [i, [sx, sy, sw]] of spots.entries()) {
      const cx = sx * W,
        top = sy * H,
        pw = sw * (wide ? W : W);
      const pl = plinth(e.crisp, e.soft, cx, top, pw, H + 40 * u, stone, Math.min(H - 20 * u, horizon + (H - horizon) * 0.5));
      e.softBody += pl.soft;
      e.crispBody += pl.crisp;
      const item = items[i];
      standProduct(e, item, i === 0 ? 'styled' : 'side', cx, top + pw * 0.02, pw * 0.92, top - H * 0.08, 0.9);
    }
    if (outfit) figure(e, outfit, W * (wide ? 0.74 : 0.64), H * 0.95, H * (wide ? 0.9 : 0.78));
    // a length of linen at the front edge: the accent when it is a colour, never a near-black slab
    const cloth =
      pal.accent === items[0].color || luminance(pal.accent) < 0.08 || luminance(pal.accent) > 0.8
        ? mix(pal.light, pal.main, 0.3)
        : pal.accent;
    drape(e, cloth, -W * 0.02, H * 0.86, W * 0.44, H * 0.2);
  },

  atelier(e) {
    const { W, H, u, pal, rng } = e;
    const wall = workshopWall(e, 0.2, '#8c8177', 0.35, 0.2);
    const benchTop = H * 0.5;
    // a window on the left, blown out, with its light across the wall
    const wx = W * 0.04,
      ww = W * 0.22,
      wy = H * 0.06,
      wh = H * 0.36;
    e.softBody += `<rect x="${n1(wx)}" y="${n1(wy)}" width="${n1(ww)}" height="${n1(wh)}" fill="#fbf6ec"/>`;
    e.softBody += `<g stroke="${shade(wall, -0.3)}" stroke-width="${n1(10 * u)}"><path d="M${n1(wx + ww / 2)} ${n1(wy)} V${n1(wy + wh)}"/><path d="M${n1(wx)} ${n1(wy + wh / 2)} H${n1(wx + ww)}"/></g>`;
    e.softBody += `<rect x="${n1(wx - 20 * u)}" y="${n1(wy - 20 * u)}" width="${n1(ww + 40 * u)}" height="${n1(wh + 40 * u)}" fill="#fff3dc" opacity="0.35" filter="${blurFilter(e.soft, 40 * u)}"/>`;
    // tools hanging on a rail, out of focus
    let tools = '';
    for (let i = 0; i < 9; i++) {
      const x = W * (0.36 + i * 0.07),
        len = rng.range(90, 170) * u;
      tools += `<rect x="${n1(x)}" y="${n1(H * 0.12)}" width="${n1(rng.range(10, 22) * u)}" height="${n1(len)}" rx="${n1(6 * u)}" fill="${rng.pick(['#6b5a48', '#8a8f93', '#a58a62', '#3d3631'])}"/>`;
      tools += `<circle cx="${n1(x + 8 * u)}" cy="${n1(H * 0.12)}" r="${n1(6 * u)}" fill="#4a4540"/>`;
    }
    e.softBody += `<rect x="${n1(W * 0.33)}" y="${n1(H * 0.11)}" width="${n1(W * 0.66)}" height="${n1(8 * u)}" fill="#4a4540"/>`;
    e.softBody += `<g filter="${blurFilter(e.soft, 5 * u)}">${tools}</g>`;
    // spools on a shelf
    let spools = '';
    for (let i = 0; i < 7; i++) {
      const x = W * (0.4 + i * 0.075),
        c = rng.pick([pal.main, pal.accent, pal.deep, '#e9dfcc', '#2b2b2b']);
      spools += `<rect x="${n1(x)}" y="${n1(H * 0.33)}" width="${n1(34 * u)}" height="${n1(60 * u)}" rx="${n1(4 * u)}" fill="${c}"/><rect x="${n1(x - 4 * u)}" y="${n1(H * 0.33 - 4 * u)}" width="${n1(42 * u)}" height="${n1(8 * u)}" fill="#b89b74"/><rect x="${n1(x - 4 * u)}" y="${n1(H * 0.33 + 58 * u)}" width="${n1(42 * u)}" height="${n1(8 * u)}" fill="#b89b74"/>`;
    }
    e.softBody += `<rect x="${n1(W * 0.36)}" y="${n1(H * 0.33 + 66 * u)}" width="${n1(W * 0.6)}" height="${n1(12 * u)}" fill="#6e5840"/>`;
    e.softBody += `<g filter="${blurFilter(e.soft, 4 * u)}">${spools}</g>`;
    e.softBody += `<rect x="0" y="0" width="${W}" height="${H}" fill="${e.soft.linear(
      [
        [0, '#fff4e0', 0.25],
        [0.5, '#fff4e0', 0],
        [1, '#000', 0.15],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
    // the workbench: oiled wood seen from above at an angle
    const wood = '#8b6a4b';
    e.crispBody += `<rect x="0" y="${n1(benchTop)}" width="${W}" height="${n1(H - benchTop)}" fill="${e.crisp.linear([
      [0, shade(wood, -0.15)],
      [0.3, wood],
      [1, shade(wood, 0.08)],
    ])}"/>`;
    let grain = '';
    for (let i = 0; i < 38; i++) {
      const y = benchTop + (i + rng.next()) * ((H - benchTop) / 38);
      const amp = rng.range(2, 8) * u;
      grain += `<path d="M0 ${n1(y)} C${n1(W * 0.3)} ${n1(y - amp)} ${n1(W * 0.6)} ${n1(y + amp)} ${W} ${n1(y + rng.range(-3, 3) * u)}" stroke="${rng.chance(0.5) ? shade(wood, -0.35) : shade(wood, 0.2)}" stroke-opacity="${n1(rng.range(0.15, 0.4))}" stroke-width="${n1(rng.range(1, 3) * u)}" fill="none"/>`;
    }
    e.crispBody += grain;
    e.crispBody += `<rect x="0" y="${n1(benchTop)}" width="${W}" height="${n1(6 * u)}" fill="${shade(wood, 0.3)}" opacity="0.6"/>`;
    e.crispBody += `<rect x="0" y="${n1(benchTop)}" width="${W}" height="${n1(H - benchTop)}" fill="${e.crisp.linear(
      [
        [0, '#fff8e8', 0.22],
        [0.5, '#fff8e8', 0],
        [1, '#000', 0.1],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
    // a hide of leather, paper patterns, tools
    const hideC = productOr(e, 0, 'tote', pal.main).color;
    const hm = leather(hideC, undefined, 'pebble');
    const hx = W * 0.08,
      hy = benchTop + (H - benchTop) * 0.35,
      hw = W * 0.5,
      hh = (H - benchTop) * 0.5;
    const hide: Pt[] = [];
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2;
      hide.push(
        pt(hx + hw / 2 + Math.cos(a) * hw * 0.5 * rng.range(0.85, 1.05), hy + hh / 2 + Math.sin(a) * hh * 0.5 * rng.range(0.8, 1.05)),
      );
    }
    const hd = smoothPath(hide, true);
    e.softBody += `<path d="${hd}" fill="#1e140c" opacity="0.35" transform="translate(${n1(8 * u)} ${n1(10 * u)})" filter="${blurFilter(e.soft, 8 * u)}"/>`;
    e.crisp.unitScale = u;
    e.crispBody += panel(e.crisp, hm, hd, { rim: 20 * u });
    e.crisp.unitScale = null;
    // paper pattern pieces with pencil marks
    const paper = '#efe6d3';
    const px = hx + hw * 0.3,
      py = hy + hh * 0.15;
    const piece = `M${n1(px)} ${n1(py)} h${n1(hw * 0.32)} l${n1(hw * 0.04)} ${n1(hh * 0.5)} h${n1(-hw * 0.4)} Z`;
    e.crispBody += `<path d="${piece}" fill="#000" opacity="0.2" transform="translate(${n1(4 * u)} ${n1(6 * u)})"/><path d="${piece}" fill="${paper}"/><path d="${piece}" fill="none" stroke="#7d7468" stroke-width="${n1(1.5 * u)}"/>`;
    e.crispBody += `<path d="M${n1(px + 14 * u)} ${n1(py + 14 * u)} h${n1(hw * 0.28)}" stroke="#8a8176" stroke-width="${n1(1.2 * u)}" stroke-dasharray="${n1(8 * u)} ${n1(6 * u)}"/>`;
    e.crispBody += `<text x="${n1(px + 20 * u)} " y="${n1(py + hh * 0.3)}" font-family="DejaVu Serif, serif" font-style="italic" font-size="${n1(18 * u)}" fill="#6d655b">fianco</text>`;
    // awl and mallet
    const ax = W * 0.62,
      ay = benchTop + (H - benchTop) * 0.62;
    e.softBody += `<path d="M${n1(ax)} ${n1(ay)} l${n1(220 * u)} ${n1(-40 * u)}" stroke="#000" stroke-width="${n1(24 * u)}" opacity="0.3" transform="translate(${n1(6 * u)} ${n1(10 * u)})" filter="${blurFilter(e.soft, 5 * u)}"/>`;
    e.crispBody += `<path d="M${n1(ax)} ${n1(ay)} l${n1(130 * u)} ${n1(-24 * u)}" stroke="#a5784b" stroke-width="${n1(26 * u)}" stroke-linecap="round"/><path d="M${n1(ax)} ${n1(ay - 5 * u)} l${n1(130 * u)} ${n1(-24 * u)}" stroke="#d3a877" stroke-width="${n1(6 * u)}" stroke-linecap="round" opacity="0.6"/>`;
    e.crispBody += `<path d="M${n1(ax + 140 * u)} ${n1(ay - 26 * u)} l${n1(100 * u)} ${n1(-18 * u)}" stroke="#9ba0a4" stroke-width="${n1(5 * u)}" stroke-linecap="round"/>`;
    const mx = W * 0.72,
      my = benchTop + (H - benchTop) * 0.3;
    e.softBody += `<ellipse cx="${n1(mx + 10 * u)}" cy="${n1(my + 30 * u)}" rx="${n1(90 * u)}" ry="${n1(30 * u)}" fill="#000" opacity="0.3" filter="${blurFilter(e.soft, 8 * u)}"/>`;
    e.crispBody += `<rect x="${n1(mx - 70 * u)}" y="${n1(my - 34 * u)}" width="${n1(140 * u)}" height="${n1(64 * u)}" rx="${n1(18 * u)}" fill="${e.crisp.linear(
      [
        [0, '#cdb08a'],
        [0.5, '#a9865c'],
        [1, '#6f5437'],
      ],
    )}"/><rect x="${n1(mx + 60 * u)}" y="${n1(my - 8 * u)}" width="${n1(180 * u)}" height="${n1(16 * u)}" rx="${n1(8 * u)}" fill="#7a5a3a"/>`;
    // thread spool and needle on the bench
    const sx = W * 0.86,
      sy = benchTop + (H - benchTop) * 0.7;
    e.crispBody += `<ellipse cx="${n1(sx)}" cy="${n1(sy)}" rx="${n1(46 * u)}" ry="${n1(30 * u)}" fill="${pal.light === '#ffffff' ? '#eee' : shade(pal.light, -0.05)}"/><ellipse cx="${n1(sx)}" cy="${n1(sy)}" rx="${n1(34 * u)}" ry="${n1(22 * u)}" fill="${mix(pal.accent, '#e9dfcc', 0.3)}"/><ellipse cx="${n1(sx)}" cy="${n1(sy)}" rx="${n1(8 * u)}" ry="${n1(5 * u)}" fill="#3c3128"/>`;
    // a second piece, finished, lying on the bench
    if (e.products[1]) flatProduct(e, e.products[1], W * 0.62, benchTop + (H - benchTop) * 0.78, W * 0.22, (H - benchTop) * 0.36, -12, 0.8);
    // a bag in progress standing at the back of the bench
    standProduct(e, productOr(e, 0, 'tote', pal.main), 'side', W * 0.8, benchTop + (H - benchTop) * 0.12, W * 0.26, H * 0.42, 0.9);
    vignette(e, 0.28);
  },

  hides(e) {
    // hides of vegetable-tanned leather drying over wooden poles, the far rack lost in the light
    const { W, H, u, pal, rng } = e;
    const wall = workshopWall(e, 0.25, '#9a8c7c', 0.25, 0.75);
    const floorY = H * 0.86;
    e.softBody += `<rect x="0" y="${n1(floorY)}" width="${W}" height="${n1(H - floorY)}" fill="${e.soft.linear([
      [0, '#6f5640'],
      [1, '#8a6d50'],
    ])}"/>`;
    // a tall window to the right: its light falls across the racks
    const wx = W * 0.8,
      ww = W * 0.14;
    e.softBody += `<rect x="${n1(wx)}" y="${n1(H * 0.06)}" width="${n1(ww)}" height="${n1(H * 0.6)}" fill="#fbf6ec"/>`;
    e.softBody += `<rect x="${n1(wx - 30 * u)}" y="${n1(H * 0.04)}" width="${n1(ww + 60 * u)}" height="${n1(H * 0.64)}" fill="#fff3dc" opacity="0.4" filter="${blurFilter(e.soft, 50 * u)}"/>`;
    const tones = ['#c89b6d', '#b07a4c', '#8f5a34', '#d4ae82', '#9c6b43'].map((t) => mix(t, pal.main, 0.25));
    const hideShape = (x: number, top: number, w: number, h: number): string => {
      // hung over a pole: a straight top along the pole, the belly swelling below it, the legs
      // reaching down at the corners and the neck's ragged edge between them
      const j = () => rng.range(-0.03, 0.03);
      const pts: Pt[] = [pt(x, top), pt(x + w * 0.33, top), pt(x + w * 0.66, top), pt(x + w, top)];
      pts.push(
        pt(x + w * (1.07 + j()), top + h * 0.35),
        pt(x + w * (1.1 + j()), top + h * (0.92 + j())),
        pt(x + w * (0.9 + j()), top + h * (0.8 + j())),
      );
      for (const t of [0.72, 0.5, 0.28]) pts.push(pt(x + w * (t + j()), top + h * (0.86 + 0.08 * Math.sin(t * 9) + j())));
      pts.push(
        pt(x + w * (0.1 + j()), top + h * (0.8 + j())),
        pt(x - w * (0.1 + j()), top + h * (0.95 + j())),
        pt(x - w * (0.07 + j()), top + h * 0.35),
      );
      return smoothPath(pts, true);
    };
    const rack = (y: number, scale: number, crisp: boolean) => {
      const pole = `<rect x="0" y="${n1(y - 9 * u * scale)}" width="${W}" height="${n1(18 * u * scale)}" rx="${n1(9 * u * scale)}" fill="${e.soft.linear(
        [
          [0, '#a9865c'],
          [1, '#5e4530'],
        ],
      )}"/>`;
      let hides = '';
      let x = -W * 0.04;
      let k = 0;
      while (x < W * 0.98) {
        const w = W * rng.range(0.14, 0.2) * scale;
        const h = H * rng.range(0.26, 0.4) * scale;
        const c = tones[(k++ + Math.round(scale * 3)) % tones.length];
        const d = hideShape(x, y, w, h);
        if (crisp) {
          e.softBody += `<path d="${d}" fill="#1e140c" opacity="0.28" transform="translate(${n1(18 * u)} ${n1(14 * u)})" filter="${blurFilter(e.soft, 14 * u)}"/>`;
          e.crisp.unitScale = u;
          // a hide sags into soft vertical folds under its own weight, darker along the spine
          const folds = [0.22, 0.5, 0.78]
            .map((t, i) => {
              const fx = x + w * t + rng.range(-10, 10) * u;
              return (
                `<path d="M${n1(fx)} ${n1(y + 20 * u)} Q${n1(fx + rng.range(-14, 14) * u)} ${n1(y + h * 0.5)} ${n1(fx + rng.range(-20, 20) * u)} ${n1(y + h)}" fill="none" stroke="${i === 1 ? '#1e140c' : '#000'}" stroke-opacity="${i === 1 ? 0.08 : 0.05}" stroke-width="${n1((i === 1 ? 70 : 50) * u)}" stroke-linecap="round"/>` +
                `<path d="M${n1(fx + 22 * u)} ${n1(y + 20 * u)} Q${n1(fx + 26 * u)} ${n1(y + h * 0.5)} ${n1(fx + 18 * u)} ${n1(y + h)}" fill="none" stroke="#fff" stroke-opacity="0.07" stroke-width="${n1(14 * u)}" stroke-linecap="round"/>`
              );
            })
            .join('');
          hides += panel(e.crisp, leather(c, undefined, 'smooth', { gloss: 0.15 }), d, { rim: 26 * u, sheenAngle: 'left', extra: folds });
          hides += `<path d="M${n1(x + 6 * u)} ${n1(y + 8 * u)} H${n1(x + w - 6 * u)}" stroke="#000" stroke-opacity="0.25" stroke-width="${n1(10 * u)}"/>`;
          e.crisp.unitScale = null;
        } else {
          hides += `<path d="${d}" fill="${mix(c, wall, 0.55)}"/>`;
        }
        x += w + W * rng.range(0.05, 0.09) * scale;
      }
      if (crisp)
        e.crispBody +=
          `<g>${hides}</g>` +
          pole.replace(
            e.soft.linear([
              [0, '#a9865c'],
              [1, '#5e4530'],
            ]),
            e.crisp.linear([
              [0, '#a9865c'],
              [1, '#5e4530'],
            ]),
          );
      else e.softBody += `<g filter="${blurFilter(e.soft, 10 * u)}">${hides}${pole}</g>`;
    };
    rack(H * 0.14, 0.8, false);
    rack(H * 0.42, 1.15, true);
    // the light from the window, and the room falling into shade on the left
    e.crispBody += `<rect x="0" y="0" width="${W}" height="${H}" fill="${e.crisp.linear(
      [
        [0, '#000', 0.22],
        [0.55, '#000', 0],
        [1, '#fff4e0', 0.12],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
    vignette(e, 0.24);
  },

  street(e) {
    const { W, H, u, pal, rng } = e;
    const vx = W * 0.55,
      vy = H * 0.46;
    const ochre = mix('#d8a466', pal.main, 0.25),
      terra = mix('#b8684a', pal.accent, 0.2);
    const sky = mix(pal.light, '#dfe7ee', 0.5);
    e.background = sky;
    let bg = `<rect x="0" y="0" width="${W}" height="${H}" fill="${e.soft.linear([
      [0, shade(sky, 0.08)],
      [1, shade(sky, -0.05)],
    ])}"/>`;
    // facades converging on the vanishing point
    const left = `M0 0 L${n1(vx - W * 0.12)} ${n1(vy - H * 0.22)} L${n1(vx - W * 0.12)} ${n1(vy + H * 0.05)} L0 ${H} Z`;
    const right = `M${W} 0 L${n1(vx + W * 0.1)} ${n1(vy - H * 0.25)} L${n1(vx + W * 0.1)} ${n1(vy + H * 0.05)} L${W} ${H} Z`;
    bg += `<path d="${left}" fill="${e.soft.linear(
      [
        [0, shade(ochre, 0.1)],
        [1, shade(ochre, -0.1)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
    bg += `<path d="${right}" fill="${e.soft.linear(
      [
        [0, shade(terra, -0.35)],
        [1, shade(terra, -0.15)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
    // windows with green shutters, in perspective
    const shutters = mix('#4f6b4f', pal.deep, 0.2);
    const win = (side: -1 | 1) => {
      let s = '';
      for (let f = 0; f < 3; f++) {
        for (let k = 0; k < 4; k++) {
          const t = 0.12 + k * 0.2;
          const xEdge = side < 0 ? 0 : W;
          const xv = side < 0 ? vx - W * 0.12 : vx + W * 0.1;
          const x = xEdge + (xv - xEdge) * t;
          const scale = 1 - t * 0.85;
          const yTop = (0.12 + f * 0.2) * H * (1 - t) + (vy - H * 0.2) * t;
          const w = 70 * u * scale * (W / H > 1 ? 1.2 : 1),
            h = 110 * u * scale;
          s += `<rect x="${n1(x - w / 2)}" y="${n1(yTop)}" width="${n1(w)}" height="${n1(h)}" fill="${shade(shutters, side < 0 ? 0 : -0.3)}"/>`;
          s += `<rect x="${n1(x - w / 2 - 6 * u * scale)}" y="${n1(yTop - 8 * u * scale)}" width="${n1(w + 12 * u * scale)}" height="${n1(8 * u * scale)}" fill="${side < 0 ? '#efe1c6' : shade(terra, -0.2)}"/>`;
        }
      }
      return s;
    };
    bg += win(-1) + win(1);
    // far arch and tower at the end of the street
    bg += `<rect x="${n1(vx - W * 0.12)}" y="${n1(vy - H * 0.2)}" width="${n1(W * 0.22)}" height="${n1(H * 0.25)}" fill="${mix(ochre, sky, 0.45)}"/>`;
    bg += `<path d="M${n1(vx - W * 0.04)} ${n1(vy + H * 0.05)} L${n1(vx - W * 0.04)} ${n1(vy - H * 0.04)} A${n1(W * 0.04)} ${n1(W * 0.04)} 0 0 1 ${n1(vx + W * 0.04)} ${n1(vy - H * 0.04)} L${n1(vx + W * 0.04)} ${n1(vy + H * 0.05)}Z" fill="${mix(shade(ochre, -0.4), sky, 0.3)}"/>`;
    bg += `<rect x="${n1(vx + W * 0.02)}" y="${n1(vy - H * 0.42)}" width="${n1(W * 0.035)}" height="${n1(H * 0.24)}" fill="${mix(terra, sky, 0.4)}"/>`;
    // cobbles
    const ground = `M0 ${H} L${n1(vx - W * 0.12)} ${n1(vy + H * 0.05)} L${n1(vx + W * 0.1)} ${n1(vy + H * 0.05)} L${W} ${H} Z`;
    bg += `<path d="${ground}" fill="${e.soft.linear([
      [0, '#9c9186'],
      [1, '#6f655c'],
    ])}"/>`;
    let cob = '';
    for (let i = 1; i < 14; i++) {
      const t = Math.pow(i / 14, 1.8);
      const y = vy + H * 0.05 + (H - vy - H * 0.05) * t;
      cob += `<path d="M0 ${n1(y)} L${W} ${n1(y)}" stroke="#4b433c" stroke-opacity="0.4" stroke-width="${n1(2 + t * 4)}"/>`;
    }
    for (let i = -8; i <= 8; i++)
      cob += `<path d="M${n1(vx + i * W * 0.012)} ${n1(vy + H * 0.05)} L${n1(vx + i * W * 0.16)} ${H}" stroke="#4b433c" stroke-opacity="0.3" stroke-width="3"/>`;
    bg += `<g clip-path="${e.soft.clip(ground)}">${cob}</g>`;
    // sunlight raking across the left facade, shade on the right
    bg += `<path d="M0 ${n1(H * 0.3)} L${n1(vx - W * 0.12)} ${n1(vy - H * 0.05)} L${n1(vx - W * 0.12)} ${n1(vy + H * 0.05)} L0 ${H}Z" fill="#fff2d8" opacity="0.25"/>`;
    // a passer-by, far off
    const fx = vx + rng.range(-0.05, 0.04) * W,
      fy = vy + H * 0.05;
    bg += `<g fill="${pal.deep}" opacity="0.8"><ellipse cx="${n1(fx)}" cy="${n1(fy - 64 * u)}" rx="${n1(7 * u)}" ry="${n1(9 * u)}"/><path d="M${n1(fx - 12 * u)} ${n1(fy - 54 * u)} L${n1(fx + 12 * u)} ${n1(fy - 54 * u)} L${n1(fx + 16 * u)} ${n1(fy - 14 * u)} L${n1(fx - 16 * u)} ${n1(fy - 14 * u)}Z"/><rect x="${n1(fx - 9 * u)}" y="${n1(fy - 16 * u)}" width="${n1(7 * u)}" height="${n1(16 * u)}"/><rect x="${n1(fx + 2 * u)}" y="${n1(fy - 16 * u)}" width="${n1(7 * u)}" height="${n1(16 * u)}"/></g>`;
    e.softBody += `<g filter="${blurFilter(e.soft, 7 * u)}">${bg}</g>`;
    e.softBody += `<rect x="0" y="0" width="${W}" height="${H}" fill="${e.soft.linear(
      [
        [0, '#fff0d6', 0.18],
        [1, '#fff0d6', 0],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
    vignette(e, 0.25);
    // a travertine step in the foreground, in focus, with the product on it
    const stepTop = H * 0.74;
    const stone = '#d9cdb8';
    e.crispBody += `<path d="M0 ${n1(stepTop)} L${W} ${n1(stepTop - H * 0.02)} L${W} ${H} L0 ${H}Z" fill="${e.crisp.linear([
      [0, shade(stone, 0.12)],
      [0.12, stone],
      [0.14, shade(stone, -0.25)],
      [1, shade(stone, -0.35)],
    ])}"/>`;
    e.crispBody += e.crisp.texFill('stone', 900, `M0 ${n1(stepTop)} L${W} ${n1(stepTop - H * 0.02)} L${W} ${H} L0 ${H}Z`, 0.5, {
      group: 'scene',
    });
    const ledge = stepTop + H * 0.06;
    const outfit = takeFigure(e);
    if (outfit) {
      if (e.products[0]) standProduct(e, e.products[0], 'styled', W * 0.26, ledge, W * 0.3, H * 0.3, 1);
      figure(e, outfit, W * 0.58, ledge, H * 0.78);
      return;
    }
    const items = [productOr(e, 0, 'shoulder-bag', pal.accent), e.products[1]];
    standProduct(e, items[0], 'styled', W * (W > H ? 0.42 : 0.5), ledge, Math.min(W * 0.42, H * 0.5), H * 0.55, 1);
    if (items[1]) standProduct(e, items[1], 'side', W * (W > H ? 0.72 : 0.78), ledge + H * 0.02, W * 0.3, H * 0.3, 1);
  },

  'still-life'(e) {
    const { W, H, u, pal } = e;
    const wall = wallTone(pal.light, 0.3);
    e.background = wall;
    const tableY = H * 0.58;
    plaster(e, wall, 0, 0, W, tableY, 0.25);
    gobo(e, 0.28, 0.35);
    const cloth = mix(pal.light, '#f4efe6', 0.5);
    e.softBody += `<rect x="0" y="${n1(tableY)}" width="${W}" height="${n1(H - tableY)}" fill="${e.soft.linear([
      [0, shade(cloth, -0.1)],
      [1, shade(cloth, 0.04)],
    ])}"/>`;
    e.crispBody += e.crisp.texRect('linen', 380, 0, tableY, W, H - tableY, 0.45);
    e.crispBody += `<rect x="0" y="${n1(tableY)}" width="${W}" height="${n1(4 * u)}" fill="#000" opacity="0.12"/>`;
    leafShadows(e, W * 0.55, W * 0.98, H * 0.05, H * 0.4, 12);
    // a ceramic vase with an olive branch
    const vx = W * 0.2,
      vb = tableY + (H - tableY) * 0.25,
      vh = H * 0.32,
      vw = vh * 0.42;
    const vase = `M${n1(vx - vw * 0.18)} ${n1(vb - vh)} C${n1(vx - vw * 0.2)} ${n1(vb - vh * 0.8)} ${n1(vx - vw * 0.62)} ${n1(vb - vh * 0.6)} ${n1(vx - vw * 0.5)} ${n1(vb - vh * 0.25)} C${n1(vx - vw * 0.44)} ${n1(vb - vh * 0.05)} ${n1(vx - vw * 0.3)} ${n1(vb)} ${n1(vx)} ${n1(vb)} C${n1(vx + vw * 0.3)} ${n1(vb)} ${n1(vx + vw * 0.44)} ${n1(vb - vh * 0.05)} ${n1(vx + vw * 0.5)} ${n1(vb - vh * 0.25)} C${n1(vx + vw * 0.62)} ${n1(vb - vh * 0.6)} ${n1(vx + vw * 0.2)} ${n1(vb - vh * 0.8)} ${n1(vx + vw * 0.18)} ${n1(vb - vh)} Z`;
    const vc = mix(pal.accent, '#e8dfd0', 0.25);
    e.softBody += `<ellipse cx="${n1(vx + vw * 0.5)}" cy="${n1(vb)}" rx="${n1(vw * 0.9)}" ry="${n1(vw * 0.12)}" fill="#000" opacity="0.3" filter="${blurFilter(e.soft, 10 * u)}"/>`;
    e.crispBody += `<path d="${vase}" fill="${vc}"/><path d="${vase}" fill="${e.crisp.linear(
      [
        [0, '#fff', 0.35],
        [0.35, '#fff', 0.05],
        [0.7, '#000', 0.1],
        [1, '#000', 0.35],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
    e.crispBody += `<ellipse cx="${n1(vx)}" cy="${n1(vb - vh)}" rx="${n1(vw * 0.18)}" ry="${n1(vw * 0.05)}" fill="${shade(vc, -0.5)}"/>`;
    let branch = `<path d="M${n1(vx)} ${n1(vb - vh)} C${n1(vx + 20 * u)} ${n1(vb - vh - 120 * u)} ${n1(vx + 120 * u)} ${n1(vb - vh - 200 * u)} ${n1(vx + 200 * u)} ${n1(vb - vh - 260 * u)}" stroke="#6b5b45" stroke-width="${n1(5 * u)}" fill="none"/>`;
    for (let i = 0; i < 16; i++) {
      const t = 0.1 + i * 0.055;
      const x = vx + (200 * t * t + 20 * t) * u,
        y = vb - vh - 260 * t * u;
      const a = (i % 2 ? -1 : 1) * e.rng.range(30, 60) - 40;
      branch += `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(34 * u)}" ry="${n1(8 * u)}" transform="rotate(${n1(a)} ${n1(x)} ${n1(y)}) translate(${n1(30 * u)} 0)" fill="${mix('#7d8668', '#a6ad8f', e.rng.next())}"/>`;
    }
    e.crispBody += branch;
    // lemons
    const lemon = (x: number, y: number, r: number, rot: number) => {
      const g = e.crisp.radial(
        [
          [0, '#f7e07a'],
          [0.6, '#e5c13a'],
          [1, '#b58f1c'],
        ],
        0.38,
        0.35,
        0.7,
      );
      e.softBody += `<ellipse cx="${n1(x + r * 0.3)}" cy="${n1(y + r * 0.7)}" rx="${n1(r * 1.3)}" ry="${n1(r * 0.35)}" fill="#000" opacity="0.3" filter="${blurFilter(e.soft, 6 * u)}"/>`;
      e.crispBody += `<g transform="rotate(${rot} ${n1(x)} ${n1(y)})"><path d="M${n1(x - r * 1.25)} ${n1(y)} Q${n1(x - r * 1.1)} ${n1(y - r * 0.95)} ${n1(x)} ${n1(y - r * 0.85)} Q${n1(x + r * 1.1)} ${n1(y - r * 0.95)} ${n1(x + r * 1.25)} ${n1(y)} Q${n1(x + r * 1.1)} ${n1(y + r * 0.95)} ${n1(x)} ${n1(y + r * 0.85)} Q${n1(x - r * 1.1)} ${n1(y + r * 0.95)} ${n1(x - r * 1.25)} ${n1(y)}Z" fill="${g}"/><ellipse cx="${n1(x - r * 0.35)}" cy="${n1(y - r * 0.4)}" rx="${n1(r * 0.3)}" ry="${n1(r * 0.12)}" fill="#fff" opacity="0.45"/></g>`;
    };
    const ly = tableY + (H - tableY) * 0.72;
    lemon(W * 0.08, ly, 46 * u, -10);
    lemon(W * 0.16, ly + 20 * u, 42 * u, 20);
    e.crispBody += `<ellipse cx="${n1(W * 0.12)}" cy="${n1(ly - 50 * u)}" rx="${n1(40 * u)}" ry="${n1(12 * u)}" fill="#6d7a4f" transform="rotate(-30 ${n1(W * 0.12)} ${n1(ly - 50 * u)})"/>`;
    // two books stacked
    const bx = W * 0.76,
      by = tableY + (H - tableY) * 0.3;
    for (const [i, c] of [pal.deep, pal.main].entries()) {
      const bw = W * 0.2 - i * 20 * u,
        bh = 36 * u,
        x = bx - bw / 2 + i * 10 * u,
        y = by - (i + 1) * bh;
      e.crispBody += `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(bw)}" height="${n1(bh)}" rx="${n1(4 * u)}" fill="${c}"/><rect x="${n1(x)}" y="${n1(y)}" width="${n1(bw)}" height="${n1(bh)}" rx="${n1(4 * u)}" fill="${e.crisp.linear(
        [
          [0, '#fff', 0.2],
          [1, '#000', 0.25],
        ],
      )}"/><rect x="${n1(x + bw - 8 * u)}" y="${n1(y + 4 * u)}" width="${n1(6 * u)}" height="${n1(bh - 8 * u)}" fill="#f3ecde" opacity="0.7"/>`;
    }
    e.softBody += `<rect x="${n1(bx - W * 0.1)}" y="${n1(by - 6 * u)}" width="${n1(W * 0.22)}" height="${n1(16 * u)}" fill="#000" opacity="0.3" filter="${blurFilter(e.soft, 6 * u)}"/>`;
    // the products
    const a = productOr(e, 0, 'pochette', pal.main);
    const b = productOr(e, 1, 'cardholder', pal.accent);
    standProduct(e, a, 'styled', W * 0.48, tableY + (H - tableY) * 0.55, W * 0.3, H * 0.42, 1);
    standProduct(e, b, 'front', bx, by - 72 * u, W * 0.16, H * 0.16, 0.8);
    // a third piece, when the picture names one, leans nearer the camera on the other side
    if (e.products[2]) standProduct(e, e.products[2], 'side', W * 0.2, tableY + (H - tableY) * 0.8, W * 0.26, H * 0.3, 1);
    vignette(e, 0.22);
  },

  landscape(e) {
    const { W, H, u, pal, rng } = e;
    const sky = mix(pal.light, '#cfdbe3', 0.45);
    e.background = sky;
    let bg = `<rect x="0" y="0" width="${W}" height="${H}" fill="${e.soft.linear([
      [0, shade(sky, -0.08)],
      [0.5, shade(sky, 0.08)],
      [0.62, mix(sky, '#f7e3c4', 0.5)],
    ])}"/>`;
    bg += `<circle cx="${n1(W * 0.72)}" cy="${n1(H * 0.3)}" r="${n1(H * 0.22)}" fill="${e.soft.radial([
      [0, '#fff6e0', 0.7],
      [1, '#fff6e0', 0],
    ])}"/>`;
    const green = mix('#7a8a5a', pal.main, 0.25);
    const layers = 5;
    for (let i = 0; i < layers; i++) {
      const t = i / (layers - 1);
      const base = H * (0.5 + t * 0.28);
      const col = mix(mix(green, shade(green, -0.25), t), sky, 0.62 * (1 - t));
      let d = `M0 ${H} L0 ${n1(base)}`;
      const n = 6;
      for (let k = 0; k <= n; k++) {
        const x = (k / n) * W;
        const y = base - rng.range(0.02, 0.08) * H * (1 - t * 0.5);
        d += ` Q${n1(x - W / n / 2)} ${n1(y - rng.range(0, 0.04) * H)} ${n1(x)} ${n1(y)}`;
      }
      d += ` L${W} ${H} Z`;
      bg += `<path d="${d}" fill="${col}"/>`;
      // cypress rows and a villa on the middle hills
      if (i === 2 || i === 3) {
        for (let k = 0; k < (i === 2 ? 9 : 5); k++) {
          const x = rng.range(0.05, 0.95) * W,
            y = base - rng.range(0.03, 0.07) * H;
          const h = (i === 2 ? 60 : 110) * u * rng.range(0.8, 1.2),
            w = h * 0.18;
          bg += `<path d="M${n1(x)} ${n1(y - h)} C${n1(x + w)} ${n1(y - h * 0.6)} ${n1(x + w)} ${n1(y)} ${n1(x)} ${n1(y)} C${n1(x - w)} ${n1(y)} ${n1(x - w)} ${n1(y - h * 0.6)} ${n1(x)} ${n1(y - h)}Z" fill="${mix('#2f3b26', sky, 0.3 * (1 - t))}"/>`;
        }
      }
      if (i === 1) {
        const x = W * rng.range(0.25, 0.45),
          y = base - 0.05 * H;
        bg += `<rect x="${n1(x)}" y="${n1(y - 40 * u)}" width="${n1(90 * u)}" height="${n1(40 * u)}" fill="${mix('#e2c49a', sky, 0.35)}"/><path d="M${n1(x - 6 * u)} ${n1(y - 40 * u)} L${n1(x + 45 * u)} ${n1(y - 62 * u)} L${n1(x + 96 * u)} ${n1(y - 40 * u)}Z" fill="${mix('#b86a45', sky, 0.35)}"/><rect x="${n1(x + 60 * u)}" y="${n1(y - 80 * u)}" width="${n1(18 * u)}" height="${n1(40 * u)}" fill="${mix('#e2c49a', sky, 0.3)}"/>`;
      }
    }
    // a field of golden grass rows in the foreground
    const field = mix('#c9a866', pal.main, 0.2);
    bg += `<path d="M0 ${n1(H * 0.8)} Q${n1(W * 0.5)} ${n1(H * 0.74)} ${W} ${n1(H * 0.8)} L${W} ${H} L0 ${H}Z" fill="${field}"/>`;
    for (let k = 0; k < 12; k++)
      bg += `<path d="M${n1(W * 0.5)} ${n1(H * 0.76)} L${n1((k / 11) * W * 2 - W * 0.5)} ${H}" stroke="${shade(field, -0.2)}" stroke-opacity="0.35" stroke-width="${n1(6 * u)}"/>`;
    e.softBody += `<g filter="${blurFilter(e.soft, 2.5 * u)}">${bg}</g>`;
    e.softBody += `<rect x="0" y="${n1(H * 0.45)}" width="${W}" height="${n1(H * 0.25)}" fill="${e.soft.linear([
      [0, '#fff', 0],
      [0.5, '#fff', 0.18],
      [1, '#fff', 0],
    ])}"/>`;
    vignette(e, 0.18);
    // someone on the road wearing the clothes; a dry-stone wall in the foreground for the rest
    const outfit = takeFigure(e);
    if (outfit) figure(e, outfit, W * 0.62, H * 0.95, H * 0.62);
    if (e.products.length) {
      const top = H * 0.84;
      let wall = `<path d="M0 ${n1(top)} L${W} ${n1(top - H * 0.015)} L${W} ${H} L0 ${H}Z" fill="#b8a98f"/>`;
      for (let r = 0; r < 3; r++) {
        let x = -rng.range(0, 60) * u;
        const y = top + (r * (H - top)) / 3;
        while (x < W) {
          const w = rng.range(80, 160) * u;
          wall += `<rect x="${n1(x + 3 * u)}" y="${n1(y + 3 * u)}" width="${n1(w - 6 * u)}" height="${n1((H - top) / 3 - 6 * u)}" rx="${n1(10 * u)}" fill="${mix('#c9bca3', '#9d8f77', rng.next())}"/>`;
          x += w;
        }
      }
      e.crispBody +=
        wall + e.crisp.texFill('stone', 700, `M0 ${n1(top)} L${W} ${n1(top - H * 0.015)} L${W} ${H} L0 ${H}Z`, 0.5, { group: 'scene' });
      e.products
        .slice(0, 2)
        .forEach((p, i) => standProduct(e, p, i === 0 ? 'styled' : 'side', W * (0.38 + i * 0.3), top + 6 * u, W * 0.3, H * 0.36, 1));
      // the wall, drawn over the figure, hides its legs
      if (outfit) for (const it of [outfit.trousers, outfit.shoes]) coveredBelow(e, it, top - H * 0.015);
    }
  },

  /** A Ligurian harbour at dusk: tall painted houses along the quay, their reflections, moored boats. */
  harbour(e) {
    const { W, H, u, pal, rng } = e;
    const sky = mix(pal.light, '#f3d6b8', 0.45);
    e.background = sky;
    const waterline = H * 0.62;
    let bg = `<rect x="0" y="0" width="${W}" height="${H}" fill="${e.soft.linear([
      [0, mix('#7f97b2', pal.light, 0.15)],
      [0.4, mix('#e9c3a0', pal.light, 0.2)],
      [0.62, mix('#f6dfc2', pal.light, 0.2)],
    ])}"/>`;
    // the headland behind the town, hazy
    bg += `<path d="M0 ${n1(H * 0.36)} Q${n1(W * 0.3)} ${n1(H * 0.22)} ${n1(W * 0.62)} ${n1(H * 0.34)} T${W} ${n1(H * 0.4)} L${W} ${n1(waterline)} L0 ${n1(waterline)}Z" fill="${mix('#5f6f52', sky, 0.55)}"/>`;
    // the row of houses, each a different wash, with green shutters and a tiled roof line
    const washes = ['#d9a35a', '#c96f4f', '#e3c07a', '#d98f7a', '#cf8a4a', '#e8d2a6', '#b85f45'].map((c) => mix(c, pal.main, 0.15));
    const quay = waterline - 6 * u;
    let x = -rng.range(0, 40) * u;
    let houses = '';
    let reflections = '';
    while (x < W) {
      const w = rng.range(110, 190) * u;
      const h = rng.range(0.2, 0.32) * H;
      const wash = washes[Math.floor(rng.next() * washes.length)];
      const top = quay - h;
      houses += `<rect x="${n1(x)}" y="${n1(top)}" width="${n1(w)}" height="${n1(h)}" fill="${wash}"/>`;
      houses += `<rect x="${n1(x)}" y="${n1(top - 6 * u)}" width="${n1(w)}" height="${n1(8 * u)}" fill="${shade(wash, -0.3)}"/>`;
      const rows = Math.max(2, Math.floor(h / (46 * u)));
      const cols = Math.max(2, Math.floor(w / (46 * u)));
      for (let r = 0; r < rows; r++)
        for (let c = 0; c < cols; c++) {
          const wx = x + ((c + 0.5) * w) / cols - 8 * u;
          const wy = top + 18 * u + (r * (h - 40 * u)) / rows;
          houses += `<rect x="${n1(wx)}" y="${n1(wy)}" width="${n1(16 * u)}" height="${n1(24 * u)}" fill="${mix('#4d6b4a', wash, 0.2)}"/>`;
        }
      reflections += `<rect x="${n1(x)}" y="${n1(waterline)}" width="${n1(w)}" height="${n1(h * 0.7)}" fill="${wash}" opacity="0.35"/>`;
      x += w;
    }
    bg += houses;
    // the water, the houses' colours broken into ripples
    const sea = mix('#3f6f80', pal.light, 0.12);
    bg += `<rect x="0" y="${n1(waterline)}" width="${W}" height="${n1(H - waterline)}" fill="${e.soft.linear([
      [0, shade(sea, 0.15)],
      [1, shade(sea, -0.15)],
    ])}"/>`;
    bg += reflections;
    for (let k = 0; k < 40; k++) {
      const ry = waterline + rng.range(0.01, 1) * (H - waterline);
      const rx = rng.range(0, 1) * W;
      bg += `<path d="M${n1(rx)} ${n1(ry)} h${n1(rng.range(30, 120) * u)}" stroke="#fff3dc" stroke-opacity="${rng.range(0.12, 0.3).toFixed(2)}" stroke-width="${n1(3 * u)}"/>`;
    }
    e.softBody += `<g filter="${blurFilter(e.soft, 2 * u)}">${bg}</g>`;
    // moored boats in the foreground, crisp: a painted hull, a thin rim and its mast or awning post
    const boatColours = ['#f4efe4', '#2f4f7a', '#b8433a', '#e2b64c'];
    for (let k = 0; k < 4; k++) {
      const bw = rng.range(200, 300) * u;
      const bx = W * (0.06 + k * 0.24) + rng.range(-30, 30) * u;
      const by = H * (0.78 + (k % 2) * 0.08);
      const hull = boatColours[k % boatColours.length];
      e.crispBody += `<path d="M${n1(bx)} ${n1(by)} L${n1(bx + bw)} ${n1(by)} Q${n1(bx + bw * 0.95)} ${n1(by + 40 * u)} ${n1(bx + bw * 0.8)} ${n1(by + 48 * u)} L${n1(bx + bw * 0.15)} ${n1(by + 48 * u)} Q${n1(bx + 10 * u)} ${n1(by + 30 * u)} ${n1(bx)} ${n1(by)}Z" fill="${hull}"/>`;
      e.crispBody += `<path d="M${n1(bx)} ${n1(by)} L${n1(bx + bw)} ${n1(by)}" stroke="${shade(hull, -0.35)}" stroke-width="${n1(6 * u)}"/>`;
      e.crispBody += `<path d="M${n1(bx + bw * 0.45)} ${n1(by)} L${n1(bx + bw * 0.45)} ${n1(by - 120 * u)}" stroke="#5b4a3a" stroke-width="${n1(5 * u)}"/>`;
      e.crispBody += `<ellipse cx="${n1(bx + bw / 2)}" cy="${n1(by + 56 * u)}" rx="${n1(bw * 0.5)}" ry="${n1(6 * u)}" fill="#10202a" opacity="0.25"/>`;
    }
    vignette(e, 0.16);
    if (e.products.length) {
      e.products
        .slice(0, 2)
        .forEach((p, i) => standProduct(e, p, i === 0 ? 'styled' : 'side', W * (0.38 + i * 0.3), H * 0.96, W * 0.3, H * 0.34, 1));
    }
  },
  portrait(e) {
    const { W, H, pal } = e;
    const wall = wallTone(pal.light, 0.35);
    e.background = wall;
    plaster(e, wall, 0, 0, W, H, 0.25);
    gobo(e, 0.18, 0.4);
    e.softBody += `<rect x="0" y="${n1(H * 0.9)}" width="${W}" height="${n1(H * 0.1)}" fill="${shade(wall, -0.12)}" filter="${blurFilter(e.soft, 8 * e.u)}"/>`;
    // chin to toe, the figure fills the frame; whatever is not worn is ignored
    const worn = wearable(
      e,
      e.products.length
        ? e.products
        : [
            { kind: 'coat', color: pal.main },
            { kind: 'shoulder-bag', color: pal.accent },
          ],
    );
    figure(e, worn, W / 2, H * 0.975, H * 1.04);
    vignette(e, 0.25);
  },

  press(e) {
    const { W, H, u, pal, rng } = e;
    const table = mix(pal.light, '#d8cfc2', 0.4);
    e.background = table;
    e.softBody += `<rect x="0" y="0" width="${W}" height="${H}" fill="${e.soft.linear(
      [
        [0, shade(table, 0.06)],
        [1, shade(table, -0.08)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`;
    e.crispBody += e.crisp.texRect('linen', 420, 0, 0, W, H, 0.4);
    vignette(e, 0.2);
    // an open magazine spread
    const sw = Math.min(W * 0.86, H * 1.25),
      sh = sw * 0.66;
    const cx = W / 2,
      cy = H / 2;
    const rot = rng.range(-5, -2);
    const tr = `rotate(${n1(rot)} ${n1(cx)} ${n1(cy)})`;
    const x0 = cx - sw / 2,
      y0 = cy - sh / 2;
    e.softBody += `<g transform="${tr}"><rect x="${n1(x0 + 14 * u)}" y="${n1(y0 + 24 * u)}" width="${n1(sw)}" height="${n1(sh)}" fill="#1e1712" opacity="0.35" filter="${blurFilter(e.soft, 18 * u)}"/></g>`;
    const paper = '#f6f2ea';
    let s = `<rect x="${n1(x0)}" y="${n1(y0)}" width="${n1(sw)}" height="${n1(sh)}" fill="${paper}"/>`;
    s += e.crisp.texRect('paper', 300, x0, y0, sw, sh, 0.5);
    s += `<rect x="${n1(cx - sw * 0.08)}" y="${n1(y0)}" width="${n1(sw * 0.16)}" height="${n1(sh)}" fill="${e.crisp.linear(
      [
        [0, '#000', 0],
        [0.5, '#000', 0.22],
        [1, '#000', 0],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
    // left page: a full-bleed photograph of a product on a coloured backdrop
    const px = x0 + sw * 0.04,
      py = y0 + sh * 0.06,
      pw = sw * 0.42,
      ph = sh * 0.88;
    const bgc = wallTone(pal.main, 0.35);
    s += `<rect x="${n1(px)}" y="${n1(py)}" width="${n1(pw)}" height="${n1(ph)}" fill="${e.crisp.linear([
      [0, shade(bgc, 0.08)],
      [0.7, bgc],
      [1, shade(bgc, -0.15)],
    ])}"/>`;
    s += `<ellipse cx="${n1(px + pw / 2)}" cy="${n1(py + ph * 0.8)}" rx="${n1(pw * 0.35)}" ry="${n1(ph * 0.03)}" fill="${e.crisp.radial([
      [0, '#000', 0.35],
      [1, '#000', 0],
    ])}"/>`;
    e.crispBody += `<g transform="${tr}">${s}`;
    const item = productOr(e, 0, 'clutch', pal.accent);
    const probe = productDrawing(new Doc(), item.kind, item.color, 'front', e.seed, undefined, false, item.shape);
    const b = probe.bounds;
    const k = Math.min((pw * 0.7) / b.w, (ph * 0.6) / b.h);
    const pl: Placement = { x: px + pw / 2 - (b.x + b.w / 2) * k, y: py + ph * 0.8 - (probe.floor ?? b.y + b.h) * k, scale: k };
    e.crisp.unitScale = k;
    const prod = productDrawing(e.crisp, item.kind, item.color, 'front', e.seed, undefined, false, item.shape);
    e.crisp.unitScale = null;
    e.crispBody += `<g transform="${placeTransform(pl)}">${prod.body}</g>`;
    // the spread is turned about the frame's centre (tr), and the product with it
    mark(e, item, rotateAbout(placePoint(pl, centre(prod)), rot, pt(cx, cy)));
    // right page: masthead, headline and columns of text
    const rx = cx + sw * 0.06,
      rw = sw * 0.4;
    let t = `<text x="${n1(rx)}" y="${n1(y0 + sh * 0.13)}" font-family="DejaVu Serif, serif" font-size="${n1(sh * 0.07)}" letter-spacing="${n1(sh * 0.012)}" fill="#1c1a19">BOTTEGA</text>`;
    t += `<rect x="${n1(rx)}" y="${n1(y0 + sh * 0.16)}" width="${n1(rw)}" height="${n1(2 * u)}" fill="#1c1a19"/>`;
    t += `<text x="${n1(rx)}" y="${n1(y0 + sh * 0.25)}" font-family="DejaVu Serif, serif" font-style="italic" font-size="${n1(sh * 0.045)}" fill="${shade(pal.accent, -0.3)}">L'arte della pelle</text>`;
    t += `<text x="${n1(rx)}" y="${n1(y0 + sh * 0.3)}" font-family="DejaVu Sans, sans-serif" font-size="${n1(sh * 0.018)}" letter-spacing="${n1(sh * 0.004)}" fill="#6d655b">ATELIER · FIRENZE · MMXXV</text>`;
    const colW = rw * 0.47;
    for (const c of [0, 1]) {
      let y = y0 + sh * 0.36;
      while (y < y0 + sh * 0.92) {
        const lw = colW * (rng.chance(0.12) ? rng.range(0.3, 0.7) : rng.range(0.9, 1));
        t += `<rect x="${n1(rx + c * rw * 0.53)}" y="${n1(y)}" width="${n1(lw)}" height="${n1(sh * 0.008)}" fill="#8b847b"/>`;
        y += sh * 0.022;
        if (rng.chance(0.08)) y += sh * 0.02;
      }
    }
    t += `<text x="${n1(rx + rw)}" y="${n1(y0 + sh * 0.96)}" text-anchor="end" font-family="DejaVu Serif, serif" font-size="${n1(sh * 0.016)}" fill="#8b847b">${24 + rng.int(0, 70)}</text>`;
    e.crispBody += t;
    // page curvature
    e.crispBody += `<rect x="${n1(x0)}" y="${n1(y0)}" width="${n1(sw)}" height="${n1(sh)}" fill="${e.crisp.linear(
      [
        [0, '#000', 0.08],
        [0.15, '#fff', 0.06],
        [0.45, '#000', 0.02],
        [0.55, '#000', 0.02],
        [0.85, '#fff', 0.05],
        [1, '#000', 0.08],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
    e.crispBody += `</g>`;
    // an espresso cup at the corner
    const ex = W * 0.88,
      ey = H * 0.16,
      er = Math.min(W, H) * 0.07;
    e.softBody += `<circle cx="${n1(ex + er * 0.3)}" cy="${n1(ey + er * 0.4)}" r="${n1(er * 1.25)}" fill="#000" opacity="0.3" filter="${blurFilter(e.soft, 10 * u)}"/>`;
    e.crispBody += `<circle cx="${n1(ex)}" cy="${n1(ey)}" r="${n1(er * 1.3)}" fill="#f4f1eb"/><circle cx="${n1(ex)}" cy="${n1(ey)}" r="${n1(er * 1.3)}" fill="${e.crisp.radial(
      [
        [0.7, '#000', 0],
        [1, '#000', 0.15],
      ],
    )}"/><circle cx="${n1(ex)}" cy="${n1(ey)}" r="${n1(er * 0.78)}" fill="#fbfaf7"/><circle cx="${n1(ex)}" cy="${n1(ey)}" r="${n1(er * 0.64)}" fill="#3a2416"/><circle cx="${n1(ex)}" cy="${n1(ey)}" r="${n1(er * 0.6)}" fill="${e.crisp.radial(
      [
        [0, '#b07a4e'],
        [0.7, '#6e4326'],
        [1, '#3a2416'],
      ],
      0.45,
      0.45,
      0.6,
    )}"/>`;
    e.crispBody += `<path d="M${n1(ex + er * 0.78)} ${n1(ey - er * 0.15)} q${n1(er * 0.6)} 0 ${n1(er * 0.6)} ${n1(er * 0.3)}" stroke="#f4f1eb" stroke-width="${n1(er * 0.22)}" fill="none" stroke-linecap="round"/>`;
    void stitch;
    void isLight;
    void luminance;
  },
};
