// Pochettes and clutches by silhouette: the Symmetry's mirrored halves meeting at a brass bar,
// the Conchiglia's scalloped shell, the Notte's pleats under a frame, the Busta's flat envelope.
// (The half-moon pochette and the woven clutch stay in bags.ts.)
import { panel, stitch, metalShape, strap, n1 } from '../svg.ts';
import { shade } from '../color.ts';
import { type Pt, pt, roundCorners, catmull, rectShape, shapePts, shapeInset, smoothPath, dense, project, p3 } from '../geom.ts';
import { drawBoxy, deboss, stud, type BoxyDef } from './boxy.ts';
import { stitchInset } from './bags.ts';
import { hangingStrap } from './straps.ts';
import type { DrawContext, Drawing } from './types.ts';

/** Symmetry: two mirrored halves dipping to meet at an upright brass bar, on a long strap. */
export function mirroredPochette(ctx: DrawContext): Drawing {
  const W = 660,
    H = 390,
    dip = 34;
  const outline = roundCorners(
    [pt(-W / 2, -H), pt(-24, -H + dip), pt(24, -H + dip), pt(W / 2, -H), pt(W / 2, 0), pt(-W / 2, 0)],
    [70, 12, 12, 70, 150, 150],
    12,
  );
  const half = (sx: number) => outline.filter((p) => p.x * sx > 4);
  const def: BoxyDef = {
    outline,
    depth: 100,
    topDepth: 50,
    topY: -H,
    face: (f) => {
      let s = '';
      for (const sx of [-1, 1]) {
        const pts = half(sx);
        s += `<path d="${f.path(
          pts.map((p) => pt(p.x - sx * 14, p.y)),
          false,
          false,
          1,
        )}" fill="none" stroke="${f.m.deep}" stroke-opacity="0.08" stroke-width="28"/>`;
      }
      s += stitchInset(f, outline, 14, { width: 2.8 });
      if (f.side === 'front') {
        const bar = roundCorners([pt(-17, -H + dip - 14), pt(17, -H + dip - 14), pt(17, -60), pt(-17, -60)], 14, 6);
        s +=
          `<path d="${f.poly(bar, 6)}" fill="#000" opacity="0.3" transform="translate(3 7)"/>` +
          metalShape(f.doc, f.m.metal, f.poly(bar, 6), { vertical: true });
      } else {
        s += deboss(f, 0, -H * 0.45, 20);
      }
      return s;
    },
    ...hangingStrap(ctx, { half: W / 2 - 30, y: -H + 30, rise: 620, width: 20, make: 'thin', round: 0.9, rings: true }),
    focus: { x: 0, y: -H * 0.5, span: 320 },
  };
  const d = drawBoxy(ctx, def);
  // a marker belongs on the leather of one half, not on the brass bar between them
  const b = d.bodyBounds ?? d.bounds;
  return { ...d, bodyBounds: { x: b.x + b.w * 0.1, y: b.y, w: b.w * 0.3, h: b.h } };
}

/** Conchiglia: a scallop shell, ribs fanning from the hinge to a scalloped flap, a wrist strap. */
export function shellPochette(ctx: DrawContext): Drawing {
  const R = 330,
    H = 400,
    lobes = 7;
  const rim: Pt[] = [];
  // the fan's scalloped edge, right to left over the top
  for (let i = 0; i <= lobes * 6; i++) {
    const t = i / (lobes * 6);
    const a = Math.PI * (0.08 + 0.84 * t);
    const bump = 1 + 0.06 * Math.abs(Math.sin(Math.PI * t * lobes));
    rim.push(pt(R * bump * Math.cos(a) * 1.02, -70 - ((H - 70) * bump * Math.sin(a)) / 1.06));
  }
  const outline = catmull([pt(-90, 0), pt(90, 0), ...rim.filter((_, i) => i % 3 === 0)], true, 4);
  const hinge = pt(0, -20);
  const def: BoxyDef = {
    outline,
    depth: 120,
    topDepth: 40,
    topY: -H,
    faceRim: 50,
    face: (f) => {
      let s = '';
      // ribs from the hinge to each valley between the scallops
      for (let k = 0; k <= lobes; k++) {
        const t = k / lobes,
          a = Math.PI * (0.08 + 0.84 * t);
        const end = pt(R * 0.98 * Math.cos(a), -70 - (H - 70) * 0.94 * Math.sin(a));
        s += `<path d="${f.path([hinge, pt((hinge.x + end.x) / 2, (hinge.y + end.y) / 2 - 10), end], false, true, 1)}" fill="none" stroke="${f.m.deep}" stroke-opacity="0.22" stroke-width="6"/>`;
        s += `<path d="${f.path([pt(hinge.x + 6, hinge.y), pt((hinge.x + end.x) / 2 + 8, (hinge.y + end.y) / 2 - 6), pt(end.x + 10, end.y)], false, true, 1)}" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="10"/>`;
      }
      s += stitchInset(f, outline, 14, { width: 2.6, maxY: -120 });
      if (f.side === 'front') {
        s += stud(f, 0, -150, 16, 6);
      }
      return s;
    },
    extras: (cam) => {
      // a wrist strap looped from the left shoulder of the shell
      const raw = [pt(-R + 40, -150), pt(-R - 140, -50), pt(-R - 160, 170), pt(-R - 50, 250), pt(-R + 50, 70), pt(-R + 50, -130)];
      const d = smoothPath(
        dense(raw).map((p) => project(cam, p3(p.x, p.y, 0))),
        false,
      );
      return {
        behind: strap(ctx.doc, ctx.m, d, 20, { stitched: false }),
        silhouette: `<path d="${d}" fill="none" stroke="#000" stroke-width="20"/>`,
        points: [project(cam, p3(-R - 180, 270, 0))],
      };
    },
    focus: { x: 0, y: -160, span: 320 },
  };
  return drawBoxy(ctx, def);
}

/** Notte: nappa pleated into a frame along the top, swelling below it; the frame's clasp clicks shut. */
export function pleatedClutch(ctx: DrawContext): Drawing {
  const H = 440,
    frameHalf = 300;
  const outline = catmull(
    [
      pt(-frameHalf, -H),
      pt(frameHalf, -H),
      pt(372, -330),
      pt(392, -170),
      pt(340, -34),
      pt(200, 0),
      pt(-200, 0),
      pt(-340, -34),
      pt(-392, -170),
      pt(-372, -330),
    ],
    true,
    8,
  );
  const def: BoxyDef = {
    outline,
    depth: 110,
    topDepth: 40,
    topY: -H,
    faceRim: 50,
    face: (f) => {
      const od = f.poly(outline);
      let s = `<g clip-path="${f.doc.clip(od)}" fill="none" stroke-linecap="round">`;
      for (let k = -6; k <= 6; k++) {
        const x0 = k * 46,
          x1 = k * 66;
        s += `<path d="${f.path([pt(x0, -H + 30), pt(x1, 10)], false, false, 1)}" stroke="${f.m.deep}" stroke-opacity="0.2" stroke-width="16"/>`;
        s += `<path d="${f.path([pt(x0 + 16, -H + 30), pt(x1 + 26, 10)], false, false, 1)}" stroke="#ffffff" stroke-opacity="0.07" stroke-width="10"/>`;
      }
      s += `</g>`;
      const frame = rectShape(-frameHalf - 8, -H - 16, frameHalf + 8, -H + 16, 14, 6);
      s +=
        `<path d="${f.poly(shapePts(frame), 3)}" fill="#000" opacity="0.3" transform="translate(0 7)"/>` +
        metalShape(f.doc, f.m.metal, f.poly(shapePts(frame), 3));
      if (f.side === 'front') {
        for (const dx of [-16, 16]) {
          const c = f.P(pt(dx, -H - 26), 4);
          s += metalShape(f.doc, f.m.metal, `M${n1(c.x - 15)} ${n1(c.y)} a15 15 0 1 0 30 0 a15 15 0 1 0 -30 0Z`);
        }
      }
      return s;
    },
    focus: { x: 0, y: -H + 20, span: 360 },
  };
  const d = drawBoxy(ctx, def);
  return { ...d, bounds: { ...d.bounds, y: d.bounds.y - 40, h: d.bounds.h + 40 } };
}

/** Busta: a flat envelope of brushed suede, its pointed flap reaching past the middle. */
export function envelopeClutch(ctx: DrawContext): Drawing {
  const W = 860,
    H = 540;
  const body = rectShape(-W / 2, -H, W / 2, 0, 16, 6);
  const outline = shapePts(body);
  const flap = roundCorners([pt(-W / 2 - 2, -H - 2), pt(W / 2 + 2, -H - 2), pt(0, -170)], [14, 14, 40], 10);
  const def: BoxyDef = {
    outline,
    depth: 30,
    topDepth: 24,
    topY: -H,
    face: (f) => {
      let s = '';
      if (f.side === 'front') {
        const fd = f.poly(flap, 2);
        s += `<path d="${fd}" fill="#000" opacity="0.28" transform="translate(0 10)"/>` + panel(f.doc, f.m, fd, { rim: 20, light: 0.05 });
        s += `<path d="${f.path([pt(-W / 2 + 30, -H + 20), pt(0, -200), pt(W / 2 - 30, -H + 20)], false, false, 2)}" fill="none" stroke="${shade(f.m.base, -0.3)}" stroke-opacity="0.4" stroke-width="3"/>`;
      } else {
        s += stitch(f.path(shapePts(shapeInset(body, 16)), true, false, 1), f.m, { width: 2.4, dash: 7, gap: 5 });
        s += deboss(f, 0, -H / 2, 22);
      }
      return s;
    },
    focus: { x: 0, y: -200, span: 420 },
  };
  return drawBoxy(ctx, def);
}
