// Ready-to-wear on an invisible ("ghost") mannequin, on a wooden hanger, folded for the flat lay,
// and the silk foulard with its printed design.
import { panel, stitch, n1, type Doc, type Material } from '../svg.ts';
import { shade, mix, isLight, hsl, fromHsl, luminance } from '../color.ts';
import { type Pt, P, pt, smoothPath, inset, bbox, mirrorX, polyPath, roundCorners } from '../geom.ts';
import type { DrawContext, Drawing } from './types.ts';

/** Interior shadow of cloth: darker and more neutral than the face fabric. */
const inside = (c: string, k = 0.45) => mix(c, '#211d1a', k);

const sym = (half: Array<[number, number]>): Pt[] => {
  // half outline from the centre top going clockwise down the right side; mirrored for the left
  const right = P(half);
  const left = mirrorX(right).reverse();
  return [...right, ...left];
};

function cloth(doc: Doc, m: Material, d: string, o: { light?: number; rim?: number; extra?: string; under?: string } = {}): string {
  const fabric: Material = { ...m, edge: mix(m.base, '#3a3632', isLight(m.base) ? 0.28 : 0.45) };
  return panel(doc, fabric, d, {
    light: o.light ?? 0,
    rim: o.rim ?? 26,
    sheenAngle: 'left',
    extra: o.extra,
    under: o.under,
    highlight: false,
  });
}

/** A soft fold: a long strip with shadow on one side and light on the other. */
function fold(doc: Doc, m: Material, x0: number, y0: number, x1: number, y1: number, w: number, k = 1): string {
  const ang = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
  const len = Math.hypot(x1 - x0, y1 - y0);
  const lit = isLight(m.base) ? '#ffffff' : mix(m.base, '#ffffff', 0.7);
  const g = doc.linear(
    [
      [0, m.deep, 0],
      [0.35, m.deep, 0.16 * k],
      [0.55, lit, 0.1 * k],
      [1, lit, 0],
    ],
    0,
    0,
    0,
    1,
  );
  const fade = doc.linear(
    [
      [0, '#fff', 0],
      [0.2, '#fff', 1],
      [0.8, '#fff', 1],
      [1, '#fff', 0],
    ],
    0,
    0,
    1,
    0,
  );
  void fade;
  return `<g transform="translate(${n1(x0)} ${n1(y0)}) rotate(${n1(ang)})"><ellipse cx="${n1(len / 2)}" cy="0" rx="${n1(len / 2)}" ry="${n1(w / 2)}" fill="${g}"/></g>`;
}

function button(doc: Doc, x: number, y: number, r: number, color: string): string {
  const g = doc.radial(
    [
      [0, mix(color, '#ffffff', 0.55)],
      [0.7, color],
      [1, shade(color, -0.35)],
    ],
    0.4,
    0.35,
    0.7,
  );
  const hole = shade(color, -0.5);
  return (
    `<circle cx="${n1(x + 1.5)}" cy="${n1(y + 3)}" r="${n1(r)}" fill="#000" opacity="0.28"/><circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="${g}"/>` +
    `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r * 0.72)}" fill="none" stroke="${shade(color, -0.25)}" stroke-opacity="0.6" stroke-width="${n1(Math.max(0.8, r * 0.08))}"/>` +
    (r > 7
      ? `<circle cx="${n1(x - r * 0.25)}" cy="${n1(y)}" r="${n1(r * 0.11)}" fill="${hole}"/><circle cx="${n1(x + r * 0.25)}" cy="${n1(y)}" r="${n1(r * 0.11)}" fill="${hole}"/>`
      : '')
  );
}

function buttonColor(m: Material, kind: 'pearl' | 'horn'): string {
  if (kind === 'pearl') return isLight(m.base) ? '#f4efe6' : '#efe9de';
  return luminance(m.base) < 0.05 ? '#3b3431' : shade(m.base, -0.55);
}

/** A wooden hanger with its hook, centred at (0, y) with the given half-width. */
function hanger(doc: Doc, y: number, half: number, rise = 40): string {
  const wood = '#b48a5e';
  const g = doc.linear(
    [
      [0, '#d9b58a'],
      [0.5, wood],
      [1, '#7d5a39'],
    ],
    0,
    0,
    0,
    1,
  );
  const d = `M${-half} ${y + rise} Q0 ${y - rise * 0.9} ${half} ${y + rise} L${half - 6} ${y + rise + 22} Q0 ${y - rise * 0.9 + 26} ${-half + 6} ${y + rise + 22}Z`;
  const hook = `M0 ${y - 10} L0 ${y - 70} C0 ${y - 120} 60 ${y - 120} 58 ${y - 80}`;
  return (
    `<path d="${hook}" fill="none" stroke="#6f6a64" stroke-width="9" stroke-linecap="round"/><path d="${hook}" fill="none" stroke="#d9d5cf" stroke-width="3" stroke-linecap="round" transform="translate(-2 -1)"/>` +
    `<path d="${d}" fill="#000" opacity="0.18" transform="translate(4 8)"/><path d="${d}" fill="${g}"/><path d="${d}" fill="none" stroke="#5e432a" stroke-width="1.6"/>`
  );
}

// ---------------------------------------------------------------------------------------------

interface Garment {
  front: (ctx: DrawContext) => { body: string; sil: string; pts: Pt[] };
  back: (ctx: DrawContext) => { body: string; sil: string; pts: Pt[] };
  folded: (ctx: DrawContext) => { body: string; sil: string; pts: Pt[] };
  side?: (ctx: DrawContext) => { body: string; sil: string; pts: Pt[] };
  focus: { x: number; y: number; span: number };
  hangerY: number;
  hangerHalf: number;
}

function garmentDrawing(ctx: DrawContext, g: Garment): Drawing {
  const { pose, doc } = ctx;
  if (pose === 'top') {
    const f = g.folded(ctx);
    const b = bbox(f.pts);
    return { body: f.body, silhouette: f.sil, bounds: b, mount: 'flat', focus: g.focus };
  }
  if (pose === 'back') {
    // seen from behind, turned a little and framed closer on the shoulders and back
    const f = g.back(ctx);
    const b = bbox(f.pts);
    const turn = 'matrix(0.9 0.035 0 1 0 0)';
    return {
      body: `<g transform="${turn}">${f.body}</g>`,
      silhouette: `<g transform="${turn}">${f.sil}</g>`,
      bounds: { x: b.x * 0.9 - 20, y: b.y - 30, w: b.w * 0.9 + 40, h: b.h * 0.8 },
      mount: 'float',
      focus: g.focus,
      fit: { maxW: 1380, maxH: 1800 },
    };
  }
  if (pose === 'side' || pose === 'styled') {
    if (g.side && pose === 'side') {
      const f = g.side(ctx);
      return { body: f.body, silhouette: f.sil, bounds: bbox(f.pts), mount: 'float', focus: g.focus };
    }
    // on a wooden hanger, turned a little
    const f = g.front(ctx);
    const turn = pose === 'side' ? 'matrix(0.84 -0.05 0 1 0 0)' : 'matrix(0.94 0.02 0 1 0 0)';
    const body = `<g transform="${turn}">${hanger(doc, g.hangerY, g.hangerHalf)}${f.body}</g>`;
    const b = bbox(f.pts);
    const sx = pose === 'side' ? 0.84 : 0.94;
    return {
      body,
      silhouette: `<g transform="${turn}">${f.sil}</g>`,
      bounds: { x: b.x * sx - 20, y: g.hangerY - 130, w: b.w * sx + 40, h: b.y + b.h - (g.hangerY - 130) + 30 },
      mount: 'float',
      focus: g.focus,
    };
  }
  const f = g.front(ctx);
  return { body: f.body, silhouette: f.sil, bounds: bbox(f.pts), mount: 'float', focus: g.focus };
}

// ---------------------------------------------------------------------------------------------
// Shirt

const SHIRT_BODY = sym([
  [0, 40],
  [96, 18],
  [262, 70],
  [252, 300],
  [238, 600],
  [244, 900],
  [170, 946],
  [70, 990],
  [0, 998],
]);
const SHIRT_SLEEVE_R = P([
  [258, 66],
  [298, 180],
  [322, 420],
  [346, 690],
  [358, 830],
  [284, 838],
  [272, 700],
  [256, 470],
  [244, 300],
]);

/**
 * The poplin shirt is cut regular with buttoned cuffs; the linen one is relaxed: a wider, longer
 * body and sleeves rolled to the elbow.
 */
function shirtLook(ctx: DrawContext): { body: Pt[]; sleeve: Pt[]; cuff: Pt[]; rolled: boolean } {
  if (ctx.shape === 'relaxed-shirt') {
    return {
      body: sym([
        [0, 40],
        [96, 18],
        [286, 78],
        [282, 300],
        [276, 600],
        [284, 960],
        [190, 1010],
        [80, 1052],
        [0, 1060],
      ]),
      sleeve: P([
        [282, 74],
        [330, 180],
        [362, 380],
        [384, 560],
        [290, 574],
        [284, 470],
        [268, 300],
      ]),
      cuff: P([
        [286, 500],
        [378, 490],
        [388, 570],
        [288, 580],
      ]),
      rolled: true,
    };
  }
  return {
    body: SHIRT_BODY,
    sleeve: SHIRT_SLEEVE_R,
    cuff: P([
      [286, 762],
      [354, 756],
      [360, 836],
      [284, 840],
    ]),
    rolled: false,
  };
}

function shirtFront(ctx: DrawContext): { body: string; sil: string; pts: Pt[] } {
  const { doc, m } = ctx;
  let s = '';
  const look = shirtLook(ctx);
  const bodyD = smoothPath(look.body, true);
  const sleeves = [look.sleeve, mirrorX(look.sleeve)];
  // inside back of the collar
  s += `<path d="M-92 22 Q0 -6 92 22 Q60 92 0 96 Q-60 92 -92 22Z" fill="${inside(m.base)}"/>`;
  let folds = '';
  folds += fold(doc, m, -150, 340, -170, 930, 40) + fold(doc, m, 120, 420, 150, 940, 46, 0.8) + fold(doc, m, -60, 600, -40, 980, 30, 0.6);
  folds += fold(doc, m, -240, 300, -120, 360, 26, 0.8) + fold(doc, m, 240, 300, 120, 360, 26, 0.8);
  s += cloth(doc, m, bodyD, { extra: folds });
  // placket and buttons
  s += `<path d="M-26 92 L26 92 L26 992 L-26 992Z" fill="${shade(m.base, 0.03)}"/>`;
  s += `<path d="M-26 92 L-26 992 M26 92 L26 992" stroke="${m.deep}" stroke-opacity="0.25" stroke-width="2.5"/>`;
  s +=
    stitch('M-19 96 L-19 990', m, { width: 1.8, dash: 5, gap: 3, opacity: 0.6 }) +
    stitch('M19 96 L19 990', m, { width: 1.8, dash: 5, gap: 3, opacity: 0.6 });
  // chest pocket
  const pk = P([
    [74, 262],
    [188, 258],
    [190, 380],
    [132, 404],
    [76, 384],
  ]);
  s += `<path d="${polyPath(pk)}" fill="none" stroke="${m.deep}" stroke-opacity="0.3" stroke-width="3"/>`;
  s += stitch(polyPath(inset(pk, 6)), m, { width: 1.8, dash: 5, gap: 3, opacity: 0.6 });
  s += `<path d="M76 282 L188 278" stroke="${m.deep}" stroke-opacity="0.2" stroke-width="2"/>`;
  // sleeves, with cuffs
  for (const [i, sl] of sleeves.entries()) {
    const sd = smoothPath(sl, true);
    const dir = i === 0 ? 1 : -1;
    const sf = fold(doc, m, 270 * dir, 420, 330 * dir, 520, 30) + fold(doc, m, 300 * dir, 560, 290 * dir, 760, 24, 0.7);
    s += cloth(doc, m, sd, { light: i === 0 ? -0.04 : 0.02, extra: sf });
    const cuff = look.cuff.map((p) => pt(p.x * dir, p.y));
    const cd = polyPath(dir < 0 ? cuff.slice().reverse() : cuff);
    s += cloth(doc, m, cd, { rim: 8, light: 0.03 });
    if (look.rolled) {
      // the roll: two turns of cloth, each with its own shadowed edge
      s += `<path d="M${cuff[0].x} ${cuff[0].y + 36} L${cuff[1].x} ${cuff[1].y + 36}" stroke="${m.deep}" stroke-opacity="0.3" stroke-width="5"/>`;
    } else {
      s += stitch(`M${290 * dir} 772 L${352 * dir} 767`, m, { width: 1.6, dash: 4, gap: 3, opacity: 0.55 });
      s += button(doc, 320 * dir, 800, 8, buttonColor(m, 'pearl'));
    }
  }
  // collar: the band standing at the back of the neck, the leaves falling to their points
  s += `<path d="M-98 24 Q0 -14 98 24 L94 44 Q0 8 -94 44Z" fill="${shade(m.base, -0.06)}"/>`;
  s += `<path d="M-98 24 Q0 -14 98 24" fill="none" stroke="${m.deep}" stroke-opacity="0.3" stroke-width="2"/>`;
  const leafR = P([
    [4, 100],
    [64, 34],
    [98, 22],
    [114, 70],
    [100, 196],
    [76, 192],
  ]);
  const leafL = mirrorX(leafR);
  for (const leaf of [leafL, leafR]) {
    const ld = polyPath(roundCorners(leaf, [10, 30, 14, 20, 6, 20], 6));
    s += `<path d="${ld}" fill="#000" opacity="0.2" transform="translate(3 8)"/>`;
    s += cloth(doc, m, ld, { rim: 10, light: 0.06 });
    s += stitch(polyPath(inset(roundCorners(leaf, [10, 30, 14, 20, 6, 20], 6), 7)), m, { width: 1.6, dash: 4, gap: 3, opacity: 0.5 });
  }
  for (let i = 0; i < 7; i++) s += button(doc, 0, 112 + i * 132, i === 0 ? 8 : 10, buttonColor(m, 'pearl'));
  const sil = `<path d="${bodyD}"/>${sleeves.map((sl) => `<path d="${smoothPath(sl, true)}"/>`).join('')}`;
  return { body: s, sil, pts: [...look.body, ...sleeves.flat()] };
}

function shirtBack(ctx: DrawContext): { body: string; sil: string; pts: Pt[] } {
  const { doc, m } = ctx;
  let s = '';
  const look = shirtLook(ctx);
  const bodyD = smoothPath(
    look.body.map((p) => pt(p.x, p.y < 60 && Math.abs(p.x) < 100 ? 20 : p.y)),
    true,
  );
  const sleeves = [look.sleeve, mirrorX(look.sleeve)];
  for (const [i, sl] of sleeves.entries()) {
    const dir = i === 0 ? 1 : -1;
    s += cloth(doc, m, smoothPath(sl, true), { light: i === 0 ? -0.06 : 0, extra: fold(doc, m, 280 * dir, 380, 330 * dir, 500, 30) });
    const cuff = look.cuff.map((p) => pt(p.x * dir, p.y));
    s += cloth(doc, m, polyPath(dir < 0 ? cuff.slice().reverse() : cuff), { rim: 8 });
    if (!look.rolled) s += `<path d="M${300 * dir} 700 L${302 * dir} 762" stroke="${m.deep}" stroke-opacity="0.4" stroke-width="2.5"/>`;
  }
  const folds =
    fold(doc, m, -12, 200, -14, 990, 22, 1.2) +
    fold(doc, m, 12, 200, 14, 990, 22, 1.2) +
    fold(doc, m, -150, 300, -160, 950, 40, 0.8) +
    fold(doc, m, 160, 300, 150, 950, 40, 0.8);
  s += cloth(doc, m, bodyD, { extra: folds });
  // yoke and box pleat
  s += `<path d="M-252 168 Q0 184 252 168" fill="none" stroke="${m.deep}" stroke-opacity="0.35" stroke-width="3"/>`;
  s += stitch('M-248 176 Q0 192 248 176', m, { width: 1.6, dash: 4, gap: 3, opacity: 0.5 });
  s += `<path d="M-14 180 L-14 300 M14 180 L14 300" stroke="${m.deep}" stroke-opacity="0.3" stroke-width="2.5"/>`;
  // collar seen from behind
  const coll = `M-100 18 Q0 -4 100 18 L104 62 Q0 44 -104 62Z`;
  s += cloth(doc, m, coll, { rim: 8, light: 0.06 });
  s += `<path d="M-100 22 Q0 0 100 22" fill="none" stroke="${m.light}" stroke-opacity="0.35" stroke-width="3"/>`;
  const sil = `<path d="${bodyD}"/>${sleeves.map((sl) => `<path d="${smoothPath(sl, true)}"/>`).join('')}`;
  return { body: s, sil, pts: [...look.body, ...sleeves.flat()] };
}

function shirtFolded(ctx: DrawContext): { body: string; sil: string; pts: Pt[] } {
  const { doc, m } = ctx;
  const W = 300,
    H = 760;
  let s = '';
  const outer = P([
    [-W, 60],
    [-120, 0],
    [120, 0],
    [W, 60],
    [W, H - 30],
    [W - 30, H],
    [-W + 30, H],
    [-W, H - 30],
  ]);
  const od = polyPath(roundCorners(outer, 26, 6));
  s += cloth(doc, m, od, {
    rim: 30,
    extra:
      fold(doc, m, -W, H * 0.55, W, H * 0.55, 60, 0.7) +
      `<path d="M${-W} ${H - 80} L${W} ${H - 80}" stroke="${m.deep}" stroke-opacity="0.18" stroke-width="10"/>`,
  });
  // folded sleeves crossing the back are hidden; the front shows placket and collar
  s += `<path d="M-26 90 L26 90 L26 ${H} L-26 ${H}Z" fill="${shade(m.base, 0.03)}"/>`;
  s += `<path d="M-26 90 L-26 ${H} M26 90 L26 ${H}" stroke="${m.deep}" stroke-opacity="0.25" stroke-width="2.5"/>`;
  s += `<path d="M-96 14 Q0 -12 96 14 Q62 92 0 96 Q-62 92 -96 14Z" fill="${inside(m.base)}"/>`;
  s += `<path d="M-98 20 Q0 -16 98 20 L94 40 Q0 4 -94 40Z" fill="${shade(m.base, -0.06)}"/>`;
  const leafR = P([
    [4, 100],
    [64, 30],
    [98, 18],
    [114, 66],
    [100, 192],
    [76, 188],
  ]);
  for (const leaf of [mirrorX(leafR), leafR]) {
    const ld = polyPath(roundCorners(leaf, [10, 30, 14, 20, 6, 20], 6));
    s += `<path d="${ld}" fill="#000" opacity="0.2" transform="translate(3 8)"/>` + cloth(doc, m, ld, { rim: 10, light: 0.06 });
    s += stitch(polyPath(inset(roundCorners(leaf, [10, 30, 14, 20, 6, 20], 6), 7)), m, { width: 1.6, dash: 4, gap: 3, opacity: 0.5 });
  }
  for (let i = 0; i < 5; i++) s += button(doc, 0, 112 + i * 140, i === 0 ? 8 : 10, buttonColor(m, 'pearl'));
  return { body: s, sil: `<path d="${od}"/>`, pts: outer };
}

export function shirt(ctx: DrawContext): Drawing {
  return garmentDrawing(ctx, {
    front: shirtFront,
    back: shirtBack,
    folded: shirtFolded,
    focus: { x: 40, y: 150, span: 560 },
    hangerY: 40,
    hangerHalf: 250,
  });
}

// ---------------------------------------------------------------------------------------------
// Coat

const COAT_BODY = sym([
  [0, 60],
  [92, 16],
  [300, 84],
  [286, 340],
  [296, 800],
  [324, 1440],
  [160, 1452],
  [0, 1456],
]);
const COAT_SLEEVE_R = P([
  [296, 80],
  [336, 220],
  [352, 560],
  [368, 900],
  [378, 1070],
  [292, 1078],
  [290, 900],
  [284, 600],
  [278, 340],
]);

/**
 * Three coats of the house: the double-faced camel coat (long, oversized, three horn buttons), the
 * trench (flared, belted at the waist, double-breasted) and the suede field jacket (hip length,
 * four patch pockets).
 */
interface CoatLook {
  body: Pt[];
  hem: number;
  pocketY: number;
  buttons: number[];
  belt?: number;
  doubleBreasted?: boolean;
  patch?: boolean;
}
function coatLook(ctx: DrawContext): CoatLook {
  if (ctx.shape === 'trench') {
    return {
      body: sym([
        [0, 60],
        [92, 16],
        [300, 84],
        [280, 340],
        [270, 620],
        [330, 1000],
        [390, 1380],
        [190, 1396],
        [0, 1400],
      ]),
      hem: 1400,
      pocketY: 860,
      buttons: [360, 470, 760],
      belt: 610,
      doubleBreasted: true,
    };
  }
  if (ctx.shape === 'field-jacket') {
    return {
      body: sym([
        [0, 60],
        [92, 16],
        [300, 84],
        [290, 340],
        [298, 620],
        [304, 850],
        [160, 864],
        [0, 866],
      ]),
      hem: 866,
      pocketY: 600,
      buttons: [240, 420, 600, 780],
      patch: true,
    };
  }
  return { body: COAT_BODY, hem: 1456, pocketY: 900, buttons: [620, 840, 1060] };
}

function coatFront(ctx: DrawContext): { body: string; sil: string; pts: Pt[] } {
  const { doc, m } = ctx;
  let s = '';
  const look = coatLook(ctx);
  const hem = look.hem;
  const bodyD = smoothPath(look.body, true);
  const sleeves = [COAT_SLEEVE_R, mirrorX(COAT_SLEEVE_R)];
  s += `<path d="M-90 20 Q0 -8 90 20 L0 540Z" fill="${inside(m.base, 0.5)}"/>`;
  const folds =
    fold(doc, m, -170, 700, -200, hem - 36, 60, 0.8) +
    fold(doc, m, 170, 700, 210, hem - 36, 60, 0.7) +
    fold(doc, m, -60, Math.min(900, hem - 200), -50, hem - 16, 36, 0.6);
  s += cloth(doc, m, bodyD, { extra: folds });
  // front edge and the V between the lapels
  s += `<path d="M0 540 L0 ${hem - 4}" stroke="${m.deep}" stroke-opacity="0.45" stroke-width="3"/>`;
  s += `<path d="M-90 20 Q-30 50 0 130 Q30 50 90 20 L40 300 L0 540 L-40 300Z" fill="${inside(m.base, 0.55)}"/>`;
  // lapels
  const lapR = P([
    [90, 18],
    [130, 60],
    [160, 150],
    [138, 168],
    [206, 200],
    [14, 540],
  ]);
  for (const lap of [mirrorX(lapR), lapR]) {
    const ld = polyPath(lap.length ? lap : lap);
    s += `<path d="${ld}" fill="#000" opacity="0.22" transform="translate(4 10)"/>`;
    s += cloth(doc, m, ld, { rim: 14, light: 0.08 });
    s += stitch(polyPath(inset(lap, 9)), m, { width: 1.8, dash: 5, gap: 3, opacity: 0.45 });
  }
  // pockets: flap pockets and a chest welt
  const py = look.pocketY;
  for (const dir of [-1, 1]) {
    const fx = 170 * dir;
    if (look.patch) {
      // patch pockets, at the chest and the hip, each under a buttoned flap
      for (const [y, h] of [
        [300, 170],
        [py, 200],
      ]) {
        const pk = `M${fx - 86} ${y} L${fx + 86} ${y} L${fx + 86} ${y + h} L${fx - 86} ${y + h}Z`;
        s += `<path d="${pk}" fill="#000" opacity="0.18" transform="translate(2 5)"/>` + cloth(doc, m, pk, { rim: 8, light: 0.03 });
        s += stitch(`M${fx - 78} ${y + 8} L${fx - 78} ${y + h - 8} L${fx + 78} ${y + h - 8} L${fx + 78} ${y + 8}`, m, {
          width: 1.6,
          dash: 4,
          gap: 3,
          opacity: 0.45,
        });
        s += button(doc, fx, y + 40, 10, buttonColor(m, 'horn'));
      }
      continue;
    }
    const flap = `M${fx - 80} ${py} L${fx + 80} ${py - 4} L${fx + 82} ${py + 50} L${fx - 78} ${py + 54}Z`;
    s += `<path d="${flap}" fill="#000" opacity="0.2" transform="translate(2 6)"/>` + cloth(doc, m, flap, { rim: 8, light: 0.04 });
    s += stitch(`M${fx - 72} ${py + 44} L${fx + 74} ${py + 40}`, m, { width: 1.6, dash: 4, gap: 3, opacity: 0.4 });
  }
  if (!look.patch) s += `<path d="M-210 380 L-110 374 L-110 388 L-210 394Z" fill="${shade(m.base, -0.2)}"/>`;
  for (const y of look.buttons) {
    s +=
      button(doc, -44, y, look.patch ? 14 : 20, buttonColor(m, 'horn')) +
      `<path d="M28 ${y} l20 0" stroke="${m.deep}" stroke-opacity="0.5" stroke-width="3"/>`;
    if (look.doubleBreasted) s += button(doc, 110, y, 20, buttonColor(m, 'horn'));
  }
  if (look.belt !== undefined) {
    // the trench's belt, knotted through its buckle a little off centre
    const b = look.belt;
    const belt = `M-300 ${b} Q0 ${b + 14} 300 ${b} L300 ${b + 70} Q0 ${b + 84} -300 ${b + 70}Z`;
    s += `<path d="${belt}" fill="#000" opacity="0.22" transform="translate(2 8)"/>` + cloth(doc, m, belt, { rim: 8, light: 0.05 });
    s +=
      stitch(`M-292 ${b + 10} Q0 ${b + 24} 292 ${b + 10}`, m, { width: 1.6, dash: 4, gap: 3, opacity: 0.45 }) +
      stitch(`M-292 ${b + 60} Q0 ${b + 74} 292 ${b + 60}`, m, { width: 1.6, dash: 4, gap: 3, opacity: 0.45 });
    s +=
      `<path d="M-120 ${b + 70} Q-150 ${b + 200} -130 ${b + 330}" fill="none" stroke="${m.deep}" stroke-width="66" stroke-opacity="0.25"/>` +
      cloth(doc, m, `M-150 ${b + 60} L-96 ${b + 60} Q-110 ${b + 200} -100 ${b + 330} L-156 ${b + 330} Q-170 ${b + 200} -150 ${b + 60}Z`, {
        rim: 8,
        light: 0.02,
      });
    s += `<rect x="-170" y="${b - 6}" width="84" height="82" rx="10" fill="none" stroke="${shade(m.base, -0.5)}" stroke-width="12"/>`;
  }
  for (const [i, sl] of sleeves.entries()) {
    const dir = i === 0 ? 1 : -1;
    s += cloth(doc, m, smoothPath(sl, true), {
      light: i === 0 ? -0.05 : 0.02,
      extra: fold(doc, m, 300 * dir, 520, 350 * dir, 640, 36) + fold(doc, m, 330 * dir, 760, 320 * dir, 980, 30, 0.7),
    });
    s += `<path d="M${292 * dir} 990 L${374 * dir} 984" stroke="${m.deep}" stroke-opacity="0.3" stroke-width="3"/>`;
    s += button(doc, 348 * dir, 1030, 9, buttonColor(m, 'horn')) + button(doc, 330 * dir, 1034, 9, buttonColor(m, 'horn'));
  }
  const sil = `<path d="${bodyD}"/>${sleeves.map((sl) => `<path d="${smoothPath(sl, true)}"/>`).join('')}`;
  return { body: s, sil, pts: [...look.body, ...sleeves.flat()] };
}

function coatBack(ctx: DrawContext): { body: string; sil: string; pts: Pt[] } {
  const { doc, m } = ctx;
  let s = '';
  const look = coatLook(ctx);
  const hem = look.hem;
  const body = look.body.map((p) => pt(p.x, p.y < 70 && Math.abs(p.x) < 100 ? 16 : p.y));
  const bodyD = smoothPath(body, true);
  const sleeves = [COAT_SLEEVE_R, mirrorX(COAT_SLEEVE_R)];
  for (const [i, sl] of sleeves.entries()) {
    const dir = i === 0 ? 1 : -1;
    s += cloth(doc, m, smoothPath(sl, true), { light: i === 0 ? -0.06 : 0, extra: fold(doc, m, 300 * dir, 560, 350 * dir, 680, 36) });
  }
  s += cloth(doc, m, bodyD, { extra: fold(doc, m, -160, 700, -190, hem - 36, 60, 0.8) + fold(doc, m, 160, 700, 190, hem - 36, 60, 0.8) });
  const vent = hem - 330;
  s += `<path d="M0 60 L0 ${vent}" stroke="${m.deep}" stroke-opacity="0.4" stroke-width="3"/>`;
  s += stitch(`M8 70 L8 ${vent - 10}`, m, { width: 1.6, dash: 4, gap: 3, opacity: 0.35 });
  // vent
  s += `<path d="M0 ${vent} L0 ${hem - 4} M0 ${vent} L22 ${vent + 10} L22 ${hem - 4}" fill="none" stroke="${m.deep}" stroke-opacity="0.45" stroke-width="3"/>`;
  s += `<path d="M22 ${vent + 10} L22 ${hem - 4}" stroke="#000" stroke-opacity="0.15" stroke-width="10" transform="translate(5 0)"/>`;
  // half belt
  const belt = 'M-200 640 L200 640 L200 712 L-200 712Z';
  s += `<path d="${belt}" fill="#000" opacity="0.2" transform="translate(3 8)"/>` + cloth(doc, m, belt, { rim: 8, light: 0.05 });
  s +=
    stitch('M-192 650 L192 650', m, { width: 1.6, dash: 4, gap: 3, opacity: 0.4 }) +
    stitch('M-192 702 L192 702', m, { width: 1.6, dash: 4, gap: 3, opacity: 0.4 });
  s += button(doc, -168, 676, 16, buttonColor(m, 'horn')) + button(doc, 168, 676, 16, buttonColor(m, 'horn'));
  // collar from behind
  const coll = 'M-110 14 Q0 -10 110 14 L120 96 Q0 74 -120 96Z';
  s += cloth(doc, m, coll, { rim: 10, light: 0.06 });
  const sil = `<path d="${bodyD}"/>${sleeves.map((sl) => `<path d="${smoothPath(sl, true)}"/>`).join('')}`;
  return { body: s, sil, pts: [...body, ...sleeves.flat()] };
}

function coatFolded(ctx: DrawContext): { body: string; sil: string; pts: Pt[] } {
  const { doc, m } = ctx;
  const W = 330,
    H = 820;
  let s = '';
  const outer = P([
    [-W, 70],
    [-130, 0],
    [130, 0],
    [W, 70],
    [W, H - 30],
    [W - 30, H],
    [-W + 30, H],
    [-W, H - 30],
  ]);
  const od = polyPath(roundCorners(outer, 26, 6));
  s += cloth(doc, m, od, { rim: 34, extra: fold(doc, m, -W, H * 0.5, W, H * 0.5, 80, 0.8) });
  s += `<path d="M-90 14 Q0 -8 90 14 L0 420Z" fill="${inside(m.base, 0.55)}"/>`;
  const lapR = P([
    [90, 12],
    [130, 56],
    [162, 150],
    [140, 166],
    [210, 196],
    [12, 420],
  ]);
  for (const lap of [mirrorX(lapR), lapR]) {
    const ld = polyPath(lap);
    s += `<path d="${ld}" fill="#000" opacity="0.22" transform="translate(4 10)"/>` + cloth(doc, m, ld, { rim: 14, light: 0.08 });
    s += stitch(polyPath(inset(lap, 9)), m, { width: 1.8, dash: 5, gap: 3, opacity: 0.45 });
  }
  s += `<path d="M0 420 L0 ${H}" stroke="${m.deep}" stroke-opacity="0.45" stroke-width="3"/>`;
  for (const y of [500, 690]) s += button(doc, -44, y, 20, buttonColor(m, 'horn'));
  return { body: s, sil: `<path d="${od}"/>`, pts: outer };
}

export function coat(ctx: DrawContext): Drawing {
  return garmentDrawing(ctx, {
    front: coatFront,
    back: coatBack,
    folded: coatFolded,
    focus: { x: -60, y: 560, span: 620 },
    hangerY: 60,
    hangerHalf: 290,
  });
}

// ---------------------------------------------------------------------------------------------
// Knit

const KNIT_BODY = sym([
  [0, 50],
  [104, 24],
  [270, 84],
  [262, 330],
  [262, 780],
  [250, 872],
  [0, 876],
]);
const KNIT_SLEEVE_R = P([
  [268, 80],
  [318, 220],
  [340, 480],
  [350, 740],
  [344, 842],
  [272, 846],
  [270, 740],
  [262, 520],
  [256, 330],
]);

/** The crew-neck sweater is cabled and hip length; the cardigan is ribbed, longer, open in a V over a button band. */
function knitLook(ctx: DrawContext): { body: Pt[]; hem: number; cardigan: boolean } {
  if (ctx.shape === 'cardigan')
    return {
      body: sym([
        [0, 50],
        [104, 24],
        [282, 84],
        [276, 330],
        [280, 800],
        [286, 980],
        [0, 986],
      ]),
      hem: 986,
      cardigan: true,
    };
  return { body: KNIT_BODY, hem: 876, cardigan: false };
}

function knitFront(ctx: DrawContext, back = false): { body: string; sil: string; pts: Pt[] } {
  const { doc, m } = ctx;
  let s = '';
  const look = knitLook(ctx);
  const bodyD = smoothPath(look.body, true);
  const sleeves = [KNIT_SLEEVE_R, mirrorX(KNIT_SLEEVE_R)];
  const K: Material = { ...m, texture: look.cardigan ? 'rib' : 'knit', textureSize: 300, textureOpacity: 0.85 };
  const R: Material = { ...m, texture: 'rib', textureSize: 300, textureOpacity: 0.85 };
  const wool = (d: string, light = 0, extra = '') => cloth(doc, K, d, { light, rim: 30, extra });
  const ribbed = (d: string) => cloth(doc, R, d, { rim: 10, light: -0.04 });
  for (const [i, sl] of sleeves.entries()) {
    const dir = i === 0 ? 1 : -1;
    s += wool(smoothPath(sl, true), i === 0 ? -0.05 : 0, fold(doc, m, 280 * dir, 420, 330 * dir, 520, 34));
    const cuff = `M${272 * dir} 770 L${348 * dir} 766 L${344 * dir} 846 L${272 * dir} 848Z`;
    s += ribbed(cuff);
  }
  if (!back) s += `<path d="M-100 28 Q0 2 100 28 Q70 112 0 116 Q-70 112 -100 28Z" fill="${inside(m.base)}"/>`;
  s += wool(bodyD, 0, fold(doc, m, -150, 320, -160, 800, 46, 0.8) + fold(doc, m, 140, 360, 150, 800, 46, 0.7));
  if (!back && look.cardigan) {
    // open in a V to the first button; the button band runs down to the hem
    s += `<path d="M-104 24 Q0 4 104 24 L18 380 L-18 380Z" fill="${inside(m.base)}"/>`;
    const band = `M-104 24 L-76 24 L12 380 L12 ${look.hem} L-36 ${look.hem} L-36 400Z M104 24 L76 24 L-4 380 L-4 ${look.hem} L36 ${look.hem} L36 400Z`;
    s += cloth(doc, R, band, { rim: 6, light: 0.04 });
    for (let i = 0; i < 5; i++) s += button(doc, 12, 420 + i * 130, 13, buttonColor(m, 'horn'));
  } else if (!back) {
    // a cable running down the front
    for (const cx of [-110, 110]) {
      let cable = '';
      for (let y = 160; y < 760; y += 46) {
        cable += `<path d="M${cx - 18} ${y} C${cx - 18} ${y + 22} ${cx + 18} ${y + 20} ${cx + 18} ${y + 44}" fill="none" stroke="${shade(m.base, -0.35)}" stroke-width="20" stroke-linecap="round"/>`;
        cable += `<path d="M${cx - 18} ${y} C${cx - 18} ${y + 22} ${cx + 18} ${y + 20} ${cx + 18} ${y + 44}" fill="none" stroke="${m.base}" stroke-width="14" stroke-linecap="round"/>`;
        cable += `<path d="M${cx - 20} ${y + 4} C${cx - 20} ${y + 20} ${cx + 8} ${y + 20} ${cx + 12} ${y + 36}" fill="none" stroke="${isLight(m.base) ? '#fff' : shade(m.base, 0.35)}" stroke-opacity="0.5" stroke-width="4" stroke-linecap="round"/>`;
      }
      s += `<path d="M${cx - 34} 150 L${cx - 34} 770 M${cx + 34} 150 L${cx + 34} 770" stroke="${shade(m.base, -0.4)}" stroke-width="5" opacity="0.7"/>`;
      s += cable;
    }
  }
  // hem rib
  const h = look.hem;
  s += ribbed(`M-262 ${h - 86} L262 ${h - 86} L252 ${h} L-252 ${h}Z`);
  // neck rib
  const neck =
    back || look.cardigan
      ? 'M-104 24 Q0 6 104 24 L100 50 Q0 34 -100 50Z'
      : 'M-104 24 Q0 -2 104 24 Q74 124 0 128 Q-74 124 -104 24Z M-84 32 Q0 14 84 32 Q60 100 0 104 Q-60 100 -84 32Z';
  s += `<g fill-rule="evenodd">${ribbed(neck)}</g>`;
  const sil = `<path d="${bodyD}"/>${sleeves.map((sl) => `<path d="${smoothPath(sl, true)}"/>`).join('')}`;
  return { body: s, sil, pts: [...look.body, ...sleeves.flat()] };
}

function knitFolded(ctx: DrawContext): { body: string; sil: string; pts: Pt[] } {
  const { doc, m } = ctx;
  const W = 320,
    H = 700;
  const outer = P([
    [-W, 50],
    [-140, 0],
    [140, 0],
    [W, 50],
    [W, H - 40],
    [W - 40, H],
    [-W + 40, H],
    [-W, H - 40],
  ]);
  const od = polyPath(roundCorners(outer, 26, 6));
  const K: Material = { ...m, texture: 'knit', textureSize: 300, textureOpacity: 0.85 };
  const R: Material = { ...m, texture: 'rib', textureSize: 300, textureOpacity: 0.85 };
  let s = cloth(doc, K, od, { rim: 40, extra: fold(doc, m, -W, H * 0.5, W, H * 0.5, 70, 0.8) });
  s += `<path d="M-104 20 Q0 -6 104 20 Q74 120 0 124 Q-74 120 -104 20Z" fill="${inside(m.base)}"/>`;
  const neck = 'M-104 20 Q0 -6 104 20 Q74 120 0 124 Q-74 120 -104 20Z M-84 28 Q0 10 84 28 Q60 96 0 100 Q-60 96 -84 28Z';
  s += `<g fill-rule="evenodd">${cloth(doc, R, neck, { rim: 8 })}</g>`;
  s += cloth(doc, R, `M${-W} ${H - 90} L${W} ${H - 90} L${W} ${H - 40} L${W - 40} ${H} L${-W + 40} ${H} L${-W} ${H - 40}Z`, {
    rim: 10,
    light: -0.04,
  });
  return { body: s, sil: `<path d="${od}"/>`, pts: outer };
}

export function knit(ctx: DrawContext): Drawing {
  return garmentDrawing(ctx, {
    front: (c) => knitFront(c),
    back: (c) => knitFront(c, true),
    folded: knitFolded,
    focus: { x: 60, y: 150, span: 520 },
    hangerY: 50,
    hangerHalf: 250,
  });
}

// ---------------------------------------------------------------------------------------------
// Trousers

/** Legs as a polygon, with soft hips and a rounded crotch. */
const legsOf = (poly: Pt[]) =>
  roundCorners(
    poly,
    poly.map((p) => (p.y > 1300 ? 8 : p.y === 0 ? 6 : p.y > 400 && Math.abs(p.x) < 30 ? 40 : 200)),
    10,
  );
// the tailored pair: a single pleat, pressed creases, a straight leg
const TROUSERS = legsOf(
  sym([
    [0, 0],
    [252, 0],
    [262, 240],
    [250, 700],
    [228, 1400],
    [40, 1404],
    [16, 440],
    [0, 420],
  ]),
);
// the linen pair: a drawstring waist and wide legs that widen to the hem
const WIDE_TROUSERS = legsOf(
  sym([
    [0, 0],
    [246, 0],
    [276, 240],
    [300, 700],
    [330, 1380],
    [24, 1384],
    [10, 440],
    [0, 420],
  ]),
);

function trousersFront(ctx: DrawContext, back = false): { body: string; sil: string; pts: Pt[] } {
  const { doc, m } = ctx;
  const wide = ctx.shape === 'drawstring';
  const outline = wide ? WIDE_TROUSERS : TROUSERS;
  const legs = polyPath(outline);
  let s = '';
  const folds =
    fold(doc, m, -130, 300, -140, 1400, 22, 1.4) +
    fold(doc, m, 130, 300, 140, 1400, 22, 1.4) +
    fold(doc, m, -40, 420, -80, 600, 30, 0.8) +
    fold(doc, m, 40, 420, 80, 600, 30, 0.8) +
    fold(doc, m, -200, 1150, -100, 1200, 30, 0.6);
  s += cloth(doc, m, legs, { extra: folds });
  // pressed creases
  const lit = isLight(m.base) ? '#fff' : shade(m.base, 0.4);
  for (const x of [-134, 134])
    s += `<path d="M${x} ${back ? 260 : 110} L${x + Math.sign(x) * 6} 1400" stroke="${lit}" stroke-opacity="0.22" stroke-width="3"/>`;
  // waistband and loops
  const wb = 'M-254 0 L254 0 L256 70 L-256 70Z';
  s += cloth(doc, m, wb, { rim: 8, light: 0.04 });
  s += stitch('M-250 62 L250 62', m, { width: 1.6, dash: 4, gap: 3, opacity: 0.45 });
  for (const x of back ? [-210, -110, 0, 110, 210] : [-210, -120, 120, 210]) {
    s +=
      `<path d="M${x - 9} -6 L${x + 9} -6 L${x + 9} 84 L${x - 9} 84Z" fill="#000" opacity="0.2" transform="translate(2 4)"/>` +
      cloth(doc, m, `M${x - 9} -6 L${x + 9} -6 L${x + 9} 84 L${x - 9} 84Z`, { rim: 4, light: 0.06 });
  }
  if (!back && wide) {
    // the drawstring, tied at the front and falling over the waistband
    const cord = isLight(m.base) ? shade(m.base, -0.25) : mix(m.base, '#e9e2d5', 0.5);
    s += `<path d="M-14 40 C-40 120 -60 190 -44 260 M14 40 C30 130 60 200 50 280" fill="none" stroke="${cord}" stroke-width="10" stroke-linecap="round"/>`;
    s += `<path d="M-30 36 Q0 22 30 36" fill="none" stroke="${cord}" stroke-width="12" stroke-linecap="round"/>`;
    for (const x of [-22, 22]) s += `<circle cx="${x}" cy="36" r="8" fill="${shade(m.metal, -0.2)}"/>`;
  } else if (!back) {
    s += button(doc, 0, 36, 12, buttonColor(m, 'horn'));
    s += `<path d="M14 70 L14 330 Q14 380 -16 410" fill="none" stroke="${m.deep}" stroke-opacity="0.45" stroke-width="3"/>`;
    s += stitch('M42 76 L42 320 Q40 376 6 404', m, { width: 1.6, dash: 4, gap: 3, opacity: 0.45 });
    for (const dir of [-1, 1])
      s += `<path d="M${200 * dir} 70 Q${236 * dir} 160 ${258 * dir} 250" fill="none" stroke="${m.deep}" stroke-opacity="0.5" stroke-width="4"/>`;
    for (const dir of [-1, 1])
      s += `<path d="M${70 * dir} 72 L${74 * dir} 200" stroke="${m.deep}" stroke-opacity="0.25" stroke-width="3"/>`;
  } else {
    s += `<path d="M0 70 L0 420" stroke="${m.deep}" stroke-opacity="0.45" stroke-width="3"/>`;
    for (const dir of [-1, 1]) {
      s += `<path d="M${70 * dir} 190 L${190 * dir} 186" stroke="${shade(m.base, -0.6)}" stroke-width="6"/><path d="M${70 * dir} 196 L${190 * dir} 192" stroke="${lit}" stroke-opacity="0.2" stroke-width="2"/>`;
      s += button(doc, 130 * dir, 212, 9, buttonColor(m, 'horn'));
      s += `<path d="M${130 * dir} 72 L${132 * dir} 170" stroke="${m.deep}" stroke-opacity="0.25" stroke-width="3"/>`;
    }
  }
  // hems
  s += wide ? '' : `<path d="M-228 1340 L-42 1342 M42 1342 L228 1340" stroke="${m.deep}" stroke-opacity="0.3" stroke-width="3"/>`;
  return { body: s, sil: `<path d="${legs}"/>`, pts: outline };
}

function trousersSide(ctx: DrawContext): { body: string; sil: string; pts: Pt[] } {
  const { doc, m } = ctx;
  const out = P([
    [-120, 0],
    [130, 0],
    [150, 200],
    [160, 360],
    [140, 700],
    [126, 1404],
    [-120, 1404],
    [-130, 700],
    [-150, 400],
    [-160, 250],
    [-140, 90],
  ]);
  const d = smoothPath(out, true);
  let s = cloth(doc, m, d, {
    extra:
      fold(doc, m, 60, 120, 70, 1400, 24, 1.4) + fold(doc, m, -90, 500, -60, 1400, 40, 0.7) + fold(doc, m, -120, 900, 100, 980, 30, 0.5),
  });
  const lit = isLight(m.base) ? '#fff' : shade(m.base, 0.4);
  s += `<path d="M120 90 L110 1400" stroke="${lit}" stroke-opacity="0.2" stroke-width="3"/>`;
  s += `<path d="M0 70 L6 1404" stroke="${m.deep}" stroke-opacity="0.4" stroke-width="3"/>`;
  s += `<path d="M40 72 Q30 170 6 260" fill="none" stroke="${m.deep}" stroke-opacity="0.55" stroke-width="4"/>`;
  s += cloth(doc, m, 'M-122 0 L132 0 L134 70 L-126 70Z', { rim: 8, light: 0.04 });
  s +=
    cloth(doc, m, 'M-9 -6 L9 -6 L9 84 L-9 84Z', { rim: 4, light: 0.06 }) +
    cloth(doc, m, 'M-129 -6 L-111 -6 L-113 84 L-131 84Z', { rim: 4, light: 0.02 });
  s += `<path d="M-120 1340 L126 1340" stroke="${m.deep}" stroke-opacity="0.3" stroke-width="3"/>`;
  return { body: s, sil: `<path d="${d}"/>`, pts: out };
}

function trousersFolded(ctx: DrawContext): { body: string; sil: string; pts: Pt[] } {
  const { doc, m } = ctx;
  const W = 250,
    H = 780;
  const outer = P([
    [-W, 0],
    [W, 0],
    [W + 4, 200],
    [W - 10, H - 30],
    [W - 40, H],
    [-W + 40, H],
    [-W + 10, H - 30],
    [-W - 4, 200],
  ]);
  const od = polyPath(roundCorners(outer, 26, 6));
  let s = cloth(doc, m, od, { rim: 34, extra: fold(doc, m, -W, H * 0.62, W, H * 0.62, 70, 0.9) + fold(doc, m, -40, 80, -60, H, 26, 1.2) });
  s += cloth(doc, m, `M${-W} 0 L${W} 0 L${W + 2} 70 L${-W - 2} 70Z`, { rim: 8, light: 0.04 });
  s += stitch(`M${-W + 6} 62 L${W - 6} 62`, m, { width: 1.6, dash: 4, gap: 3, opacity: 0.45 });
  for (const x of [-180, -60, 90, 200]) s += cloth(doc, m, `M${x - 9} -6 L${x + 9} -6 L${x + 9} 84 L${x - 9} 84Z`, { rim: 4, light: 0.06 });
  s += button(doc, 10, 36, 12, buttonColor(m, 'horn'));
  s += `<path d="M30 70 L30 300 Q30 340 4 370" fill="none" stroke="${m.deep}" stroke-opacity="0.4" stroke-width="3"/>`;
  return { body: s, sil: `<path d="${od}"/>`, pts: outer };
}

export function trousers(ctx: DrawContext): Drawing {
  return garmentDrawing(ctx, {
    front: (c) => trousersFront(c),
    back: (c) => trousersFront(c, true),
    side: trousersSide,
    folded: trousersFolded,
    focus: { x: 40, y: 160, span: 560 },
    hangerY: 0,
    hangerHalf: 240,
  });
}

// ---------------------------------------------------------------------------------------------
// Silk foulard

function scarfPalette(m: Material, accent?: string): { ground: string; border: string; ink: string; cream: string; accent: string } {
  const [h, s, l] = hsl(m.base);
  const second = accent ?? fromHsl(h + 150, Math.max(0.25, s * 0.8), l > 0.5 ? 0.35 : 0.62);
  return {
    ground: m.base,
    border: l > 0.5 ? shade(m.base, -0.55) : mix(m.base, '#1b1a1c', 0.45),
    ink: l > 0.5 ? shade(m.base, -0.7) : '#1d1a18',
    cream: '#f1e9da',
    accent: second,
  };
}

/** The printed design of a 1000 × 1000 carré: border, corner medallions, a central rosette of bits and leaves. */
function scarfPrint(doc: Doc, m: Material, accent?: string): string {
  const p = scarfPalette(m, accent);
  let s = `<rect x="0" y="0" width="1000" height="1000" fill="${p.ground}"/>`;
  s += `<rect x="26" y="26" width="948" height="948" fill="none" stroke="${p.border}" stroke-width="52"/>`;
  s += `<rect x="58" y="58" width="884" height="884" fill="none" stroke="${p.cream}" stroke-width="5"/>`;
  s += `<rect x="12" y="12" width="976" height="976" fill="none" stroke="${p.cream}" stroke-width="3" stroke-dasharray="14 10"/>`;
  // chain links along the border
  for (let i = 0; i < 24; i++) {
    const t = 70 + i * 37.5;
    for (const [x, y, rot] of [
      [t, 26, 0],
      [t, 974, 0],
      [26, t, 90],
      [974, t, 90],
    ] as Array<[number, number, number]>) {
      s += `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="14" ry="8" transform="rotate(${rot} ${n1(x)} ${n1(y)})" fill="none" stroke="${p.accent}" stroke-width="4"/>`;
    }
  }
  // corner medallions
  for (const [cx, cy] of [
    [150, 150],
    [850, 150],
    [150, 850],
    [850, 850],
  ]) {
    s += `<circle cx="${cx}" cy="${cy}" r="64" fill="${p.accent}"/><circle cx="${cx}" cy="${cy}" r="52" fill="none" stroke="${p.cream}" stroke-width="4"/>`;
    for (let k = 0; k < 8; k++)
      s += `<ellipse cx="${cx}" cy="${cy - 30}" rx="9" ry="20" fill="${p.cream}" transform="rotate(${k * 45} ${cx} ${cy})"/>`;
    s += `<circle cx="${cx}" cy="${cy}" r="9" fill="${p.border}"/>`;
  }
  // central rosette: a ring of horsebits and a ring of leaves
  const cx = 500,
    cy = 500;
  s += `<circle cx="${cx}" cy="${cy}" r="250" fill="none" stroke="${p.cream}" stroke-width="3"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="228" fill="${mix(p.ground, p.cream, 0.12)}"/>`;
  for (let k = 0; k < 16; k++) {
    s += `<g transform="rotate(${k * 22.5} ${cx} ${cy})"><path d="M${cx - 26} ${cy - 214} C${cx - 14} ${cy - 232} ${cx + 14} ${cy - 232} ${cx + 26} ${cy - 214}" fill="none" stroke="${p.border}" stroke-width="9" stroke-linecap="round"/><circle cx="${cx - 30}" cy="${cy - 212}" r="9" fill="none" stroke="${p.accent}" stroke-width="5"/><circle cx="${cx + 30}" cy="${cy - 212}" r="9" fill="none" stroke="${p.accent}" stroke-width="5"/></g>`;
  }
  for (let k = 0; k < 24; k++) {
    const col = k % 2 ? p.accent : mix(p.accent, p.ink, 0.35);
    s += `<g transform="rotate(${k * 15} ${cx} ${cy})"><path d="M${cx} ${cy - 170} Q${cx + 22} ${cy - 140} ${cx} ${cy - 100} Q${cx - 22} ${cy - 140} ${cx} ${cy - 170}Z" fill="${col}"/><path d="M${cx} ${cy - 166} L${cx} ${cy - 106}" stroke="${p.cream}" stroke-width="2" opacity="0.7"/></g>`;
  }
  s += `<circle cx="${cx}" cy="${cy}" r="86" fill="${p.border}"/><circle cx="${cx}" cy="${cy}" r="70" fill="none" stroke="${p.cream}" stroke-width="3"/>`;
  for (let k = 0; k < 12; k++)
    s += `<ellipse cx="${cx}" cy="${cy - 44}" rx="10" ry="24" fill="${p.accent}" transform="rotate(${k * 30} ${cx} ${cy})"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="16" fill="${p.cream}"/>`;
  // scattered sprigs in the field
  for (const [x, y, r] of [
    [300, 200, 20],
    [700, 200, -20],
    [200, 500, 90],
    [800, 500, -90],
    [300, 800, 160],
    [700, 800, -160],
    [500, 160, 0],
    [500, 840, 180],
  ] as Array<[number, number, number]>) {
    let sp = `<path d="M0 40 Q4 0 0 -40" stroke="${p.ink}" stroke-width="3" fill="none"/>`;
    for (let k = 0; k < 4; k++) {
      const yy = -30 + k * 20;
      sp += `<path d="M0 ${yy} q18 -12 28 -2 q-12 10 -28 2Z" fill="${p.accent}"/><path d="M0 ${yy + 8} q-18 -12 -28 -2 q12 10 28 2Z" fill="${mix(p.accent, p.ink, 0.3)}"/>`;
    }
    s += `<g transform="translate(${x} ${y}) rotate(${r})">${sp}</g>`;
  }
  return s;
}

function scarfSquare(ctx: DrawContext, size: number, withHem = true): string {
  const { doc, m } = ctx;
  const k = size / 1000;
  const id = doc.clip('M0 0 L1000 0 L1000 1000 L0 1000Z');
  let s = `<g transform="scale(${k})"><g clip-path="${id}">${scarfPrint(doc, m, ctx.accent)}`;
  // silk sheen and soft undulation
  s += `<path d="M0 0 L1000 0 L1000 1000 L0 1000Z" fill="${doc.linear(
    [
      [0, '#fff', 0.16],
      [0.4, '#fff', 0],
      [0.7, '#000', 0.05],
      [1, '#000', 0.14],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  for (const [x0, y0, x1, y1] of [
    [80, 300, 900, 260],
    [120, 700, 880, 760],
    [400, 60, 440, 940],
  ])
    s += fold(doc, m, x0, y0, x1, y1, 70, 0.5);
  s += doc.texFill('silk', 260, 'M0 0 L1000 0 L1000 1000 L0 1000Z', 0.35);
  s += `</g>`;
  if (withHem)
    s += `<path d="M2 2 L998 2 L998 998 L2 998Z" fill="none" stroke="${shade(m.base, -0.3)}" stroke-width="5"/><path d="M4 4 L996 4 L996 996 L4 996Z" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="2" transform="translate(-1 -1)"/>`;
  s += `</g>`;
  return s;
}

export function scarf(ctx: DrawContext): Drawing {
  const { pose, doc, m } = ctx;
  if (pose === 'top' || pose === 'detail') {
    const body = scarfSquare(ctx, 1000);
    return {
      body,
      silhouette: '<path d="M0 0 L1000 0 L1000 1000 L0 1000Z"/>',
      bounds: { x: 0, y: 0, w: 1000, h: 1000 },
      mount: 'flat',
      focus: { x: 880, y: 880, span: 420 },
    };
  }
  if (pose === 'styled' || pose === 'side') {
    // folded into a soft square, on the plinth or on the studio floor
    const body = `<g transform="translate(-300 -230)">${scarfFoldedStack(ctx)}</g>`;
    return {
      body,
      silhouette: '<path d="M-300 -230 L300 -230 L310 0 L-310 0Z"/>',
      bounds: { x: -320, y: -260, w: 640, h: 262 },
      mount: 'stand',
      floor: 0,
      footprint: { x0: -300, x1: 300, y0: -30, y1: 0 },
      focus: { x: 0, y: -100, span: 400 },
    };
  }
  // hanging over a bar: two tails of the folded band, each showing part of the print
  const back = pose === 'back';
  const tailW = 300,
    L = 1150;
  // the folded band shows the carré on the bias; centre the print on each tail
  const print = (cx: number, cy: number, rot: number) =>
    `<g transform="translate(${cx} ${cy}) rotate(${rot}) scale(1.12) translate(-500 -500)">${scarfPrint(doc, m, ctx.accent)}</g>`;
  const tail = (x: number, flip: number, len: number, shadeK: number, offset: number) => {
    const d = `M${x} 0 C${x + 10 * flip} ${len * 0.3} ${x - 16 * flip} ${len * 0.7} ${x + 6 * flip} ${len} L${x + tailW + 6 * flip} ${len - 50} C${x + tailW - 14 * flip} ${len * 0.7} ${x + tailW + 12 * flip} ${len * 0.3} ${x + tailW} 0Z`;
    const clip = doc.clip(d);
    let s = `<g clip-path="${clip}"><path d="${d}" fill="${m.base}"/>${print(x + tailW / 2 + offset * 0.3, len / 2 - offset, 45)}`;
    s +=
      fold(doc, m, x + tailW * 0.3, 0, x + tailW * 0.32, len, 60, 1.1) + fold(doc, m, x + tailW * 0.72, 0, x + tailW * 0.7, len, 50, 0.9);
    s += `<path d="${d}" fill="${doc.linear(
      [
        [0, '#fff', 0.14],
        [0.5, '#fff', 0],
        [1, '#000', 0.18],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
    if (shadeK) s += `<path d="${d}" fill="#000" opacity="${shadeK}"/>`;
    if (back) s += `<path d="${d}" fill="#fff" opacity="0.22"/>`;
    s += doc.texFill('silk', 260, d, 0.3);
    s += `</g><path d="${d}" fill="none" stroke="${shade(m.base, -0.35)}" stroke-width="3"/>`;
    return s;
  };
  let body = '';
  body += tail(back ? 20 : -320, 1, L * 0.92, 0.12, back ? 140 : 0);
  body += tail(back ? -300 : 20, -1, L, 0, back ? 0 : 220);
  // the bar it hangs from
  const barG = doc.linear(
    [
      [0, '#e6dccb'],
      [0.5, '#b59a74'],
      [1, '#6e5a41'],
    ],
    0,
    0,
    0,
    1,
  );
  body += `<rect x="-420" y="-22" width="840" height="26" rx="13" fill="${barG}"/>`;
  body += `<path d="M-330 0 Q0 -34 330 0 L330 8 Q0 -18 -330 8Z" fill="${shade(m.base, -0.25)}"/>`;
  const sil = `<path d="M-330 0 L330 0 L330 ${L} L-330 ${L}Z"/>`;
  return { body, silhouette: sil, bounds: { x: -430, y: -40, w: 860, h: L + 50 }, mount: 'float', focus: { x: 160, y: 300, span: 420 } };
}

function scarfFoldedStack(ctx: DrawContext): string {
  const { doc, m } = ctx;
  let s = '';
  for (let i = 3; i >= 0; i--) {
    const y = 200 + i * 8;
    s += `<path d="M${-4 - i} ${y} L${604 + i} ${y} L${610 + i} ${y + 30} L${-10 - i} ${y + 30}Z" fill="${shade(m.base, -0.1 - i * 0.05)}"/>`;
  }
  const top = 'M0 0 L600 0 L604 206 L-4 206Z';
  const clip = doc.clip(top);
  s += `<g clip-path="${clip}"><g transform="translate(-200 -300) scale(0.8)">${scarfPrint(doc, m, ctx.accent)}</g>`;
  s += `<path d="${top}" fill="${doc.linear(
    [
      [0, '#fff', 0.2],
      [1, '#000', 0.16],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  s += doc.texFill('silk', 260, top, 0.3) + `</g>`;
  s += `<path d="${top}" fill="none" stroke="${shade(m.base, -0.35)}" stroke-width="3"/>`;
  return s;
}
