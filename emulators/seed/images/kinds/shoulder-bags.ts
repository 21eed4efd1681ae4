// Shoulder bags by silhouette: the Luna crescent, the Duomo's dome and the Brezza's gathered
// suede. (The squared flap bag with a turn lock stays in bags.ts.)
import { panel, stitch } from '../svg.ts';
import { type Pt, pt, roundCorners, catmull, arc } from '../geom.ts';
import { drawBoxy, deboss, type BoxyDef } from './boxy.ts';
import { stitchInset, leatherTab, turnLock, dRing } from './bags.ts';
import { hangingStrap } from './straps.ts';
import type { DrawContext, Drawing } from './types.ts';

/** Luna: a crescent of nappa, horns up, the strap tied to the horns, a hidden magnetic tab. */
export function crescentBag(ctx: DrawContext): Drawing {
  const W = 860,
    H = 470,
    tip = 74;
  const outer: Pt[] = [],
    inner: Pt[] = [];
  for (let i = 0; i <= 32; i++) {
    const t = (Math.PI * i) / 32;
    outer.push(pt((W / 2) * Math.cos(t), -H + H * Math.pow(Math.sin(t), 0.9)));
  }
  const innerDip = H * 0.44;
  for (let i = 0; i <= 32; i++) {
    const t = (Math.PI * i) / 32;
    inner.push(pt(-(W / 2 - tip) * Math.cos(t), -H + innerDip * Math.pow(Math.sin(t), 1.1)));
  }
  const poly = [...outer, ...inner];
  const radii = poly.map((_, i) => (i === 0 || i === 32 || i === 33 || i === poly.length - 1 ? 34 : 0));
  const outline = roundCorners(poly, radii, 6);
  const mouth = -H + innerDip;
  const def: BoxyDef = {
    outline,
    depth: 110,
    topDepth: 40,
    topY: -H,
    face: (f) => {
      let s = stitchInset(f, outline, 16, { width: 2.8 });
      // supple nappa: soft folds that follow the curve towards the horns
      s += `<g fill="none" stroke="${f.m.deep}" stroke-linecap="round">`;
      s += `<path d="${f.path(arc(0, -H, W * 0.36, H * 0.72, 25, 155, 20), false, true)}" stroke-opacity="0.08" stroke-width="34"/>`;
      s += `<path d="${f.path(arc(0, -H, W * 0.3, H * 0.62, 40, 140, 16), false, true)}" stroke-opacity="0.06" stroke-width="18"/>`;
      s += `</g>`;
      if (f.side === 'front') {
        s += leatherTab(f, 0, mouth - 6, 78, 96);
        s += deboss(f, 0, -90, 20);
      }
      return s;
    },
    ...hangingStrap(ctx, { half: W / 2 - 50, y: -H + 18, rise: 520, width: 28, make: 'flat', round: 0.95 }),
    focus: { x: 0, y: mouth + 40, span: 340 },
  };
  return drawBoxy(ctx, def);
}

/** Duomo: structured calfskin under a domed flap ribbed like a cupola, a turn lock, one strap. */
export function domedBag(ctx: DrawContext): Drawing {
  const W = 700,
    H = 620,
    shoulder = -330;
  const dome = (grow: number): Pt[] => arc(0, shoulder, W / 2 + grow, H + shoulder + grow, 180, 360, 28);
  const outline = roundCorners([...dome(0), pt(W / 2, 0), pt(-W / 2, 0)], [...dome(0).map(() => 0), 90, 90], 10);
  const flapBottom = -250;
  const flap = roundCorners([...dome(4), pt(W / 2 + 4, flapBottom), pt(-W / 2 - 4, flapBottom)], [...dome(4).map(() => 0), 60, 60], 10);
  const def: BoxyDef = {
    outline,
    depth: 240,
    topDepth: 200,
    topY: -H,
    face: (f) => {
      let s = stitchInset(f, outline, 14, { minY: flapBottom });
      if (f.side === 'front') {
        const fd = f.poly(flap, 5);
        s += `<g clip-path="${f.doc.clip(f.poly(outline))}"><path d="${fd}" fill="#000" opacity="0.28" transform="translate(2 14)"/></g>`;
        s += panel(f.doc, f.m, fd, { light: 0.07, rim: 34 });
        s += stitch(
          f.path(
            roundCorners(
              [...dome(-12), pt(W / 2 - 12, flapBottom + 14), pt(-W / 2 + 12, flapBottom + 14)],
              [...dome(-12).map(() => 0), 50, 50],
              8,
            ),
            true,
            false,
            5,
          ),
          f.m,
        );
        // the cupola's ribs: seams from the crown down to the flap's edge
        for (const x of [-170, 0, 170])
          s += stitch(f.path([pt(x * 0.2, -H + 30), pt(x * 0.75, -H * 0.72), pt(x, flapBottom + 30)], false, true, 5), f.m, { width: 2.8 });
        s += turnLock(f, 0, flapBottom - 6, 0.9);
      } else {
        s += stitchInset(f, outline, 14);
        s += deboss(f, 0, -160, 22);
      }
      return s;
    },
    extras: (cam, c, visible) => {
      const e = hangingStrap(ctx, { half: W / 2 + 2, y: shoulder + 40, rise: 520, width: 32, make: 'flat', round: 0.85 }).extras!(
        cam,
        c,
        visible,
      );
      e.middle =
        (e.middle ?? '') +
        dRing(cam, ctx.doc, ctx.m, -W / 2 - 2, shoulder + 44, 0, 46, -16) +
        dRing(cam, ctx.doc, ctx.m, W / 2 + 2, shoulder + 44, 0, 46, 16);
      return e;
    },
    flatExtras: hangingStrap(ctx, { half: W / 2 + 2, y: shoulder + 40, rise: 520, width: 32, make: 'flat' }).flatExtras,
    focus: { x: 0, y: flapBottom - 6, span: 420 },
  };
  return drawBoxy(ctx, def);
}

/** Brezza: unlined suede gathered into a narrow leather band, falling in soft folds. */
export function gatheredBag(ctx: DrawContext): Drawing {
  const H = 640,
    band = 130;
  const keys = [
    pt(-band, -H),
    pt(band, -H),
    pt(250, -H + 170),
    pt(390, -330),
    pt(440, -160),
    pt(370, -30),
    pt(200, 0),
    pt(-200, 0),
    pt(-370, -30),
    pt(-440, -160),
    pt(-390, -330),
    pt(-250, -H + 170),
  ];
  const outline = catmull(keys, true, 8);
  const def: BoxyDef = {
    outline,
    depth: 180,
    topDepth: 50,
    topY: -H,
    faceRim: 70,
    face: (f) => {
      let s = `<g fill="none" stroke-linecap="round">`;
      // folds fan out from the gathers: a shadow in each valley, light on each ridge
      for (const [i, x] of [-300, -190, -80, 40, 150, 270].entries()) {
        const top = pt(x * 0.3, -H + 60);
        s += `<path d="${f.path([top, pt(x * 0.8, -H * 0.55), pt(x, -70)], false, true)}" stroke="${f.m.deep}" stroke-opacity="${i % 2 ? 0.16 : 0.12}" stroke-width="${i % 2 ? 26 : 34}"/>`;
        s += `<path d="${f.path([pt(top.x + 22, top.y), pt(x * 0.8 + 40, -H * 0.55), pt(x + 48, -80)], false, true)}" stroke="#ffffff" stroke-opacity="0.06" stroke-width="18"/>`;
      }
      s += `</g>`;
      const b = roundCorners([pt(-band - 20, -H - 6), pt(band + 20, -H - 6), pt(band + 16, -H + 70), pt(-band - 16, -H + 70)], 12, 6);
      s +=
        `<path d="${f.poly(b, 3)}" fill="#000" opacity="0.25" transform="translate(0 6)"/>` +
        panel(f.doc, { ...f.m, texture: 'smooth' }, f.poly(b, 3), { rim: 10, light: 0.06 });
      s += stitch(
        f.path(
          roundCorners([pt(-band - 6, -H + 8), pt(band + 6, -H + 8), pt(band + 4, -H + 56), pt(-band - 4, -H + 56)], 8, 4),
          true,
          false,
          3,
        ),
        f.m,
        { width: 2.4, dash: 7, gap: 5 },
      );
      return s;
    },
    ...hangingStrap(ctx, { half: band, y: -H + 20, rise: 480, width: 18, make: 'thin', round: 0.6 }),
    focus: { x: 0, y: -H + 40, span: 380 },
  };
  return drawBoxy(ctx, def);
}
