// Small leather goods that are not boxes: the key ring and the belt.
import { panel, stitch, strap, metalStroke, metalShape, n1, type Material, type Doc } from '../svg.ts';
import { shade, mix, isLight } from '../color.ts';
import { type Pt, pt, smoothPath, polyPath, rectShape, shapePts, shapeInset, arc, bbox, rotateAbout } from '../geom.ts';
import type { DrawContext, Drawing } from './types.ts';
import { wovenPattern } from './bags.ts';

// ---------------------------------------------------------------------------------------------
// Key ring: a folded leather loop through a D-ring, a split ring and an engraved disc.

function keyringFlat(ctx: DrawContext, back: boolean, squeeze = 1): { body: string; sil: string; pts: Pt[]; tab: Pt[] } {
  const { doc, m } = ctx;
  const w = 150,
    top = 150,
    bottom = 720;
  const tab = rectShape(-w / 2, top, w / 2, bottom, [30, 30, w / 2, w / 2], 14);
  const tabPts = shapePts(tab).map((p) => pt(p.x * squeeze, p.y));
  const td = polyPath(tabPts);
  let s = '';
  // split ring, behind the tab's top
  const ring = `M${n1(-110 * squeeze)} 0 a${n1(110 * squeeze)} 110 0 1 0 ${n1(220 * squeeze)} 0 a${n1(110 * squeeze)} 110 0 1 0 ${n1(-220 * squeeze)} 0`;
  s += `<path d="${ring}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="14" transform="translate(5 9)"/>`;
  s += metalStroke(doc, m.metal, ring, 13);
  s += metalStroke(doc, m.metal, `M${n1(-104 * squeeze)} -12 a${n1(104 * squeeze)} 104 0 0 1 ${n1(60 * squeeze)} -86`, 5);
  // D-ring joining ring and tab
  const dr = `M${n1(-40 * squeeze)} 176 L${n1(-40 * squeeze)} 126 Q0 80 ${n1(40 * squeeze)} 126 L${n1(40 * squeeze)} 176`;
  s += metalStroke(doc, m.metal, dr, 12);
  // engraved disc charm hanging beside
  if (!back) {
    const cx = 118 * squeeze,
      cy = 330;
    s += metalStroke(doc, m.metal, `M${n1(40 * squeeze)} 106 Q${n1(cx)} 140 ${n1(cx)} ${cy - 66}`, 5);
    const disc = `M${n1(cx - 62 * squeeze)} ${cy} a${n1(62 * squeeze)} 62 0 1 0 ${n1(124 * squeeze)} 0 a${n1(62 * squeeze)} 62 0 1 0 ${n1(-124 * squeeze)} 0Z`;
    s += `<path d="${disc}" fill="#000" opacity="0.25" transform="translate(5 9)"/>` + metalShape(doc, m.metal, disc);
    s += `<text x="${n1(cx)}" y="${cy + 18}" font-family="DejaVu Serif, serif" font-size="52" text-anchor="middle" fill="${shade(m.metal, -0.55)}" fill-opacity="0.55" transform="translate(${n1(cx)} 0) scale(${squeeze} 1) translate(${n1(-cx)} 0)">B</text>`;
  }
  // the tab itself, folded through the D-ring
  s += `<path d="${td}" fill="#000" opacity="0.22" transform="translate(4 10)"/>`;
  s += panel(doc, m, td, { rim: 22 });
  s += stitch(polyPath(shapePts(shapeInset(tab, 12)).map((p) => pt(p.x * squeeze, p.y))), m, { width: 3.2, dash: 9, gap: 5 });
  // the fold at the top and a rivet through both layers
  s += `<path d="M${n1((-w / 2) * squeeze)} 196 L${n1((w / 2) * squeeze)} 196" stroke="${m.deep}" stroke-opacity="0.35" stroke-width="5"/>`;
  const rv = doc.radial(
    [
      [0, mix(m.metal, '#fff', 0.8)],
      [0.4, m.metal],
      [1, shade(m.metal, -0.55)],
    ],
    0.38,
    0.34,
    0.7,
  );
  s += `<ellipse cx="0" cy="246" rx="${n1(15 * squeeze)}" ry="15" fill="${rv}"/>`;
  if (!back) {
    s += `<g transform="translate(0 470) scale(${squeeze} 1)"><text x="1" y="2" font-family="DejaVu Serif, serif" font-size="92" text-anchor="middle" fill="#fff" fill-opacity="0.12">B</text><text x="0" y="0" font-family="DejaVu Serif, serif" font-size="92" text-anchor="middle" fill="${m.deep}" fill-opacity="0.45">B</text></g>`;
  }
  const sil = `<path d="${td}"/><path d="${ring}" fill="none" stroke="#000" stroke-width="13"/>`;
  return { body: s, sil, pts: [...tabPts, pt(-120 * squeeze, -120), pt(190 * squeeze, 400)], tab: tabPts };
}

export function keyring(ctx: DrawContext): Drawing {
  const { pose } = ctx;
  if (pose === 'top') {
    const k = keyringFlat(ctx, false);
    // lying at an angle; the leather tab, not the ring, is where a hotspot belongs
    const turn = -24;
    return {
      body: `<g transform="rotate(${turn} 0 360)">${k.body}</g>`,
      silhouette: `<g transform="rotate(${turn} 0 360)">${k.sil}</g>`,
      bounds: { x: -300, y: -160, w: 640, h: 920 },
      bodyBounds: bbox(k.tab.map((p) => rotateAbout(p, turn, pt(0, 360)))),
      mount: 'flat',
      focus: { x: 0, y: 200, span: 420 },
    };
  }
  const squeeze = pose === 'side' ? 0.55 : 1;
  const k = keyringFlat(ctx, pose === 'back', squeeze);
  // side: turned on its hook; back: the reverse, swinging the other way
  const tilt = pose === 'side' ? 14 : pose === 'back' ? -12 : 0;
  if (tilt) {
    const hookT = `<path d="M0 -160 L0 -118 Q0 -96 -18 -92" fill="none" stroke="${shade(ctx.m.metal, -0.2)}" stroke-width="10" stroke-linecap="round"/><circle cx="0" cy="-170" r="22" fill="${metalPaintSafe(ctx.doc, ctx.m)}"/>`;
    const b = bbox(k.pts);
    return {
      body: `${hookT}<g transform="rotate(${tilt} 0 0)">${k.body}</g>`,
      silhouette: `<g transform="rotate(${tilt} 0 0)">${k.sil}</g>`,
      bounds: { x: -260, y: -200, w: 520, h: b.y + b.h + 220 },
      mount: 'float',
      focus: { x: 0, y: 190, span: 440 },
      fit: { maxW: 1000, maxH: 1500 },
    };
  }
  // hanging from a small brass hook
  const hook = `<path d="M0 -150 L0 -118 Q0 -96 -18 -92" fill="none" stroke="${shade(ctx.m.metal, -0.2)}" stroke-width="10" stroke-linecap="round"/><circle cx="0" cy="-160" r="22" fill="${metalPaintSafe(ctx.doc, ctx.m)}"/>`;
  const b = bbox(k.pts);
  return {
    body: `<g transform="translate(0 -10)">${hook}</g>${k.body}`,
    silhouette: k.sil,
    bounds: { x: b.x - 40, y: -200, w: b.w + 80, h: b.y + b.h + 220 },
    mount: 'float',
    focus: { x: 0, y: 190, span: 440 },
    fit: { maxW: 1000, maxH: 1500 },
  };
}

function metalPaintSafe(doc: Doc, m: Material): string {
  return doc.radial(
    [
      [0, mix(m.metal, '#fff', 0.7)],
      [0.5, m.metal],
      [1, shade(m.metal, -0.5)],
    ],
    0.35,
    0.35,
    0.7,
  );
}

// ---------------------------------------------------------------------------------------------
// Belt: a buckled loop standing on its edge, a coil for the flat lay.

export function buckle(
  doc: Doc,
  m: Material,
  cx: number,
  cy: number,
  bw: number,
  k = 1,
  style: 'square' | 'swivel' | 'sculpted' = 'square',
): string {
  if (style !== 'square') {
    // an oval frame: round for the swivel buckle, a deep cast oval for the sculpted one
    const rx = (style === 'sculpted' ? bw * 1.35 : bw * 0.75) * k,
      ry = (style === 'sculpted' ? bw * 1.7 : bw * 0.9) * k,
      t = (style === 'sculpted' ? bw * 0.42 : bw * 0.18) * k;
    const ring = (a: number, b: number, sweep: 0 | 1) =>
      `M${n1(cx - a)} ${n1(cy)} a${n1(a)} ${n1(b)} 0 1 ${sweep} ${n1(2 * a)} 0 a${n1(a)} ${n1(b)} 0 1 ${sweep} ${n1(-2 * a)} 0Z`;
    const d = `${ring(rx, ry, 1)} ${ring(rx - t, ry - t, 0)}`;
    let s =
      `<path d="${d}" fill-rule="evenodd" fill="#000" opacity="0.3" transform="translate(4 8)"/>` +
      metalShape(doc, m.metal, d).replace(/<path /g, '<path fill-rule="evenodd" ');
    if (style === 'sculpted')
      s += `<path d="${ring(rx - t * 0.5, ry - t * 0.5, 1)}" fill="none" stroke="${shade(m.metal, -0.45)}" stroke-opacity="0.45" stroke-width="2" stroke-dasharray="10 7"/>`;
    return s + metalStroke(doc, m.metal, `M${n1(cx - rx + t / 2)} ${n1(cy)} L${n1(cx + rx * 0.3)} ${n1(cy)}`, Math.max(6, bw * 0.14 * k));
  }
  const W = bw * 1.25 * k,
    H = bw * 1.5 * k,
    t = bw * 0.2 * k;
  const outer = `M${n1(cx - W / 2)} ${n1(cy - H / 2)} h${n1(W)} v${n1(H)} h${n1(-W)}Z`;
  const inner = `M${n1(cx - W / 2 + t)} ${n1(cy - H / 2 + t)} v${n1(H - 2 * t)} h${n1(W - 2 * t)} v${n1(-(H - 2 * t))}Z`;
  const frame =
    `<path d="${outer} ${inner}" fill-rule="evenodd" fill="#000" opacity="0.3" transform="translate(4 8)"/>` +
    metalShape(doc, m.metal, `${outer} ${inner}`).replace(/<path /g, '<path fill-rule="evenodd" ');
  const prong = `M${n1(cx - W / 2 + t / 2)} ${n1(cy)} L${n1(cx + W * 0.18)} ${n1(cy)}`;
  return frame + metalStroke(doc, m.metal, prong, t * 0.7);
}

/** How each belt stands for its portrait: the loop's proportions, strap width and buckle. */
const BELT_LOOKS: Record<
  string,
  { rx: number; ry: number; bw: number; buckle: 'square' | 'swivel' | 'sculpted'; woven?: boolean; reverse?: boolean }
> = {
  'classic-belt': { rx: 430, ry: 210, bw: 64, buckle: 'square' },
  // 3.5 cm, two colours: the inside of the loop shows the other side
  'reversible-belt': { rx: 470, ry: 165, bw: 76, buckle: 'swivel', reverse: true },
  // woven strips take the prong anywhere: no punched holes
  'woven-belt': { rx: 380, ry: 255, bw: 64, buckle: 'square', woven: true },
  // 2 cm, a large cast buckle
  'sculpted-buckle': { rx: 420, ry: 215, bw: 42, buckle: 'sculpted' },
};

function beltLoop(ctx: DrawContext, buckleFront: boolean): { body: string; sil: string; pts: Pt[] } {
  const { doc, m } = ctx;
  const look = BELT_LOOKS[ctx.shape ?? 'classic-belt'] ?? BELT_LOOKS['classic-belt'];
  const { rx, ry, bw } = look;
  const cy = 0;
  const top = (a0: number, a1: number, dy: number) => arc(0, cy + dy, rx, ry, a0, a1, 48);
  // back half (upper on screen): we see its inner face
  const back = [...top(180, 360, -bw / 2), ...top(360, 180, bw / 2)];
  const front = [...top(0, 180, -bw / 2), ...top(180, 0, bw / 2)];
  const inner: Material = look.reverse
    ? { ...m, base: isLight(m.base) ? mix(m.base, '#1c1a19', 0.85) : mix(m.base, '#6b4a2f', 0.8) }
    : { ...m, base: isLight(m.base) ? shade(m.base, -0.18) : shade(m.base, -0.3) };
  let s = panel(doc, inner, polyPath(back), { rim: 10, highlight: false });
  s += `<path d="${polyPath(back)}" fill="${doc.linear(
    [
      [0, '#000', 0.2],
      [0.5, '#000', 0],
      [1, '#000', 0.25],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  s += panel(doc, m, polyPath(front), {
    rim: 10,
    sheenAngle: 'left',
    under: look.woven ? `<path d="${polyPath(front)}" fill="${wovenPattern(doc, m, 22, 45)}"/>` : undefined,
  });
  s += stitch(smoothPath(top(8, 172, -bw / 2 + 10), false), m, { width: 2.8, dash: 8, gap: 5 });
  s += stitch(smoothPath(top(8, 172, bw / 2 - 10), false), m, { width: 2.8, dash: 8, gap: 5 });
  const bx = 0,
    by = cy + ry;
  if (buckleFront) {
    // tail passes through the buckle and a keeper, to the left
    s += `<path d="M${bx - 10} ${by - bw / 2} L${bx - 190} ${by - bw / 2 - 16} L${bx - 190} ${by + bw / 2 - 16} L${bx - 10} ${by + bw / 2}Z" fill="${m.base}"/>`;
    s += panel(
      doc,
      m,
      `M${bx - 10} ${by - bw / 2} L${bx - 200} ${by - bw / 2 - 14} Q${bx - 236} ${by - 12} ${bx - 200} ${by + bw / 2 - 14} L${bx - 10} ${by + bw / 2}Z`,
      { rim: 8, light: 0.05 },
    );
    s += stitch(`M${bx - 20} ${by - bw / 2 + 9} L${bx - 196} ${by - bw / 2 - 5}`, m, { width: 2.6, dash: 8, gap: 5 });
    s += panel(
      doc,
      m,
      `M${bx + 70} ${by - bw / 2 - 8} L${bx + 96} ${by - bw / 2 - 8} L${bx + 96} ${by + bw / 2 + 8} L${bx + 70} ${by + bw / 2 + 8}Z`,
      { rim: 4, light: 0.06 },
    );
    s += buckle(doc, m, bx + 10, by, bw, 1, look.buckle);
  } else {
    // buckle at the back, seen over the far side; holes facing us in front
    s = buckle(doc, m, 0, cy - ry, bw, 0.8, look.buckle) + s;
    for (let i = 0; i < (look.woven ? 0 : 5); i++) {
      const x = -120 + i * 60;
      s += `<ellipse cx="${x}" cy="${n1(by - 2)}" rx="7" ry="8" fill="${shade(m.base, -0.75)}"/><ellipse cx="${x + 1}" cy="${n1(by + 1)}" rx="7" ry="8" fill="none" stroke="${m.light}" stroke-opacity="0.3" stroke-width="1.5"/>`;
    }
  }
  const sil = `<path d="${polyPath(front)}"/><path d="${polyPath(back)}"/>`;
  return { body: s, sil, pts: [...front, ...back] };
}

function spiral(turns: number, r0: number, r1: number, squash = 1): Pt[] {
  const pts: Pt[] = [];
  const steps = Math.round(turns * 64);
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const a = t * turns * Math.PI * 2;
    const r = r0 + (r1 - r0) * t;
    pts.push(pt(Math.cos(a) * r, Math.sin(a) * r * squash));
  }
  return pts;
}

function beltCoil(ctx: DrawContext, squash: number): { body: string; sil: string; pts: Pt[] } {
  const { doc, m } = ctx;
  const bw = 62;
  const sp = spiral(2.6, 70, 70 + 2.6 * 74, squash);
  const d = smoothPath(sp, false);
  let s = '';
  if (squash < 1) {
    // the coil stands a belt-width tall: its outer wall shows below
    const wall = bw * 0.9;
    const outer = spiral(1, 70 + 1.6 * 74, 70 + 2.6 * 74, squash).slice(0, 33);
    const band = [
      ...outer.map((p) => pt(p.x, p.y)),
      ...outer
        .slice()
        .reverse()
        .map((p) => pt(p.x, p.y + wall)),
    ];
    s += panel(doc, m, polyPath(band), { rim: 10, light: -0.1 });
    s += stitch(
      smoothPath(
        outer.map((p) => pt(p.x, p.y + 10)),
        false,
      ),
      m,
      { width: 2.6, dash: 8, gap: 5 },
    );
    s += stitch(
      smoothPath(
        outer.map((p) => pt(p.x, p.y + wall - 10)),
        false,
      ),
      m,
      { width: 2.6, dash: 8, gap: 5 },
    );
  }
  s += strap(doc, m, d, bw * (squash < 1 ? 0.8 : 1));
  // inner tip with holes, buckle on the outside end
  const end = sp[sp.length - 1];
  s += buckle(doc, m, end.x + 10, end.y - (squash < 1 ? 0 : 40), bw * (squash < 1 ? 0.8 : 1));
  for (let i = 0; i < 5; i++) {
    const p = sp[14 + i * 6];
    s += `<circle cx="${n1(p.x)}" cy="${n1(p.y)}" r="6" fill="${shade(m.base, -0.75)}"/>`;
  }
  const rOut = 70 + 2.6 * 74 + bw;
  const sil =
    `<path d="${d}" fill="none" stroke="#000" stroke-width="${bw}"/>` +
    (squash < 1 ? `<ellipse cx="0" cy="${n1(bw * 0.5)}" rx="${rOut - bw / 2}" ry="${n1((rOut - bw / 2) * squash)}"/>` : '');
  return { body: s, sil, pts: [pt(-rOut, -rOut * squash), pt(rOut + 60, rOut * squash + (squash < 1 ? bw : 0))] };
}

/** The belt laid out along the floor in a lazy S, seen from a high angle: tip and holes to the left, buckle right. */
function beltLaid(ctx: DrawContext): { body: string; sil: string; pts: Pt[] } {
  const { doc, m } = ctx;
  const bw = 60;
  const pts: Pt[] = [];
  for (let i = 0; i <= 60; i++) {
    const t = i / 60;
    pts.push(pt(-560 + t * 1120, Math.sin(t * Math.PI * 2) * 120 * (1 - t * 0.3)));
  }
  const d = smoothPath(pts, false);
  let s = strap(doc, m, d, bw);
  // pointed tip
  const a = pts[0];
  s += `<path d="M${n1(a.x + 2)} ${n1(a.y - bw / 2)} L${n1(a.x - 40)} ${n1(a.y)} L${n1(a.x + 2)} ${n1(a.y + bw / 2)}Z" fill="${m.base}" stroke="${m.edge}" stroke-width="2.5"/>`;
  for (let i = 0; i < 5; i++) {
    const p = pts[3 + i * 2];
    s += `<ellipse cx="${n1(p.x)}" cy="${n1(p.y)}" rx="6" ry="6.5" fill="${shade(m.base, -0.75)}"/>`;
  }
  const z = pts[pts.length - 1];
  s += buckle(doc, m, z.x + 20, z.y, bw);
  return {
    body: s,
    sil: `<path d="${d}" fill="none" stroke="#000" stroke-width="${bw}"/>`,
    pts: [...pts.map((p) => pt(p.x, p.y - bw / 2)), ...pts.map((p) => pt(p.x, p.y + bw / 2)), pt(z.x + 70, z.y + 50), pt(a.x - 44, a.y)],
  };
}

export function belt(ctx: DrawContext): Drawing {
  const { pose } = ctx;
  if (pose === 'top') {
    const c = beltCoil(ctx, 1);
    return { body: c.body, silhouette: c.sil, bounds: bbox(c.pts), mount: 'flat', focus: { x: 200, y: 0, span: 420 } };
  }
  if (pose === 'side' || pose === 'styled') {
    const c = beltCoil(ctx, 0.42);
    const b = bbox(c.pts);
    return {
      body: c.body,
      silhouette: c.sil,
      bounds: { x: b.x, y: b.y, w: b.w, h: b.h },
      mount: 'stand',
      floor: b.y + b.h,
      footprint: { x0: b.x + 30, x1: b.x + b.w - 30, y0: b.y + b.h * 0.4, y1: b.y + b.h },
      focus: { x: 200, y: 0, span: 420 },
    };
  }
  if (pose === 'back') {
    const c = beltLaid(ctx);
    const b = bbox(c.pts);
    return {
      body: c.body,
      silhouette: c.sil,
      bounds: { x: b.x - 20, y: b.y - 40, w: b.w + 40, h: b.h + 60 },
      mount: 'flat',
      focus: { x: 0, y: 0, span: 420 },
      fit: { maxW: 1400 },
    };
  }
  const l = beltLoop(ctx, true);
  const b = bbox(l.pts);
  return {
    body: l.body,
    silhouette: l.sil,
    bounds: { x: b.x - 20, y: b.y - 60, w: b.w + 40, h: b.h + 120 },
    mount: 'stand',
    floor: b.y + b.h,
    footprint: { x0: b.x + 60, x1: b.x + b.w - 60, y0: b.y + b.h - 24, y1: b.y + b.h },
    focus: { x: 0, y: 210, span: 380 },
  };
}
