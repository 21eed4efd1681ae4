// Small 2D/3D geometry kit: polygons with rounded corners, inward offsets for stitching,
// smooth paths, and a tiny perspective camera for the three-quarter views of bags.

export interface Pt {
  x: number;
  y: number;
}
export interface P3 {
  x: number;
  y: number;
  z: number;
}

export const pt = (x: number, y: number): Pt => ({ x, y });
export const p3 = (x: number, y: number, z: number): P3 => ({ x, y, z });

const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** Straight-segment path through points. */
export function polyPath(pts: Pt[], closed = true): string {
  if (pts.length === 0) return '';
  let d = `M${f(pts[0].x)} ${f(pts[0].y)}`;
  for (let i = 1; i < pts.length; i++) d += `L${f(pts[i].x)} ${f(pts[i].y)}`;
  return closed ? d + 'Z' : d;
}

/** Catmull-Rom spline through points, as cubic Béziers. */
export function smoothPath(pts: Pt[], closed = true, tension = 0.5): string {
  const n = pts.length;
  if (n < 3) return polyPath(pts, closed);
  const get = (i: number) => (closed ? pts[(i + n) % n] : pts[Math.max(0, Math.min(n - 1, i))]);
  let d = `M${f(pts[0].x)} ${f(pts[0].y)}`;
  const segs = closed ? n : n - 1;
  const k = tension / 3;
  for (let i = 0; i < segs; i++) {
    const p0 = get(i - 1),
      p1 = get(i),
      p2 = get(i + 1),
      p3_ = get(i + 2);
    const c1 = { x: p1.x + (p2.x - p0.x) * k, y: p1.y + (p2.y - p0.y) * k };
    const c2 = { x: p2.x - (p3_.x - p1.x) * k, y: p2.y - (p3_.y - p1.y) * k };
    d += `C${f(c1.x)} ${f(c1.y)} ${f(c2.x)} ${f(c2.y)} ${f(p2.x)} ${f(p2.y)}`;
  }
  return closed ? d + 'Z' : d;
}

/** Signed area: positive for clockwise in screen coordinates (y down). */
export function signedArea(pts: Pt[]): number {
  let a = 0;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i],
      q = pts[(i + 1) % pts.length];
    a += p.x * q.y - q.x * p.y;
  }
  return a / 2;
}

/**
 * Polygon corners replaced by circular-ish arcs. radii: one per vertex or a single number.
 * Returns a dense point list (good for offsets and projection).
 */
export function roundCorners(poly: Pt[], radii: number | number[], segs = 8): Pt[] {
  const out: Pt[] = [];
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const prev = poly[(i - 1 + n) % n],
      cur = poly[i],
      next = poly[(i + 1) % n];
    const r0 = Array.isArray(radii) ? radii[i] : radii;
    const d1 = Math.hypot(cur.x - prev.x, cur.y - prev.y);
    const d2 = Math.hypot(next.x - cur.x, next.y - cur.y);
    const r = Math.min(r0, d1 / 2, d2 / 2);
    if (r <= 0.5) {
      out.push(cur);
      continue;
    }
    const a = { x: cur.x + ((prev.x - cur.x) / d1) * r, y: cur.y + ((prev.y - cur.y) / d1) * r };
    const b = { x: cur.x + ((next.x - cur.x) / d2) * r, y: cur.y + ((next.y - cur.y) / d2) * r };
    for (let s = 0; s <= segs; s++) {
      const t = s / segs;
      // quadratic Bézier with the corner as control point: a soft, leather-like corner
      const u = 1 - t;
      out.push({ x: u * u * a.x + 2 * u * t * cur.x + t * t * b.x, y: u * u * a.y + 2 * u * t * cur.y + t * t * b.y });
    }
  }
  return out;
}

/** Offset a closed polyline inward by d (vertex normals, miter-limited). Works for any winding. */
export function inset(pts: Pt[], d: number): Pt[] {
  const n = pts.length;
  const sign = signedArea(pts) > 0 ? 1 : -1;
  const out: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const p = pts[(i - 1 + n) % n],
      c = pts[i],
      q = pts[(i + 1) % n];
    let e1x = c.x - p.x,
      e1y = c.y - p.y;
    let e2x = q.x - c.x,
      e2y = q.y - c.y;
    const l1 = Math.hypot(e1x, e1y) || 1,
      l2 = Math.hypot(e2x, e2y) || 1;
    e1x /= l1;
    e1y /= l1;
    e2x /= l2;
    e2y /= l2;
    // inward normal for clockwise (screen) winding is (-ey, ex)
    let nx = -(e1y + e2y),
      ny = e1x + e2x;
    const nl = Math.hypot(nx, ny) || 1;
    nx /= nl;
    ny /= nl;
    const cos = Math.max(0.35, nx * -e1y + ny * e1x);
    out.push({ x: c.x + sign * nx * (d / cos), y: c.y + sign * ny * (d / cos) });
  }
  return out;
}

/** Open polyline offset sideways (positive = left of travel direction in screen space). */
export function offsetLine(pts: Pt[], d: number): Pt[] {
  const n = pts.length;
  return pts.map((c, i) => {
    const p = pts[Math.max(0, i - 1)],
      q = pts[Math.min(n - 1, i + 1)];
    let tx = q.x - p.x,
      ty = q.y - p.y;
    const l = Math.hypot(tx, ty) || 1;
    tx /= l;
    ty /= l;
    return { x: c.x + ty * d, y: c.y - tx * d };
  });
}

export function bbox(pts: Pt[]): { x: number; y: number; w: number; h: number } {
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const p of pts) {
    if (p.x < x0) x0 = p.x;
    if (p.y < y0) y0 = p.y;
    if (p.x > x1) x1 = p.x;
    if (p.y > y1) y1 = p.y;
  }
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** p turned by deg degrees about c, clockwise on screen: where SVG's rotate(deg c.x c.y) puts it. */
export function rotateAbout(p: Pt, deg: number, c: Pt = { x: 0, y: 0 }): Pt {
  const a = (deg * Math.PI) / 180,
    dx = p.x - c.x,
    dy = p.y - c.y;
  return { x: c.x + dx * Math.cos(a) - dy * Math.sin(a), y: c.y + dx * Math.sin(a) + dy * Math.cos(a) };
}

/** Sample an ellipse arc (angles in degrees, 0 = +x, 90 = +y i.e. down). */
export function arc(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, steps = 24): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = ((a0 + ((a1 - a0) * i) / steps) * Math.PI) / 180;
    out.push({ x: cx + rx * Math.cos(a), y: cy + ry * Math.sin(a) });
  }
  return out;
}

/** Concatenate point runs, dropping the duplicated joint points. */
export function chain(...runs: Pt[][]): Pt[] {
  const out: Pt[] = [];
  for (const run of runs) {
    for (const p of run) {
      const last = out[out.length - 1];
      if (last && Math.abs(last.x - p.x) < 0.01 && Math.abs(last.y - p.y) < 0.01) continue;
      out.push(p);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// A very small camera: yaw around the vertical axis, pitch (looking down), mild perspective.
// World: x right, y down, z towards the viewer. The object's origin is projected to (0,0).

export interface Camera {
  yaw: number;
  pitch: number;
  focal: number;
  scale: number;
  ox: number;
  oy: number;
  pivotY: number;
}

/** pivotY: the height the camera aims at (perspective is centred there). */
export function camera(yawDeg: number, pitchDeg: number, opts: Partial<Camera> = {}): Camera {
  return {
    yaw: yawDeg,
    pitch: pitchDeg,
    focal: opts.focal ?? 4200,
    scale: opts.scale ?? 1,
    ox: opts.ox ?? 0,
    oy: opts.oy ?? 0,
    pivotY: opts.pivotY ?? 0,
  };
}

export function project(cam: Camera, p: P3): Pt {
  const ya = (cam.yaw * Math.PI) / 180,
    pa = (cam.pitch * Math.PI) / 180;
  const py = p.y - cam.pivotY;
  const x1 = p.x * Math.cos(ya) + p.z * Math.sin(ya);
  const z1 = -p.x * Math.sin(ya) + p.z * Math.cos(ya);
  const y2 = py * Math.cos(pa) + z1 * Math.sin(pa);
  const z2 = -py * Math.sin(pa) + z1 * Math.cos(pa);
  const s = cam.focal / (cam.focal - z2);
  return { x: cam.ox + x1 * s * cam.scale, y: cam.oy + cam.pivotY + y2 * s * cam.scale };
}

// ---------------------------------------------------------------------------------------------
// Rounded polygons that remember their corners, so stitching can follow them at any inset
// without the loops a dense offset makes in tight corners.

export interface Shape {
  poly: Pt[];
  radii: number[];
  segs: number;
}

export function shape(poly: Pt[], radii: number | number[], segs = 10): Shape {
  return { poly, radii: Array.isArray(radii) ? radii : poly.map(() => radii), segs };
}

export function shapePts(s: Shape): Pt[] {
  return roundCorners(s.poly, s.radii, s.segs);
}

/** The same shape moved inwards by d, with corner radii shrunk accordingly. */
export function shapeInset(s: Shape, d: number): Shape {
  return { poly: inset(s.poly, d), radii: s.radii.map((r) => Math.max(1.5, r - d)), segs: s.segs };
}

export function rectShape(x0: number, y0: number, x1: number, y1: number, radii: number | number[], segs = 10): Shape {
  return shape([pt(x0, y0), pt(x1, y0), pt(x1, y1), pt(x0, y1)], radii, segs);
}

/** Dense points along a Catmull-Rom spline through key points (for insets and clipping). */
export function catmull(pts: Pt[], closed = true, steps = 8): Pt[] {
  const n = pts.length;
  const out: Pt[] = [];
  const get = (i: number) => (closed ? pts[(i + n) % n] : pts[Math.max(0, Math.min(n - 1, i))]);
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = get(i - 1),
      p1 = get(i),
      p2 = get(i + 1),
      p3_ = get(i + 2);
    for (let k = 0; k < steps; k++) {
      const t = k / steps,
        t2 = t * t,
        t3 = t2 * t;
      out.push({
        x:
          0.5 *
          (2 * p1.x + (-p0.x + p2.x) * t + (2 * p0.x - 5 * p1.x + 4 * p2.x - p3_.x) * t2 + (-p0.x + 3 * p1.x - 3 * p2.x + p3_.x) * t3),
        y:
          0.5 *
          (2 * p1.y + (-p0.y + p2.y) * t + (2 * p0.y - 5 * p1.y + 4 * p2.y - p3_.y) * t2 + (-p0.y + 3 * p1.y - 3 * p2.y + p3_.y) * t3),
      });
    }
  }
  if (!closed) out.push(pts[n - 1]);
  return out;
}

export const P = (xy: Array<[number, number]>): Pt[] => xy.map(([x, y]) => ({ x, y }));

export function mirrorX(pts: Pt[], cx = 0): Pt[] {
  return pts.map((p) => ({ x: 2 * cx - p.x, y: p.y }));
}

/** A Catmull-Rom run through the points, dense enough for a chain to follow. */
export function dense(raw: Pt[]): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < raw.length - 1; i++) {
    const p0 = raw[Math.max(0, i - 1)],
      p1 = raw[i],
      p2 = raw[i + 1],
      p3_ = raw[Math.min(raw.length - 1, i + 2)];
    for (let k = 0; k < 12; k++) {
      const t = k / 12,
        t2 = t * t,
        t3 = t2 * t;
      out.push(
        pt(
          0.5 *
            (2 * p1.x + (-p0.x + p2.x) * t + (2 * p0.x - 5 * p1.x + 4 * p2.x - p3_.x) * t2 + (-p0.x + 3 * p1.x - 3 * p2.x + p3_.x) * t3),
          0.5 *
            (2 * p1.y + (-p0.y + p2.y) * t + (2 * p0.y - 5 * p1.y + 4 * p2.y - p3_.y) * t2 + (-p0.y + 3 * p1.y - 3 * p2.y + p3_.y) * t3),
        ),
      );
    }
  }
  out.push(raw[raw.length - 1]);
  return out;
}
