// A leather object built like a box with soft corners: a front outline extruded into a gusset,
// seen through a small perspective camera. Bags, wallets and card cases are all described as
// an outline, a depth and the details on each face; the camera decides what is visible.
import { type Doc, type Material, panel, n1 } from '../svg.ts';
import { shade, mix } from '../color.ts';
import { type Pt, type P3, type Camera, camera, project, smoothPath, polyPath, signedArea, bbox, pt } from '../geom.ts';
import type { Drawing, DrawContext, Pose } from './types.ts';

export interface Face {
  cam: Camera;
  doc: Doc;
  m: Material;
  side: 'front' | 'back';
  /** Project a point authored in face coordinates (as seen by someone looking at this face). */
  P(p: Pt, lift?: number): Pt;
  path(pts: Pt[], closed?: boolean, smooth?: boolean, lift?: number): string;
  /** A panel path drawn flat on this face. */
  poly(pts: Pt[], lift?: number): string;
  /**
   * An SVG transform that lays flat artwork (text, round hardware) authored around (0, 0) onto the
   * face at (x, y): the face's own axes as the camera sees them, so a three-quarter view tilts and
   * foreshortens it with the leather instead of leaving it square to the picture.
   */
  onFace(x: number, y: number, lift?: number): string;
}

interface Extras {
  /** Drawn behind the body (e.g. the back handle). */
  behind: string;
  /** Drawn between gusset and visible face (e.g. a shoulder strap attached at the sides). */
  middle: string;
  /** Drawn above the visible face. */
  front: string;
  silhouette: string;
  /** Extra points to include in the bounds. */
  points: Pt[];
}

export interface BoxyDef {
  outline: Pt[];
  depth: number;
  topDepth?: number;
  open?: boolean;
  topY: number;
  face: (f: Face) => string; // details on the visible face (front or back)
  overlay?: (f: Face) => string; // details drawn after 'front' extras (e.g. handle tabs over the handle ends)
  extras?: (cam: Camera, ctx: DrawContext, visible: 'front' | 'back') => Partial<Extras>;
  flatExtras?: (ctx: DrawContext) => Partial<Extras>; // straps/handles laid on the surface for flat lays
  focus: { x: number; y: number; span: number };
  faceRim?: number;
}

export function poseCamera(pose: Pose, pivotY = 0): Camera {
  const o = { pivotY };
  switch (pose) {
    case 'side':
      return camera(36, 11, o);
    case 'back':
      return camera(206, 10, o);
    case 'top':
      return camera(0, 0, o);
    case 'styled':
      return camera(-26, 14, o);
    default:
      return camera(0, 12, o);
  }
}

export function drawBoxy(ctx: DrawContext, def: BoxyDef): Drawing {
  const { doc, m, pose } = ctx;
  const cam = poseCamera(pose, def.topY / 2);
  const flat = pose === 'top';
  const dAt = (y: number) => {
    const top = def.topDepth ?? def.depth;
    const t = Math.max(0, Math.min(1, -y / -def.topY));
    return def.depth + (top - def.depth) * t;
  };
  const F = (p: Pt): P3 => ({ x: p.x, y: p.y, z: dAt(p.y) / 2 });
  const B = (p: Pt): P3 => ({ x: p.x, y: p.y, z: -dAt(p.y) / 2 });
  const frontPts = def.outline.map((p) => project(cam, F(p)));
  const backPts = def.outline.map((p) => project(cam, B(p)));
  const frontVisible = signedArea(frontPts) > 0;
  const visible: 'front' | 'back' = frontVisible ? 'front' : 'back';

  const makeFace = (side: 'front' | 'back'): Face => {
    const P = (p: Pt, lift = 0) => {
      if (side === 'front') return project(cam, { x: p.x, y: p.y, z: dAt(p.y) / 2 + lift });
      return project(cam, { x: -p.x, y: p.y, z: -dAt(p.y) / 2 - lift });
    };
    return {
      cam,
      doc,
      m,
      side,
      P,
      path: (pts, closed = false, smooth = true, lift = 0) =>
        (smooth ? smoothPath : polyPath)(
          pts.map((q) => P(q, lift)),
          closed,
        ),
      poly: (pts, lift = 0) =>
        polyPath(
          pts.map((q) => P(q, lift)),
          true,
        ),
      onFace: (x, y, lift = 0) => {
        const o = P(pt(x, y), lift),
          ax = P(pt(x + 10, y), lift),
          ay = P(pt(x, y + 10), lift);
        const r = (v: number) => Math.round(v * 1000) / 1000;
        return `matrix(${r((ax.x - o.x) / 10)} ${r((ax.y - o.y) / 10)} ${r((ay.x - o.x) / 10)} ${r((ay.y - o.y) / 10)} ${n1(o.x)} ${n1(o.y)})`;
      },
    };
  };
  const face = makeFace(visible);

  // gusset mass: every side quad plus the hidden face, all wound the same way so they union cleanly
  const n = def.outline.length;
  const isTop = (i: number) => def.outline[i].y <= def.topY + 2 && def.outline[(i + 1) % n].y <= def.topY + 2;
  let mass = '';
  const norm = (pts: Pt[]) => (signedArea(pts) < 0 ? pts.slice().reverse() : pts);
  const hidden = frontVisible ? backPts : frontPts;
  mass += polyPath(norm(hidden));
  const quadsVisible: Pt[][] = [];
  for (let i = 0; i < n; i++) {
    if (def.open && isTop(i)) continue;
    const j = (i + 1) % n;
    const q = [frontPts[i], frontPts[j], backPts[j], backPts[i]];
    if (Math.abs(signedArea(q)) < 0.5) continue;
    quadsVisible.push(q);
    mass += polyPath(norm(q));
  }
  const all = [...frontPts, ...backPts];
  const gussetTone = pose === 'side' ? -0.12 : pose === 'styled' ? -0.34 : -0.26;
  const gusset = shade(m.base, gussetTone * (gussetTone < 0 ? 0.9 : 1));
  const gShade = doc.linear(
    [
      [0, '#ffffff', 0.06],
      [0.5, m.deep, 0],
      [1, m.deep, 0.3],
    ],
    0,
    0,
    0,
    1,
  );
  let body = '';
  let sil = '';
  const ex = def.extras && !ctx.bare ? def.extras(cam, ctx, visible) : {};
  const fx = flat && def.flatExtras ? def.flatExtras(ctx) : {};
  const behind = (flat ? fx.behind : ex.behind) ?? '';
  const middle = (flat ? fx.middle : ex.middle) ?? '';
  const frontEx = (flat ? fx.front : ex.front) ?? '';
  body += behind;
  if (!flat) {
    body += `<g fill-rule="nonzero"><path d="${mass}" fill="${gusset}"/>${doc.texFill(m.texture, m.textureSize, mass, m.textureOpacity)}<path d="${mass}" fill="${gShade}"/><path d="${mass}" fill="none" stroke="${m.edge}" stroke-width="2.4" stroke-linejoin="round"/></g>`;
    // seams where the gusset meets the faces
    body += `<path d="${polyPath(hidden)}" fill="none" stroke="${m.deep}" stroke-opacity="0.5" stroke-width="2"/>`;
  }
  if (def.open && !flat) {
    // looking into the bag: the inner wall of the far panel, the lining in shadow
    const fTop: Pt[] = [],
      bTop: Pt[] = [];
    for (let i = 0; i < n; i++)
      if (def.outline[i].y <= def.topY + 2) {
        fTop.push(frontPts[i]);
        bTop.push(backPts[i]);
      }
    if (fTop.length > 1) {
      const near = frontVisible ? fTop : bTop;
      const far = frontVisible ? bTop : fTop;
      const d = polyPath([...far, ...near.slice().reverse()]);
      const inner = mix(m.base, m.lining, 0.5);
      const interior = doc.linear(
        [
          [0, mix(inner, '#2a211b', 0.1)],
          [0.3, mix(inner, '#2a211b', 0.4)],
          [0.75, mix(m.base, '#1f1814', 0.7)],
          [1, mix(m.base, '#1a1411', 0.82)],
        ],
        0,
        0,
        0,
        1,
      );
      body += `<path d="${d}" fill="${interior}"/>`;
      body += `<path d="${polyPath(far, false)}" fill="none" stroke="${m.light}" stroke-opacity="0.55" stroke-width="3"/>`;
    }
  }
  body += middle;
  const visPts = frontVisible ? frontPts : backPts;
  const outlineD = polyPath(visPts);
  body += panel(doc, m, outlineD, { light: pose === 'styled' ? 0.04 : 0, rim: def.faceRim ?? 40 });
  body += def.face(face);
  body += frontEx;
  if (def.overlay) body += def.overlay(face);

  sil += `<path d="${outlineD}"/>`;
  if (!flat) sil += `<path d="${mass}"/>`;
  sil += (flat ? fx.silhouette : ex.silhouette) ?? '';
  const extraPts = (flat ? fx.points : ex.points) ?? [];
  const bb = bbox(flat ? [...visPts, ...extraPts] : [...all, ...extraPts]);
  // floor contact: the lowest projected points
  const base = def.outline.filter((p) => p.y > -2);
  const baseProj = base.flatMap((p) => [project(cam, F(p)), project(cam, B(p))]);
  const bb2 = bbox(baseProj.length ? baseProj : all);
  const focusP = face.P(pt(visible === 'front' ? def.focus.x : def.focus.x, def.focus.y));
  return {
    body,
    silhouette: sil,
    bounds: bb,
    bodyBounds: bbox(flat ? visPts : all),
    mount: flat ? 'flat' : 'stand',
    floor: bb2.y + bb2.h,
    footprint: { x0: bb2.x, x1: bb2.x + bb2.w, y0: bb2.y, y1: bb2.y + bb2.h },
    focus: { x: focusP.x, y: focusP.y, span: def.focus.span },
  };
}

/** Project a 3D polyline and return a smooth path. */
export function path3(cam: Camera, pts: P3[]): string {
  return smoothPath(
    pts.map((p) => project(cam, p)),
    false,
  );
}

/** Debossed wordmark, a little sunk into the leather. */
export function deboss(f: Face, x: number, y: number, size: number, text = 'BOTTEGA'): string {
  const tr = f.onFace(x, y);
  const common = `font-family="DejaVu Serif, serif" font-size="${n1(size)}" letter-spacing="${n1(size * 0.32)}" text-anchor="middle"`;
  return `<g transform="${tr}"><text ${common} x="0.8" y="1.4" fill="#ffffff" fill-opacity="0.12">${text}</text><text ${common} x="0" y="0" fill="${f.m.deep}" fill-opacity="0.42">${text}</text></g>`;
}

/** A domed metal stud or rivet set into the face: round seen square on, an ellipse in a three-quarter view. */
export function stud(f: Face, x: number, y: number, r: number, lift = 4): string {
  const metal = f.m.metal;
  const g = f.doc.radial(
    [
      [0, mix(metal, '#ffffff', 0.8)],
      [0.35, metal],
      [0.8, shade(metal, -0.45)],
      [1, shade(metal, -0.6)],
    ],
    0.38,
    0.35,
    0.7,
  );
  return `<g transform="${f.onFace(x, y, lift)}"><circle cx="${n1(r * 0.1)}" cy="${n1(r * 0.2)}" r="${n1(r)}" fill="#000" opacity="0.3"/><circle r="${n1(r)}" fill="${g}"/></g>`;
}
