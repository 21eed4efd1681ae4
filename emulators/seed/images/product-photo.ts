// Catalogue photography for the demo shop, drawn in code: a product kind in a colour, seen
// from one of six views, on a studio sweep, a flat-lay surface or a styled set.
// Same spec in, byte-identical JPEG out.
import { Doc, leather, type Material } from './svg.ts';
import { renderLayers } from './compose.ts';
import { createRng, hashString } from './rng.ts';
import { normalizeHex, mix, isLight } from './color.ts';
import type { TextureName } from './textures.ts';
import { SHAPE_KIND, SHAPE_SURFACE, isProductShape, type ProductShape } from './shapes.ts';
import {
  studioBackdrop,
  studioTone,
  standingShadows,
  flatShadows,
  floatingShadows,
  placeTransform,
  type Placement,
  chooseSurface,
  surfaceSoft,
  surfaceCrisp,
  flatLayProps,
  chooseWall,
  styledSet,
} from './scenes.ts';
import type { Drawing, DrawFn, Pose } from './kinds/types.ts';
import { shoulderBag, crossbody, pochette, clutch, wallet, cardholder } from './kinds/bags.ts';
import { structuredTote, archedTote, canvasTote, wovenTote } from './kinds/totes.ts';
import { crescentBag, domedBag, gatheredBag } from './kinds/shoulder-bags.ts';
import { bridgeFlapBag, saddleBag, trunkBag } from './kinds/crossbodies.ts';
import { mirroredPochette, shellPochette, pleatedClutch, envelopeClutch } from './kinds/evening.ts';
import { bifoldWallet, continentalWallet, slimWallet, passportCover, glassesCase } from './kinds/wallets.ts';
import { knotKeyring, tasselKeyring } from './kinds/keyrings.ts';
import { keyring, belt } from './kinds/small.ts';
import { loafer, ankleBoot, sneaker } from './kinds/shoes.ts';
import { shirt, coat, knit, trousers, scarf } from './kinds/garments.ts';

export type ProductKind =
  | 'tote'
  | 'shoulder-bag'
  | 'crossbody'
  | 'pochette'
  | 'clutch'
  | 'wallet'
  | 'cardholder'
  | 'belt'
  | 'loafer'
  | 'ankle-boot'
  | 'sneaker'
  | 'shirt'
  | 'coat'
  | 'knit'
  | 'trousers'
  | 'keyring'
  | 'scarf';
export type ProductView = 'front' | 'side' | 'back' | 'detail' | 'top' | 'styled';

export interface ProductPhotoSpec {
  kind: ProductKind;
  /** '#rrggbb' main material colour. */
  color: string;
  /** Hardware or lining colour. */
  accent?: string;
  view: ProductView;
  /** Deterministic small variations. */
  seed?: number;
  /** The model's silhouette (see shapes.ts); the kind's first drawing when absent. */
  shape?: ProductShape;
}

export const PRODUCT_PHOTO_SIZE = { width: 1600, height: 2000 } as const satisfies { width: 1600; height: 2000 };

export const PRODUCT_KINDS: readonly ProductKind[] = [
  'tote',
  'shoulder-bag',
  'crossbody',
  'pochette',
  'clutch',
  'wallet',
  'cardholder',
  'belt',
  'loafer',
  'ankle-boot',
  'sneaker',
  'shirt',
  'coat',
  'knit',
  'trousers',
  'keyring',
  'scarf',
];
export const PRODUCT_VIEWS: readonly ProductView[] = ['front', 'side', 'back', 'detail', 'top', 'styled'];

interface KindInfo {
  studioW?: number;
  draw: DrawFn;
  texture: TextureName;
  contrastThread?: boolean;
  gloss?: number;
  detailPose?: Pose;
  flatRotate?: number;
  cloth?: boolean;
}

const KINDS: Record<ProductKind, KindInfo> = {
  tote: { draw: structuredTote, texture: 'pebble' },
  'shoulder-bag': { draw: shoulderBag, texture: 'smooth', gloss: 0.55 },
  crossbody: { draw: crossbody, texture: 'pebble', contrastThread: true },
  pochette: { draw: pochette, texture: 'smooth', gloss: 0.6 },
  clutch: { draw: clutch, texture: 'smooth', gloss: 0.45 },
  wallet: { draw: wallet, texture: 'pebble' },
  cardholder: { draw: cardholder, texture: 'saffiano', contrastThread: true },
  belt: { draw: belt, texture: 'smooth', gloss: 0.55, flatRotate: 0 },
  keyring: { draw: keyring, texture: 'smooth', gloss: 0.5, contrastThread: true },
  loafer: { draw: loafer, texture: 'smooth', gloss: 0.8, flatRotate: 0, studioW: 1380 },
  'ankle-boot': { draw: ankleBoot, texture: 'smooth', gloss: 0.7, flatRotate: 0, studioW: 1300 },
  sneaker: { draw: sneaker, texture: 'smooth', gloss: 0.35, flatRotate: 0, studioW: 1380 },
  shirt: { draw: shirt, texture: 'cotton', gloss: 0.1, cloth: true },
  coat: { draw: coat, texture: 'wool', gloss: 0.05, cloth: true },
  knit: { draw: knit, texture: 'wool', gloss: 0.02, cloth: true },
  trousers: { draw: trousers, texture: 'wool', gloss: 0.08, cloth: true },
  scarf: { draw: scarf, texture: 'silk', gloss: 0.3, cloth: true, flatRotate: 0 },
};

/** Silhouettes drawn by their own builder rather than their kind's first drawing. */
const SHAPE_DRAW: Partial<Record<ProductShape, DrawFn>> = {
  'arched-tote': archedTote,
  'canvas-tote': canvasTote,
  'woven-tote': wovenTote,
  crescent: crescentBag,
  domed: domedBag,
  gathered: gatheredBag,
  'bridge-flap': bridgeFlapBag,
  saddle: saddleBag,
  trunk: trunkBag,
  mirrored: mirroredPochette,
  shell: shellPochette,
  'pleated-frame': pleatedClutch,
  envelope: envelopeClutch,
  bifold: bifoldWallet,
  continental: continentalWallet,
  slim: slimWallet,
  passport: passportCover,
  'glasses-case': glassesCase,
  knot: knotKeyring,
  tassel: tasselKeyring,
};

function drawFor(info: KindInfo, shape: ProductShape | undefined): DrawFn {
  return (shape && SHAPE_DRAW[shape]) || info.draw;
}

/** A silhouette only applies to its own kind: a tote cannot be drawn as a crescent. */
function shapeOf(kind: ProductKind, shape: unknown): ProductShape | undefined {
  return isProductShape(shape) && SHAPE_KIND[shape] === kind ? shape : undefined;
}

function material(info: KindInfo, color: string, accent: string | undefined, shape?: ProductShape): Material {
  const surface = shape ? SHAPE_SURFACE[shape] : undefined;
  const m = leather(color, accent, surface?.texture ?? info.texture, {
    contrastThread: info.contrastThread,
    gloss: surface?.gloss ?? info.gloss,
  });
  if (info.cloth) {
    m.textureOpacity = info.texture === 'cotton' ? 0.3 : 0.5;
    m.textureSize = info.texture === 'cotton' ? 180 : 220;
    // cloth shadows stay close to neutral rather than deepening the hue like leather
    m.deep = mix(color, '#27231f', 0.62);
    m.dark = mix(color, '#27231f', 0.35);
    m.thread = isLight(color) ? mix(color, '#8a8378', 0.35) : mix(color, '#d8d2c8', 0.3);
  }
  return m;
}

export async function renderProductPhoto(spec: ProductPhotoSpec): Promise<Buffer> {
  const { width: W, height: H } = PRODUCT_PHOTO_SIZE;
  const info = KINDS[spec.kind] ?? KINDS.tote;
  const color = normalizeHex(spec.color);
  const accent = spec.accent ? normalizeHex(spec.accent) : undefined;
  const shape = shapeOf(spec.kind, spec.shape);
  const rng = createRng(hashString(`${spec.kind}|${color}|${accent ?? ''}|${spec.view}|${spec.seed ?? 0}${shape ? `|${shape}` : ''}`));
  const soft = new Doc();
  const crisp = new Doc();
  const m = material(info, color, accent, shape);
  const pose: Pose = spec.view === 'detail' ? (info.detailPose ?? 'detail') : spec.view;
  const drawing = drawFor(info, shape)({ doc: crisp, m, rng, pose, color, accent, shape });

  let softBody = '';
  let crispBody = '';
  let background: string;
  let objectScale: number;

  if (spec.view === 'top') {
    const surface = chooseSurface(color, rng);
    background = surface.color;
    const p = fit(drawing, { cx: W / 2, cy: H / 2 + 10, maxW: 1180, maxH: 1360 });
    p.rotate = info.flatRotate ?? rng.range(-5, 5);
    softBody += surfaceSoft(soft, W, H, surface);
    crispBody += surfaceCrisp(crisp, W, H, surface);
    const props = flatLayProps(soft, crisp, W, H, rng, surface);
    softBody += props.soft;
    crispBody += props.crisp;
    softBody += flatShadows(soft, drawing.silhouette, p, drawing.mount === 'flat' ? 1 : 1.3);
    crispBody += `<g transform="${placeTransform(p)}">${drawing.body}</g>`;
    objectScale = p.scale;
  } else if (spec.view === 'styled') {
    const wall = chooseWall(color, rng);
    background = wall;
    if (drawing.mount === 'float') {
      const set = styledSet(soft, crisp, W, H, wall, rng, { plinth: false });
      softBody += set.soft;
      const p = fit(drawing, { cx: W / 2, cy: H * 0.47, maxW: 1050, maxH: 1500 });
      softBody += floatingShadows(soft, drawing.silhouette, p);
      crispBody += `<g transform="${placeTransform(p)}">${drawing.body}</g>`;
      objectScale = p.scale;
    } else {
      const top = H * 0.64;
      const set = styledSet(soft, crisp, W, H, wall, rng, { plinthTop: top, plinthWidth: 860 });
      softBody += set.soft;
      crispBody += set.crisp;
      const p = fitStanding(drawing, { cx: W / 2, floorY: top + 18, maxW: 760, maxH: 860 });
      // shadows on the plinth top are crisp-ish and short
      crispBody += contactOnPlinth(crisp, drawing, p);
      crispBody += `<g transform="${placeTransform(p)}">${drawing.body}</g>`;
      objectScale = p.scale;
    }
  } else if (spec.view === 'detail') {
    const tone = studioTone(color, rng);
    background = tone;
    softBody += studioBackdrop(soft, W, H, tone, H * 0.78, 0.5);
    const scale = W / drawing.focus.span;
    const p: Placement = { x: W / 2 - drawing.focus.x * scale, y: H / 2 - drawing.focus.y * scale, scale };
    if (drawing.mount === 'stand' && drawing.floor !== undefined && drawing.footprint) {
      softBody += standingShadows(soft, drawing.silhouette, p, drawing.floor, drawing.footprint, 0.8);
    } else {
      softBody += floatingShadows(soft, drawing.silhouette, p);
    }
    crispBody += `<g transform="${placeTransform(p)}">${drawing.body}</g>`;
    objectScale = p.scale;
  } else {
    const tone = studioTone(color, rng);
    background = tone;
    const floorY = 1640;
    const pre =
      drawing.mount === 'stand'
        ? fitStanding(drawing, { cx: W / 2, floorY, maxW: drawing.fit?.maxW ?? info.studioW ?? 1150, maxH: drawing.fit?.maxH ?? 1380 })
        : null;
    const horizon = pre ? Math.min(H * 0.7, floorY - Math.max(0, floorY - (H * 0.53 + (drawing.bounds.h * pre.scale) / 2)) - 180) : H * 0.7;
    softBody += studioBackdrop(soft, W, H, tone, horizon);
    if (drawing.mount === 'stand') {
      const p = fitStanding(drawing, {
        cx: W / 2,
        floorY,
        maxW: drawing.fit?.maxW ?? info.studioW ?? 1150,
        maxH: drawing.fit?.maxH ?? 1380,
      });
      // low, wide objects (shoes, small leather goods) sit nearer the middle of the frame
      const shown = drawing.bounds.h * p.scale;
      const lift = Math.max(0, floorY - (H * 0.53 + shown / 2));
      p.y -= lift;
      softBody += standingShadows(
        soft,
        drawing.silhouette,
        p,
        drawing.floor ?? 0,
        drawing.footprint ?? { x0: drawing.bounds.x, x1: drawing.bounds.x + drawing.bounds.w },
      );
      crispBody += `<g transform="${placeTransform(p)}">${drawing.body}</g>`;
      objectScale = p.scale;
    } else {
      const p = fit(drawing, { cx: W / 2, cy: H / 2, maxW: drawing.fit?.maxW ?? 1240, maxH: drawing.fit?.maxH ?? 1600 });
      softBody += drawing.mount === 'float' ? floatingShadows(soft, drawing.silhouette, p) : flatShadows(soft, drawing.silhouette, p);
      crispBody += `<g transform="${placeTransform(p)}">${drawing.body}</g>`;
      objectScale = p.scale;
    }
  }

  return renderLayers({
    width: W,
    height: H,
    soft: { doc: soft, body: softBody, background },
    crisp: { doc: crisp, body: crispBody },
    objectScale,
    quality: 82,
  });
}

/**
 * A product drawing for other compositions (editorial scenes): the same drawings and materials
 * as the catalogue, in local units.
 */
export function productDrawing(
  doc: Doc,
  kind: ProductKind,
  color: string,
  pose: Pose,
  seed = 0,
  accent?: string,
  bare = false,
  shape?: ProductShape,
): Drawing {
  const info = KINDS[kind] ?? KINDS.tote;
  const c = normalizeHex(color);
  const a = accent ? normalizeHex(accent) : undefined;
  const s = shapeOf(kind, shape);
  const rng = createRng(hashString(`${kind}|${c}|${pose}|${seed}${s ? `|${s}` : ''}`));
  return drawFor(info, s)({ doc, m: material(info, c, a, s), rng, pose, color: c, accent: a, bare, shape: s });
}

function fit(d: Drawing, o: { cx: number; cy: number; maxW: number; maxH: number }): Placement {
  const b = d.bounds;
  const scale = Math.min(o.maxW / b.w, o.maxH / b.h);
  return { x: o.cx - (b.x + b.w / 2) * scale, y: o.cy - (b.y + b.h / 2) * scale, scale };
}

function fitStanding(d: Drawing, o: { cx: number; floorY: number; maxW: number; maxH: number }): Placement {
  const b = d.bounds;
  const scale = Math.min(o.maxW / b.w, o.maxH / b.h);
  const floor = d.floor ?? b.y + b.h;
  return { x: o.cx - (b.x + b.w / 2) * scale, y: o.floorY - floor * scale, scale };
}

function contactOnPlinth(doc: Doc, d: Drawing, p: Placement): string {
  const fp = d.footprint ?? { x0: d.bounds.x, x1: d.bounds.x + d.bounds.w };
  const F = p.y + (d.floor ?? d.bounds.y + d.bounds.h) * p.scale;
  const x0 = p.x + fp.x0 * p.scale,
    x1 = p.x + fp.x1 * p.scale;
  const g = doc.radial([
    [0, '#1a120c', 0.5],
    [0.6, '#1a120c', 0.2],
    [1, '#1a120c', 0],
  ]);
  const g2 = doc.radial([
    [0, '#1a120c', 0.22],
    [1, '#1a120c', 0],
  ]);
  const w = x1 - x0;
  return (
    `<ellipse cx="${(x0 + x1) / 2 + w * 0.12}" cy="${F - 4}" rx="${w * 0.7}" ry="${Math.max(20, w * 0.09)}" fill="${g2}"/>` +
    `<ellipse cx="${(x0 + x1) / 2}" cy="${F}" rx="${w * 0.54}" ry="${Math.max(8, w * 0.028)}" fill="${g}"/>`
  );
}
