// Crossbodies by silhouette: the Ponte's bridge-arched flap, the Sella's saddle curve with its
// buckle, the Bauletto's little padded trunk on a chain-and-leather strap. (The zip-pocket
// crossbody stays in bags.ts.)
import { panel, stitch, strap, metalShape, metalStroke, chainPath } from '../svg.ts';
import { shade } from '../color.ts';
import { type Pt, pt, roundCorners, catmull, arc, rectShape, shapePts, smoothPath, project, p3 } from '../geom.ts';
import { drawBoxy, deboss, stud, type BoxyDef } from './boxy.ts';
import { stitchInset, zipper, zipPull } from './bags.ts';
import { hangingStrap } from './straps.ts';
import type { DrawContext, Drawing } from './types.ts';

/** Ponte: a compact box under a flap whose edge rises in a bridge's arch, a press stud beneath it. */
export function bridgeFlapBag(ctx: DrawContext): Drawing {
  const W = 580,
    H = 420;
  const body = rectShape(-W / 2, -H, W / 2, 0, [40, 40, 56, 56], 10);
  const outline = shapePts(body);
  const springs = -150,
    crown = -250;
  const flap = roundCorners(
    [
      pt(-W / 2 - 3, -H - 3),
      pt(W / 2 + 3, -H - 3),
      pt(W / 2 + 3, springs),
      ...arc(0, springs, W / 2 - 40, springs - crown, 0, -180, 24).map((p) => pt(p.x, p.y)),
      pt(-W / 2 - 3, springs),
    ],
    (() => {
      const r = [42, 42, 26];
      for (let i = 0; i < 25; i++) r.push(0);
      r.push(26);
      return r;
    })(),
    8,
  );
  const def: BoxyDef = {
    outline,
    depth: 180,
    topDepth: 150,
    topY: -H,
    face: (f) => {
      let s = stitchInset(f, body, 12, { minY: springs });
      if (f.side === 'front') {
        const fd = f.poly(flap, 4);
        s += `<g clip-path="${f.doc.clip(f.poly(outline))}"><path d="${fd}" fill="#000" opacity="0.28" transform="translate(2 12)"/></g>`;
        s += panel(f.doc, f.m, fd, { rim: 26, light: 0.06 });
        s += stitch(f.path(arc(0, springs, W / 2 - 56, springs - crown - 14, 0, -180, 24), false, true, 4), f.m, { width: 2.8 });
        s += stitch(f.path([pt(-W / 2 + 14, -H + 14), pt(W / 2 - 14, -H + 14)], false, false, 4), f.m, { width: 2.8 });
        s += stud(f, 0, crown - 34, 18, 6);
      } else {
        s += stitchInset(f, body, 12);
        s += deboss(f, 0, -200, 20);
      }
      return s;
    },
    ...hangingStrap(ctx, { half: W / 2 + 8, y: -H + 40, rise: 700, width: 22, make: 'thin', round: 0.9, rings: true }),
    focus: { x: 0, y: crown, span: 330 },
  };
  return drawBoxy(ctx, def);
}

/** Sella: a saddle's kidney curve, a flap sweeping down to the left and a brass buckle on its strap. */
export function saddleBag(ctx: DrawContext): Drawing {
  const H = 520;
  const keys = [
    pt(-250, -H),
    pt(130, -H),
    pt(262, -H + 50),
    pt(318, -330),
    pt(300, -160),
    pt(220, -44),
    pt(60, 0),
    pt(-130, -8),
    pt(-262, -62),
    pt(-318, -170),
    pt(-306, -320),
    pt(-292, -H + 60),
  ];
  const outline = catmull(keys, true, 8);
  const flapKeys = [
    pt(-254, -H - 4),
    pt(134, -H - 4),
    pt(250, -H + 60),
    pt(190, -300),
    pt(40, -236),
    pt(-140, -210),
    pt(-290, -250),
    pt(-300, -H + 70),
  ];
  const flap = catmull(flapKeys, true, 8);
  const def: BoxyDef = {
    outline,
    depth: 150,
    topDepth: 110,
    topY: -H,
    face: (f) => {
      let s = stitchInset(f, outline, 14);
      if (f.side === 'front') {
        const fd = f.poly(flap, 4);
        s += `<g clip-path="${f.doc.clip(f.poly(outline))}"><path d="${fd}" fill="#000" opacity="0.3" transform="translate(3 14)"/></g>`;
        s += panel(f.doc, f.m, fd, { rim: 28, light: 0.07 });
        s += stitchInset(f, flap, 13, { lift: 4 });
        // the strap that buckles the flap down, and its buckle
        const strapD = f.path([pt(-30, -300), pt(-40, -200), pt(-44, -120)], false, true, 6);
        s += strap(f.doc, f.m, strapD, 40);
        const frame = 'M-34 -26 h68 v52 h-68Z M-24 -16 v32 h48 v-32Z';
        s += `<g transform="${f.onFace(-36, -224, 8)}"><path d="${frame}" fill-rule="evenodd" fill="#000" opacity="0.3" transform="translate(3 6)"/>${metalShape(f.doc, f.m.metal, frame).replace(/<path /g, '<path fill-rule="evenodd" ')}`;
        s += `${metalStroke(f.doc, f.m.metal, 'M0 -22 L0 12', 6)}</g>`;
      } else {
        s += deboss(f, 0, -280, 22);
      }
      return s;
    },
    ...hangingStrap(ctx, { half: 290, y: -H + 70, rise: 720, width: 26, make: 'flat', round: 0.9, rings: true }),
    focus: { x: -36, y: -230, span: 320 },
  };
  return drawBoxy(ctx, def);
}

/** Bauletto: a little trunk of padded nappa, zipped over its rounded top, on a chain-and-leather strap. */
export function trunkBag(ctx: DrawContext): Drawing {
  const W = 560,
    H = 400,
    shoulder = -230;
  const top = arc(0, shoulder, W / 2, H + shoulder, 180, 360, 24);
  const outline = roundCorners([...top, pt(W / 2, 0), pt(-W / 2, 0)], [...top.map(() => 0), 50, 50], 8);
  const zipRun = arc(0, shoulder, W / 2 - 26, H + shoulder - 26, 196, 344, 20);
  const def: BoxyDef = {
    outline,
    depth: 240,
    topDepth: 110,
    topY: -H,
    faceRim: 50,
    face: (f) => {
      const od = f.poly(outline);
      // padding: a diamond quilt, each cushion a little lighter in the middle
      let s = `<g clip-path="${f.doc.clip(od)}" fill="none" stroke="${f.m.deep}" stroke-opacity="0.3" stroke-width="4">`;
      for (let k = -6; k <= 6; k++) {
        s += `<path d="${f.path([pt(k * 90 - 300, 20), pt(k * 90 + 300, -H - 20)], false, false, 1)}"/>`;
        s += `<path d="${f.path([pt(k * 90 + 300, 20), pt(k * 90 - 300, -H - 20)], false, false, 1)}"/>`;
      }
      s += `</g>`;
      s += zipper(f, zipRun);
      s += zipPull(f, zipRun[4].x, zipRun[4].y, 80);
      if (f.side === 'front') s += deboss(f, 0, -90, 18);
      return s;
    },
    extras: (cam) => {
      const pts: Pt[] = [];
      for (let i = 0; i <= 40; i++) {
        const a = Math.PI * (i / 40);
        pts.push(project(cam, p3(-(W / 2 - 10) * Math.cos(a), shoulder - 10 - 640 * Math.pow(Math.sin(a), 0.9), 0)));
      }
      // the chain with a leather ribbon threaded through it
      const mid =
        `<path d="${smoothPath(pts, false)}" fill="none" stroke="${shade(ctx.m.base, -0.1)}" stroke-width="9"/>` +
        chainPath(ctx.doc, ctx.m, pts, 24);
      return {
        middle: mid,
        silhouette: `<path d="${smoothPath(pts, false)}" fill="none" stroke="#000" stroke-width="14"/>`,
        points: pts.map((p) => pt(p.x, p.y - 18)),
      };
    },
    flatExtras: hangingStrap(ctx, { half: W / 2 - 10, y: shoulder - 10, rise: 640, width: 14, make: 'chain' }).flatExtras,
    focus: { x: zipRun[4].x, y: zipRun[4].y + 40, span: 300 },
  };
  return drawBoxy(ctx, def);
}
