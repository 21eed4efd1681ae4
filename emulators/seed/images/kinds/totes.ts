// The house's totes. One builder, four silhouettes: the Ginevra is the big structured tote with
// riveted tabs, the Arco a deep U under two high arches, the Vela a tall canvas carry-all with
// calfskin trim and flat straps, the Mercato a flared basket of woven strips on short handles.
import { panel, stitch, strap, rolledHandle, leather, type Material } from '../svg.ts';
import { shade, mix, isLight } from '../color.ts';
import { type P3, pt, roundCorners, inset, smoothPath, project, p3, type Camera, shape, shapePts } from '../geom.ts';
import { drawBoxy, path3, deboss, stud, type Face, type BoxyDef } from './boxy.ts';
import { wovenPattern } from './bags.ts';
import type { DrawContext, Drawing } from './types.ts';

interface ToteLook {
  H: number;
  /** Half width at the top and at the base (the straight sides join them). */
  topHalf: number;
  baseHalf: number;
  /** Corner radii: top left, top right, bottom right, bottom left. */
  radii: [number, number, number, number];
  depth: number;
  topDepth: number;
  /** Handle roots (± ax), how high the handles rise, their width and make. */
  ax: number;
  rise: number;
  handleW: number;
  handle: 'rolled' | 'flat';
  /** How the handles meet the body: riveted tabs, straps stitched down the face, or nothing. */
  attach: 'tabs' | 'stitched' | 'plain';
  face: (f: Face, ctx: DrawContext, look: ToteLook) => string;
  /** The leather of handles and trim, when it is not the body's own (canvas totes). */
  trim?: (ctx: DrawContext) => Material;
}

function tabs(f: Face, ax: number, top: number): string {
  let s = '';
  const tabTop = top - 6,
    tabBot = top + 170;
  for (const sx of [-1, 1]) {
    const x = sx * ax;
    const tab = roundCorners(
      [pt(x - 40, tabTop), pt(x + 40, tabTop), pt(x + 40, tabBot), pt(x, tabBot + 36), pt(x - 40, tabBot)],
      [3, 3, 30, 14, 30],
      8,
    );
    const d = f.poly(tab, 3);
    s += `<path d="${d}" fill="#000" opacity="0.2" transform="translate(3 6)"/>`;
    s += panel(f.doc, f.m, d, { rim: 10, light: 0.04 });
    s += stitch(f.path(inset(tab, 9), true, false, 3), f.m, { width: 2.6, dash: 8, gap: 5 });
    s += stud(f, x, tabBot - 40, 11, 3);
  }
  return s;
}

function buildTote(ctx: DrawContext, look: ToteLook): Drawing {
  const { H, ax, rise, handleW } = look;
  const body = shape([pt(-look.topHalf, -H), pt(look.topHalf, -H), pt(look.baseHalf, 0), pt(-look.baseHalf, 0)], look.radii, 12);
  const outline = shapePts(body);
  const hm = look.trim ? look.trim(ctx) : ctx.m;
  const drawHandle = (d: string, tone = 0) =>
    look.handle === 'rolled' ? rolledHandle(ctx.doc, hm, d, handleW, tone) : strap(ctx.doc, hm, d, handleW, { tone });
  const arch = (z: number, dx = 0, dy = 0, lift = 0): P3[] => {
    const pts: P3[] = [];
    for (let i = 0; i <= 28; i++) {
      const a = (Math.PI * i) / 28;
      pts.push(p3(-ax * Math.cos(a) + dx, -H + 30 - (rise + lift) * Math.pow(Math.sin(a), 0.6) + dy, z));
    }
    return pts;
  };
  const handle = (cam: Camera, z: number) => path3(cam, arch(z));
  const def: BoxyDef = {
    outline,
    depth: look.depth,
    topDepth: look.topDepth,
    open: true,
    topY: -H,
    face: (f) => look.face(f, ctx, look),
    overlay: (f) => {
      if (look.attach === 'tabs') return tabs(f, ax, -H);
      if (look.attach !== 'stitched') return '';
      // flat straps run down the face to the base, stitched along both edges
      let s = '';
      for (const sx of [-1, 1]) {
        const d = f.path([pt(sx * ax, -H + 10), pt(sx * ax, -40)], false, false, 3);
        s +=
          `<path d="${d}" stroke="#000" stroke-opacity="0.2" stroke-width="${handleW}" transform="translate(2 4)"/>` +
          strap(f.doc, hm, d, handleW);
      }
      return s;
    },
    extras: (cam, _ctx, visible) => {
      const zf = look.topDepth / 2 + 1,
        zb = -look.topDepth / 2 - 1;
      const near = visible === 'front' ? zf : zb,
        far = visible === 'front' ? zb : zf;
      const hf = handle(cam, near),
        hb = handle(cam, far);
      const pts = [project(cam, p3(0, -H + 30 - rise, near)), project(cam, p3(0, -H + 30 - rise, far))];
      return {
        behind: drawHandle(hb, -0.18),
        front: drawHandle(hf),
        silhouette: `<path d="${hb}" fill="none" stroke="#000" stroke-width="${handleW}"/><path d="${hf}" fill="none" stroke="#000" stroke-width="${handleW}"/>`,
        points: pts.map((p) => pt(p.x, p.y - 16)),
      };
    },
    flatExtras: () => {
      const mk = (dx: number, dy: number, lift: number) =>
        smoothPath(
          arch(0, dx, dy, lift).map((p) => pt(p.x, p.y)),
          false,
        );
      const a = mk(-14, -4, 10),
        b = mk(10, 6, -12);
      return {
        behind: drawHandle(a, -0.12),
        front: drawHandle(b),
        silhouette: `<path d="${a}" fill="none" stroke="#000" stroke-width="${handleW}"/><path d="${b}" fill="none" stroke="#000" stroke-width="${handleW}"/>`,
        points: [pt(-ax - 30, -H - rise - 30), pt(ax + 30, -H - rise - 30)],
      };
    },
    focus: { x: ax - 20, y: -H + 60, span: 520 },
  };
  return drawBoxy(ctx, def);
}

const topStitch = (f: Face, look: ToteLook, ys: number[]) =>
  ys.map((y) => stitch(f.path([pt(-look.topHalf + 14, y), pt(look.topHalf - 14, y)], false, false), f.m)).join('');

/** Ginevra: the big structured tote, riveted tabs, a slouch only at the base. */
export const structuredTote = (ctx: DrawContext): Drawing =>
  buildTote(ctx, {
    H: 800,
    topHalf: 500,
    baseHalf: 450,
    radii: [12, 12, 60, 60],
    depth: 300,
    topDepth: 230,
    ax: 235,
    rise: 370,
    handleW: 30,
    handle: 'rolled',
    attach: 'tabs',
    face: (f, _ctx, look) => {
      let s = topStitch(f, look, [-look.H + 26, -look.H + 40]);
      s += `<g fill="none" stroke="${f.m.deep}" stroke-linecap="round">`;
      s += `<path d="${f.path([pt(-410, -120), pt(-330, -60), pt(-250, -30)])}" stroke-opacity="0.08" stroke-width="30"/>`;
      s += `<path d="${f.path([pt(420, -150), pt(350, -80), pt(280, -40)])}" stroke-opacity="0.07" stroke-width="26"/>`;
      s += `</g>`;
      if (f.side === 'front') s += deboss(f, 0, -120, 26);
      return s;
    },
  });

/** Arco: a deep U of vegetable-tanned leather under two tall arched handles. */
export const archedTote = (ctx: DrawContext): Drawing =>
  buildTote(ctx, {
    H: 760,
    topHalf: 470,
    baseHalf: 470,
    radii: [10, 10, 380, 380],
    depth: 240,
    topDepth: 150,
    ax: 300,
    rise: 520,
    handleW: 26,
    handle: 'rolled',
    attach: 'plain',
    face: (f, _ctx, look) => {
      let s = topStitch(f, look, [-look.H + 28]);
      // the arch is cut as one panel: a seam follows the U a little inside the edge
      const u = shapePts(
        shape(
          [
            pt(-look.topHalf + 40, -look.H + 60),
            pt(look.topHalf - 40, -look.H + 60),
            pt(look.topHalf - 40, -40),
            pt(-look.topHalf + 40, -40),
          ],
          [0, 0, 340, 340],
          12,
        ),
      );
      s += stitch(
        f.path(
          u.filter((p) => p.y > -look.H + 70),
          false,
          false,
          1,
        ),
        f.m,
      );
      // the handles are sewn into the top band: a short leather keeper at each root
      for (const sx of [-1, 1]) {
        const k = roundCorners(
          [
            pt(sx * look.ax - 34, -look.H - 4),
            pt(sx * look.ax + 34, -look.H - 4),
            pt(sx * look.ax + 34, -look.H + 70),
            pt(sx * look.ax - 34, -look.H + 70),
          ],
          10,
          6,
        );
        s +=
          panel(f.doc, f.m, f.poly(k, 3), { rim: 8, light: 0.05 }) +
          stitch(f.path(inset(k, 8), true, false, 3), f.m, { width: 2.4, dash: 7, gap: 5 });
      }
      if (f.side === 'front') s += deboss(f, 0, -260, 24);
      return s;
    },
  });

/** Calfskin trim for canvas: a tan or a deeper tone of the canvas colour. */
function canvasTrim(ctx: DrawContext): Material {
  const c = isLight(ctx.color) ? mix(ctx.color, '#6b4a2f', 0.72) : shade(ctx.color, -0.25);
  return leather(c, ctx.accent, 'smooth', { gloss: 0.5 });
}

/** Vela: a tall sailcloth carry-all, calfskin band at the mouth, base panel and long flat straps. */
export const canvasTote = (ctx: DrawContext): Drawing =>
  buildTote(ctx, {
    H: 900,
    topHalf: 520,
    baseHalf: 500,
    radii: [6, 6, 24, 24],
    depth: 330,
    topDepth: 300,
    ax: 290,
    rise: 560,
    handleW: 44,
    handle: 'flat',
    attach: 'stitched',
    trim: canvasTrim,
    face: (f, c, look) => {
      const trim = canvasTrim(c);
      const band = roundCorners(
        [pt(-look.topHalf, -look.H), pt(look.topHalf, -look.H), pt(look.topHalf - 2, -look.H + 110), pt(-look.topHalf + 2, -look.H + 110)],
        [6, 6, 0, 0],
        6,
      );
      const base = roundCorners(
        [pt(-look.baseHalf - 1, -170), pt(look.baseHalf + 1, -170), pt(look.baseHalf, 0), pt(-look.baseHalf, 0)],
        [0, 0, 24, 24],
        8,
      );
      let s = '';
      for (const p of [band, base]) {
        s +=
          `<path d="${f.poly(p, 1)}" fill="#000" opacity="0.18" transform="translate(0 4)"/>` +
          panel(f.doc, trim, f.poly(p, 1), { rim: 12, light: 0.03 });
      }
      s += stitch(f.path([pt(-look.topHalf + 12, -look.H + 96), pt(look.topHalf - 12, -look.H + 96)], false, false, 1), trim);
      s += stitch(f.path([pt(-look.baseHalf + 12, -156), pt(look.baseHalf - 12, -156)], false, false, 1), trim);
      // sailcloth hangs in long soft folds between the straps
      s += `<g fill="none" stroke="${f.m.deep}" stroke-linecap="round">`;
      for (const x of [-120, 60, 160])
        s += `<path d="${f.path([pt(x, -look.H + 130), pt(x + 14, -460), pt(x - 6, -190)])}" stroke-opacity="0.07" stroke-width="22"/>`;
      s += `</g>`;
      if (f.side === 'front') s += deboss({ ...f, m: trim }, 0, -70, 22);
      return s;
    },
  });

/** Mercato: a flared market basket of woven calfskin, bound at the rim, on short handles. */
export const wovenTote = (ctx: DrawContext): Drawing =>
  buildTote(ctx, {
    H: 700,
    topHalf: 560,
    baseHalf: 360,
    radii: [20, 20, 90, 90],
    depth: 260,
    topDepth: 320,
    ax: 200,
    rise: 250,
    handleW: 34,
    handle: 'rolled',
    attach: 'tabs',
    face: (f, _ctx, look) => {
      const od = f.poly(
        shapePts(
          shape([pt(-look.topHalf, -look.H), pt(look.topHalf, -look.H), pt(look.baseHalf, 0), pt(-look.baseHalf, 0)], look.radii, 12),
        ),
      );
      let s = `<g clip-path="${f.doc.clip(od)}"><path d="${od}" fill="${wovenPattern(f.doc, f.m, 70, 0)}"/>`;
      s += `<path d="${od}" fill="none" stroke="${f.m.deep}" stroke-opacity="0.18" stroke-width="120"/></g>`;
      const rim = roundCorners(
        [pt(-look.topHalf, -look.H), pt(look.topHalf, -look.H), pt(look.topHalf - 10, -look.H + 60), pt(-look.topHalf + 10, -look.H + 60)],
        [20, 20, 0, 0],
        6,
      );
      s +=
        `<path d="${f.poly(rim, 2)}" fill="#000" opacity="0.22" transform="translate(0 5)"/>` +
        panel(f.doc, f.m, f.poly(rim, 2), { rim: 10, light: 0.05 });
      s += stitch(f.path([pt(-look.topHalf + 16, -look.H + 44), pt(look.topHalf - 16, -look.H + 44)], false, false, 2), f.m);
      return s;
    },
  });
