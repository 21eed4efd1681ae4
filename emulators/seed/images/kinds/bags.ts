// Handbags and small leather goods, described for the box builder (the totes are in totes.ts).
import { panel, stitch, strap, metalStroke, metalShape, chainPath, n1, type Doc, type Material } from '../svg.ts';
import { shade, mix, isLight } from '../color.ts';
import {
  type Pt,
  type Shape,
  pt,
  roundCorners,
  inset,
  arc,
  chain,
  smoothPath,
  project,
  p3,
  type Camera,
  shapePts,
  shapeInset,
  rectShape,
  dense,
} from '../geom.ts';
import { drawBoxy, path3, deboss, stud, type Face, type BoxyDef } from './boxy.ts';
import type { DrawContext, Drawing } from './types.ts';

export const rect = (x0: number, y0: number, x1: number, y1: number): Pt[] => [pt(x0, y0), pt(x1, y0), pt(x1, y1), pt(x0, y1)];

/** Stitch line following an outline at an inset, optionally only part of it (by y range). */
export function stitchInset(
  f: Face,
  outline: Pt[] | Shape,
  d: number,
  opts: { minY?: number; maxY?: number; closed?: boolean; width?: number; lift?: number } = {},
): string {
  let pts = Array.isArray(outline) ? inset(outline, d) : shapePts(shapeInset(outline, d));
  let closed = opts.closed ?? true;
  if (opts.minY !== undefined || opts.maxY !== undefined) {
    const lo = opts.minY ?? -Infinity,
      hi = opts.maxY ?? Infinity;
    // rotate the ring so that the run starts right after an excluded point, then keep the included run
    const inc = pts.map((p) => p.y >= lo && p.y <= hi);
    const start = inc.findIndex((v, i) => !v && inc[(i + 1) % inc.length]);
    if (start >= 0) {
      const ring = [...pts.slice(start + 1), ...pts.slice(0, start + 1)];
      const incRing = ring.map((p) => p.y >= lo && p.y <= hi);
      const end = incRing.indexOf(false);
      pts = ring.slice(0, end < 0 ? ring.length : end);
      closed = false;
    }
  }
  return stitch(f.path(pts, closed, false, opts.lift ?? 0), f.m, { width: opts.width });
}

/** Hanging tab or pull: a small leather tongue with stitching, hanging from a point. */
export function leatherTab(f: Face, x: number, y: number, w: number, h: number, tilt = 0): string {
  const pts = roundCorners(
    [pt(x - w / 2, y), pt(x + w / 2, y), pt(x + w / 2 + tilt, y + h), pt(x - w / 2 + tilt, y + h)],
    [4, 4, w / 2, w / 2],
    8,
  );
  const d = f.poly(pts, 4);
  return (
    `<path d="${d}" fill="#000" opacity="0.22" transform="translate(4 7)"/>` +
    panel(f.doc, f.m, d, { rim: 8, light: 0.05 }) +
    stitch(f.path(inset(pts, 7), true, false, 4), f.m, { width: 2, dash: 6, gap: 4 })
  );
}

// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------

export function turnLock(f: Face, x: number, y: number, scale = 1): string {
  const { doc, m } = f;
  const w = 120 * scale,
    h = 56 * scale;
  const plate = roundCorners(rect(x - w / 2, y - h / 2, x + w / 2, y + h / 2), 14 * scale, 6);
  let s = metalShape(doc, m.metal, f.poly(plate, 6));
  const inner = roundCorners(
    rect(x - w / 2 + 10 * scale, y - h / 2 + 10 * scale, x + w / 2 - 10 * scale, y + h / 2 - 10 * scale),
    8 * scale,
    6,
  );
  s += `<path d="${f.poly(inner, 6)}" fill="none" stroke="${shade(m.metal, -0.45)}" stroke-opacity="0.5" stroke-width="1.4"/>`;
  // the knob lies on the flap, so it turns and foreshortens with it
  const knob = `M${n1(-34 * scale)} 0 a${n1(34 * scale)} ${n1(15 * scale)} 0 1 0 ${n1(68 * scale)} 0 a${n1(34 * scale)} ${n1(15 * scale)} 0 1 0 ${n1(-68 * scale)} 0Z`;
  s += `<g transform="${f.onFace(x, y, 10)}"><path d="${knob}" fill="#000" opacity="0.3" transform="translate(3 5)"/>${metalShape(doc, m.metal, knob, { vertical: true })}`;
  s += `<ellipse cx="${n1(-8 * scale)}" cy="${n1(-5 * scale)}" rx="${n1(16 * scale)}" ry="${n1(3.5 * scale)}" fill="#fff" opacity="0.55"/></g>`;
  return s;
}

export function dRing(cam: Camera, doc: Doc, m: Material, x: number, y: number, z: number, size: number, sideways: number): string {
  const pts: Pt[] = [];
  for (let i = 0; i <= 20; i++) {
    const a = (Math.PI * i) / 20 - Math.PI / 2;
    pts.push(project(cam, p3(x + sideways * Math.cos(a), y + Math.sin(a) * size * 0.5, z)));
  }
  pts.push(pts[0]);
  return metalStroke(doc, m.metal, smoothPath(pts, false), 8);
}

export function shoulderBag(ctx: DrawContext): Drawing {
  const H = 540,
    W = 780;
  const body = rectShape(-W / 2, -H, W / 2, 0, [56, 56, 130, 130], 12);
  const outline = shapePts(body);
  const flapBottom = -196;
  const flapShape = rectShape(-W / 2 - 3, -H - 3, W / 2 + 3, flapBottom, [58, 58, 110, 110], 12);
  const flap = shapePts(flapShape);
  const strapH = 560;
  const def: BoxyDef = {
    outline,
    depth: 200,
    topDepth: 150,
    topY: -H,
    face: (f) => {
      let s = '';
      if (f.side === 'front') {
        s += stitchInset(f, body, 14, { minY: -230 });
        const fd = f.poly(flap, 5);
        s += `<g clip-path="${f.doc.clip(f.poly(outline))}"><path d="${fd}" fill="#000" opacity="0.28" transform="translate(2 14)"/><path d="${fd}" fill="#000" opacity="0.18" transform="translate(3 30)"/></g>`;
        s += panel(f.doc, f.m, fd, { light: 0.07, rim: 34 });
        s += stitch(f.path(shapePts(shapeInset(flapShape, 16)), true, false, 5), f.m);
        // flap fold at the top
        s += `<path d="${f.path([pt(-W / 2 + 40, -H + 36), pt(0, -H + 40), pt(W / 2 - 40, -H + 36)], false, true, 5)}" fill="none" stroke="${f.m.deep}" stroke-opacity="0.14" stroke-width="14"/>`;
        s += turnLock(f, 0, flapBottom - 6);
      } else {
        s += stitchInset(f, body, 14);
        const pocket = roundCorners(rect(-W / 2, -330, W / 2, 0), [0, 0, 130, 130], 12);
        const pd = f.poly(pocket, 3);
        s += `<path d="${f.path([pt(-W / 2 + 10, -330), pt(W / 2 - 10, -330)], false, false, 3)}" stroke="#000" stroke-opacity="0.25" stroke-width="6" fill="none" transform="translate(0 5)"/>`;
        s += panel(f.doc, f.m, pd, { rim: 24, light: 0.02, highlight: true });
        s += stitch(f.path([pt(-W / 2 + 20, -314), pt(W / 2 - 20, -314)], false, false, 3), f.m);
        s += `<path d="${f.path([pt(-40, -330), pt(0, -290), pt(40, -330)], false, true, 3)}" fill="${f.m.deep}" opacity="0.5"/>`;
      }
      return s;
    },
    extras: (cam) => {
      const pts = [];
      for (let i = 0; i <= 30; i++) {
        const a = Math.PI * (i / 30);
        pts.push(p3((-W / 2) * Math.cos(a) * 1.02, -H + 60 - strapH * Math.pow(Math.sin(a), 0.85), 0));
      }
      const d = path3(cam, pts);
      let mid = strap(ctx.doc, ctx.m, d, 36);
      mid += dRing(cam, ctx.doc, ctx.m, -W / 2 - 2, -H + 64, 0, 46, -16) + dRing(cam, ctx.doc, ctx.m, W / 2 + 2, -H + 64, 0, 46, 16);
      const top = project(cam, p3(0, -H + 60 - strapH, 0));
      return { middle: mid, silhouette: `<path d="${d}" fill="none" stroke="#000" stroke-width="36"/>`, points: [pt(top.x, top.y - 22)] };
    },
    flatExtras: () => {
      const pts = [
        pt(-W / 2 - 4, -H + 70),
        pt(-W / 2 - 110, -H - 80),
        pt(-240, -H - 260),
        pt(120, -H - 250),
        pt(W / 2 + 120, -H - 90),
        pt(W / 2 + 4, -H + 70),
      ];
      const d = smoothPath(pts, false);
      return {
        behind: strap(ctx.doc, ctx.m, d, 36),
        silhouette: `<path d="${d}" fill="none" stroke="#000" stroke-width="36"/>`,
        points: pts.map((p) => pt(p.x, p.y - 20)),
      };
    },
    focus: { x: 0, y: flapBottom - 6, span: 430 },
  };
  return drawBoxy(ctx, def);
}

// ---------------------------------------------------------------------------------------------

export function zipper(f: Face, pts: Pt[], lift = 2): string {
  const d = f.path(pts, false, true, lift);
  const tape = shade(f.m.base, -0.55);
  return (
    `<path d="${d}" fill="none" stroke="${tape}" stroke-width="24"/>` +
    `<path d="${d}" fill="none" stroke="${shade(f.m.metal, -0.55)}" stroke-width="12"/>` +
    `<path d="${d}" fill="none" stroke="${f.m.metal}" stroke-width="10" stroke-dasharray="3 3"/>` +
    `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="3 3" transform="translate(-0.5 -2)"/>`
  );
}

export function zipPull(f: Face, x: number, y: number, tabLen = 120): string {
  const { doc, m } = f;
  const slider = roundCorners(rect(x - 18, y - 14, x + 18, y + 16), 7, 5);
  let s = metalShape(doc, m.metal, f.poly(slider, 6));
  const ring = f.P(pt(x, y + 30), 7);
  s += metalStroke(doc, m.metal, `M${n1(ring.x - 12)} ${n1(ring.y)} a12 12 0 1 0 24 0 a12 12 0 1 0 -24 0`, 5);
  s += leatherTab(f, x, y + 40, 34, tabLen, 4);
  return s;
}

export function crossbody(ctx: DrawContext): Drawing {
  const H = 430,
    W = 640;
  const body = rectShape(-W / 2, -H, W / 2, 0, 64, 12);
  const outline = shapePts(body);
  const pocketTop = -290;
  const strapH = 640;
  const def: BoxyDef = {
    outline,
    depth: 170,
    topY: -H,
    face: (f) => {
      let s = stitchInset(f, body, 12);
      if (f.side === 'front') {
        const pocketShape = rectShape(-W / 2 + 34, pocketTop, W / 2 - 34, -34, [16, 16, 40, 40], 10);
        const pd = f.poly(shapePts(pocketShape), 4);
        s += `<path d="${pd}" fill="#000" opacity="0.25" transform="translate(2 6)"/>`;
        s += panel(f.doc, f.m, pd, { rim: 22, light: 0.03 });
        s += stitchInset(f, pocketShape, 11, { lift: 4 });
        s += zipper(f, [pt(-W / 2 + 60, -H + 52), pt(W / 2 - 60, -H + 52)]);
        s += zipPull(f, W / 2 - 110, -H + 52, 110);
        s += deboss(f, 0, -150, 22);
      } else {
        const patch = rectShape(-90, -260, 90, -170, 10, 6);
        s += panel(f.doc, f.m, f.poly(shapePts(patch), 2), { rim: 8, light: -0.03 });
        s += stitch(f.path(shapePts(shapeInset(patch, 8)), true, false, 2), f.m, { width: 2.6, dash: 7, gap: 4 });
      }
      return s;
    },
    extras: (cam) => {
      const pts = [];
      for (let i = 0; i <= 30; i++) {
        const a = Math.PI * (i / 30);
        pts.push(p3(-(W / 2 + 10) * Math.cos(a), -H + 40 - strapH * Math.pow(Math.sin(a), 0.9), 0));
      }
      const d = path3(cam, pts);
      let mid = strap(ctx.doc, ctx.m, d, 24, { stitched: false });
      for (const sx of [-1, 1]) {
        const c = project(cam, p3(sx * (W / 2 + 6), -H + 44, 0));
        mid += metalStroke(ctx.doc, ctx.m.metal, `M${n1(c.x - 16)} ${n1(c.y)} a16 16 0 1 0 32 0 a16 16 0 1 0 -32 0`, 7);
      }
      const top = project(cam, p3(0, -H + 40 - strapH, 0));
      return { middle: mid, silhouette: `<path d="${d}" fill="none" stroke="#000" stroke-width="24"/>`, points: [pt(top.x, top.y - 16)] };
    },
    flatExtras: () => {
      const pts = [
        pt(-W / 2 - 6, -H + 44),
        pt(-W / 2 - 120, -H - 60),
        pt(-W / 2 - 40, -H - 220),
        pt(0, -H - 250),
        pt(W / 2 + 60, -H - 200),
        pt(W / 2 + 130, -H - 40),
        pt(W / 2 + 6, -H + 44),
      ];
      const d = smoothPath(pts, false);
      return {
        behind: strap(ctx.doc, ctx.m, d, 24, { stitched: false }),
        silhouette: `<path d="${d}" fill="none" stroke="#000" stroke-width="24"/>`,
        points: pts,
      };
    },
    focus: { x: W / 2 - 110, y: -H + 110, span: 360 },
  };
  return drawBoxy(ctx, def);
}

// ---------------------------------------------------------------------------------------------

export function pochette(ctx: DrawContext): Drawing {
  const H = 420,
    W = 660;
  const bottom = arc(0, -H, W / 2, H, 0, 180, 40);
  const outline = chain(roundCorners([pt(-W / 2, -H), pt(W / 2, -H), pt(W / 2, -H + 2)], [0, 22, 0], 6).slice(0, -1), bottom.slice(0, -1), [
    pt(-W / 2, -H + 2),
  ]);
  const tip = -170;
  const flap = roundCorners(
    [pt(-W / 2 - 2, -H - 2), pt(W / 2 + 2, -H - 2), pt(W / 2 - 12, -H + 60), pt(0, tip), pt(-W / 2 + 12, -H + 60)],
    [18, 18, 60, 60, 60],
    12,
  );
  const chainH = 470;
  const def: BoxyDef = {
    outline,
    depth: 100,
    topDepth: 60,
    topY: -H,
    face: (f) => {
      let s = stitchInset(f, outline, 12, { minY: -H + 60 });
      if (f.side === 'front') {
        const fd = f.poly(flap, 4);
        s += `<g clip-path="${f.doc.clip(f.poly(outline))}"><path d="${fd}" fill="#000" opacity="0.3" transform="translate(2 10)"/></g>`;
        s += panel(f.doc, f.m, fd, { rim: 26, light: 0.06 });
        s += stitch(f.path(inset(flap, 13), true, false, 4), f.m, { width: 2.6 });
        s += stud(f, 0, tip - 30, 24, 8);
        s += `<g transform="${f.onFace(0, tip - 30, 8)}"><circle r="15" fill="none" stroke="${shade(f.m.metal, -0.4)}" stroke-opacity="0.5" stroke-width="1.5"/></g>`;
      } else {
        s += deboss(f, 0, -H + 170, 22);
      }
      return s;
    },
    extras: (cam) => {
      const pts = [];
      for (let i = 0; i <= 40; i++) {
        const a = Math.PI * (i / 40);
        pts.push(project(cam, p3(-(W / 2 - 26) * Math.cos(a), -H + 18 - chainH * Math.pow(Math.sin(a), 0.75), 0)));
      }
      const ends = [project(cam, p3(-(W / 2 - 26), -H + 18, 0)), project(cam, p3(W / 2 - 26, -H + 18, 0))];
      let mid = chainPath(ctx.doc, ctx.m, pts);
      for (const e of ends) mid += metalStroke(ctx.doc, ctx.m.metal, `M${n1(e.x - 13)} ${n1(e.y)} a13 13 0 1 0 26 0 a13 13 0 1 0 -26 0`, 6);
      return {
        middle: mid,
        silhouette: `<path d="${smoothPath(pts, false)}" fill="none" stroke="#000" stroke-width="14"/>`,
        points: pts.map((p) => pt(p.x, p.y - 20)),
      };
    },
    flatExtras: () => {
      const raw = [
        pt(-W / 2 + 26, -H + 18),
        pt(-W / 2 - 80, -H - 120),
        pt(-120, -H - 230),
        pt(160, -H - 200),
        pt(W / 2 + 40, -H - 90),
        pt(W / 2 - 26, -H + 18),
      ];
      const run = dense(raw);
      return {
        behind: chainPath(ctx.doc, ctx.m, run),
        silhouette: `<path d="${smoothPath(run, false)}" fill="none" stroke="#000" stroke-width="14"/>`,
        points: run,
      };
    },
    focus: { x: 0, y: tip - 20, span: 380 },
  };
  return drawBoxy(ctx, def);
}

// ---------------------------------------------------------------------------------------------

/** Intrecciato: woven leather strips, each cell shaded where it dives under its neighbour. */
export function wovenPattern(doc: Doc, m: Material, cell = 64, rotate = 45): string {
  return doc.raw((id) => {
    const c = cell,
      gap = Math.max(2, c * 0.07);
    const lit = isLight(m.base) ? '#ffffff' : mix(m.base, '#ffffff', 0.6);
    const hGrad = `${id}h`,
      vGrad = `${id}v`;
    const cellH = (x: number, y: number) =>
      `<rect x="${x}" y="${y + gap / 2}" width="${c}" height="${c - gap}" fill="${m.base}"/><rect x="${x}" y="${y + gap / 2}" width="${c}" height="${c - gap}" fill="url(#${hGrad})"/>`;
    const cellV = (x: number, y: number) =>
      `<rect x="${x + gap / 2}" y="${y}" width="${c - gap}" height="${c}" fill="${shade(m.base, -0.04)}"/><rect x="${x + gap / 2}" y="${y}" width="${c - gap}" height="${c}" fill="url(#${vGrad})"/>`;
    return (
      `<linearGradient id="${hGrad}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${m.deep}" stop-opacity="0.55"/><stop offset="0.18" stop-color="${m.deep}" stop-opacity="0"/><stop offset="0.45" stop-color="${lit}" stop-opacity="0.16"/><stop offset="0.82" stop-color="${m.deep}" stop-opacity="0"/><stop offset="1" stop-color="${m.deep}" stop-opacity="0.55"/></linearGradient>` +
      `<linearGradient id="${vGrad}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${m.deep}" stop-opacity="0.6"/><stop offset="0.18" stop-color="${m.deep}" stop-opacity="0"/><stop offset="0.45" stop-color="${lit}" stop-opacity="0.12"/><stop offset="0.82" stop-color="${m.deep}" stop-opacity="0"/><stop offset="1" stop-color="${m.deep}" stop-opacity="0.6"/></linearGradient>` +
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${2 * c}" height="${2 * c}" patternTransform="rotate(${rotate})"><rect width="${2 * c}" height="${2 * c}" fill="${m.deep}"/>${cellH(0, 0)}${cellV(c, 0)}${cellV(0, c)}${cellH(c, c)}</pattern>`
    );
  }, `woven${m.base}${cell}${rotate}`);
}

export function clutch(ctx: DrawContext): Drawing {
  const H = 470,
    W = 860;
  const outline = roundCorners(
    [pt(-W / 2 + 20, -H), pt(W / 2 - 20, -H), pt(W / 2, -H * 0.5), pt(W / 2, 0), pt(-W / 2, 0), pt(-W / 2, -H * 0.5)],
    [70, 70, 0, 120, 120, 0],
    14,
  );
  const def: BoxyDef = {
    outline,
    depth: 90,
    topDepth: 30,
    topY: -H,
    faceRim: 60,
    face: (f) => {
      const od = f.poly(outline);
      const weave = wovenPattern(f.doc, f.m, 58);
      let s = `<g clip-path="${f.doc.clip(od)}"><path d="${od}" fill="${weave}"/>`;
      s += f.doc.texFill('smooth', 300, od, 0.35);
      // pillowy volume: darker towards the rim, a broad soft highlight up and left
      s += `<path d="${od}" fill="none" stroke="${f.m.deep}" stroke-opacity="0.16" stroke-width="160"/><path d="${od}" fill="none" stroke="${f.m.deep}" stroke-opacity="0.18" stroke-width="70"/>`;
      const hi = f.doc.radial(
        [
          [0, '#ffffff', isLight(f.m.base) ? 0.25 : 0.16],
          [1, '#ffffff', 0],
        ],
        0.38,
        0.4,
        0.5,
      );
      s += `<path d="${od}" fill="${hi}"/>`;
      s += `</g><path d="${od}" fill="none" stroke="${f.m.edge}" stroke-width="3"/>`;
      // the gathered top where the frame closes
      s += `<path d="${f.path([pt(-W / 2 + 40, -H + 8), pt(0, -H + 14), pt(W / 2 - 40, -H + 8)], false, true, 2)}" fill="none" stroke="${f.m.deep}" stroke-opacity="0.45" stroke-width="10"/>`;
      return s;
    },
    focus: { x: 120, y: -H * 0.55, span: 380 },
  };
  // override the panel: the weave replaces the smooth face
  return drawBoxy(ctx, def);
}

// ---------------------------------------------------------------------------------------------

export function wallet(ctx: DrawContext): Drawing {
  const H = 420,
    W = 780;
  const body = rectShape(-W / 2, -H, W / 2, 0, 48, 12);
  const outline = shapePts(body);
  const zipRun = shapePts(shapeInset(body, 20)).filter((p) => p.y < -70);
  // order the run from bottom-left, over the top, to bottom-right
  const start = zipRun.findIndex((p, i) => i > 0 && zipRun[i - 1].x > 0 && p.x < 0 && p.y > -H / 2);
  const run = start > 0 ? [...zipRun.slice(start), ...zipRun.slice(0, start)] : zipRun;
  const def: BoxyDef = {
    outline,
    depth: 70,
    topDepth: 56,
    topY: -H,
    face: (f) => {
      let s = '';
      if (f.side === 'front') {
        s += zipper(
          f,
          run.filter((p, i) => i > 0 && Math.hypot(p.x - run[i - 1].x, p.y - run[i - 1].y) < 200),
        );
        s += stitchInset(f, body, 40, { minY: -H + 60 });
        s += deboss(f, 0, -150, 24);
      } else {
        s += stitchInset(f, body, 14);
      }
      return s;
    },
    extras: (cam, _c, visible) => {
      if (visible !== 'front') return {};
      // the brass pull, shaped like a needle, hangs from the slider past the corner
      const slider = project(cam, p3(W / 2 - 30, -H + 70, 30));
      const tip = project(cam, p3(W / 2 + 150, -H + 250, 30));
      const ang = Math.atan2(tip.y - slider.y, tip.x - slider.x);
      const len = Math.hypot(tip.x - slider.x, tip.y - slider.y);
      const needle = `M0 -9 L${n1(len * 0.2)} -11 L${n1(len)} 0 L${n1(len * 0.2)} 11 L0 9 Q-14 0 0 -9Z M6 -3 L${n1(len * 0.16)} -4 L${n1(len * 0.16)} 4 L6 3Z`;
      const tr = `translate(${n1(slider.x)} ${n1(slider.y)}) rotate(${n1((ang * 180) / Math.PI)})`;
      const front = `<g transform="${tr}"><path d="${needle}" fill="#000" opacity="0.3" transform="translate(3 6)"/>${metalShape(ctx.doc, ctx.m.metal, needle).replace(/<path /g, '<path fill-rule="evenodd" ')}</g>`;
      return { front, silhouette: `<g transform="${tr}"><path d="${needle}"/></g>`, points: [tip] };
    },
    focus: { x: W / 2 - 60, y: -H + 110, span: 330 },
  };
  return drawBoxy(ctx, def);
}

export function cardholder(ctx: DrawContext): Drawing {
  const H = 380,
    W = 560;
  const body = rectShape(-W / 2, -H, W / 2, 0, 26, 10);
  const outline = shapePts(body);
  const pocket = (top: number) => roundCorners(rect(-W / 2, top, W / 2, 0), [0, 0, 26, 26], 10);
  const def: BoxyDef = {
    outline,
    depth: 26,
    topY: -H,
    face: (f) => {
      let s = '';
      if (f.side === 'front') {
        // a card peeking from the top slot
        const card = roundCorners(rect(-W / 2 + 40, -H + 30, W / 2 - 40, -H + 200), 16, 6);
        const cardC = isLight(f.m.base) ? '#3b3836' : '#ece6da';
        s += `<path d="${f.poly(card, 1)}" fill="${cardC}"/><path d="${f.poly(card, 1)}" fill="${f.doc.linear(
          [
            [0, '#fff', 0.25],
            [1, '#000', 0.1],
          ],
          0,
          0,
          1,
          1,
        )}"/><path d="${f.poly(card, 1)}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="1.5"/>`;
        s += `<path d="${f.path([pt(-W / 2 + 70, -H + 62), pt(-W / 2 + 190, -H + 62)], false, false, 1)}" stroke="${mix(cardC, '#8a6d3b', 0.6)}" stroke-width="6" stroke-linecap="round"/>`;
        for (const top of [-H + 90, -H + 180]) {
          const pk = pocket(top);
          const thumb = top;
          const pd = f.poly(pk, 2);
          s += `<path d="${pd}" fill="#000" opacity="0.3" transform="translate(0 8)"/>`;
          s += panel(f.doc, f.m, pd, { rim: 14, light: top === -H + 90 ? 0.02 : 0.05 });
          s += `<path d="${f.path(arc(0, thumb, 56, 36, 0, 180, 16), false, true, 2)}" fill="${shade(f.m.base, -0.5)}"/>`;
          s += `<path d="${f.path(arc(0, thumb, 56, 36, 0, 180, 16), false, true, 2)}" fill="none" stroke="${f.m.edge}" stroke-width="2.4"/>`;
          s += stitch(f.path([pt(-W / 2 + 18, top + 14), pt(-70, top + 14)], false, false, 2), f.m, { width: 2.4, dash: 7, gap: 5 });
          s += stitch(f.path([pt(70, top + 14), pt(W / 2 - 18, top + 14)], false, false, 2), f.m, { width: 2.4, dash: 7, gap: 5 });
        }
        s += stitch(f.path(shapePts(shapeInset(body, 11)), true, false, 2), f.m, { width: 2.8, dash: 7, gap: 5 });
        s += deboss(f, 0, -60, 18);
      } else {
        s += stitch(f.path(shapePts(shapeInset(body, 11)), true, false, 2), f.m, { width: 2.8, dash: 7, gap: 5 });
        const pk = pocket(-H + 150);
        s += panel(f.doc, f.m, f.poly(pk, 2), { rim: 14, light: 0.04 });
        s += stitch(f.path([pt(-W / 2 + 18, -H + 164), pt(W / 2 - 18, -H + 164)], false, false, 2), f.m, { width: 2.4, dash: 7, gap: 5 });
      }
      return s;
    },
    focus: { x: -60, y: -H + 140, span: 300 },
  };
  return drawBoxy(ctx, def);
}
