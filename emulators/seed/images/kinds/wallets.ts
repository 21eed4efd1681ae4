// Wallets and cases by silhouette: the Piega's single fold, the Lungo's long flap and press stud,
// the Tasca's thumb-cut pocket, the passport cover with a boarding pass in its slot, the padded
// glasses case. (The zip-around wallet and the card holder stay in bags.ts.)
import { panel, stitch } from '../svg.ts';
import { mix, isLight } from '../color.ts';
import { type Pt, pt, roundCorners, rectShape, shapePts, shapeInset, arc } from '../geom.ts';
import { drawBoxy, deboss, stud, type BoxyDef, type Face } from './boxy.ts';
import { rect } from './bags.ts';
import type { DrawContext, Drawing } from './types.ts';

const edgeStitch = (f: Face, pts: Pt[], closed = true) => stitch(f.path(pts, closed, false, 1), f.m, { width: 2.6, dash: 7, gap: 5 });

/** Piega: a bifold closed on its single crisp fold, the fold to the left, rounded by the leather's turn. */
export function bifoldWallet(ctx: DrawContext): Drawing {
  const W = 460,
    H = 400;
  const body = rectShape(-W / 2, -H, W / 2, 0, [44, 18, 18, 44], 10);
  const outline = shapePts(body);
  const def: BoxyDef = {
    outline,
    depth: 60,
    topY: -H,
    face: (f) => {
      let s = '';
      // the fold: a highlight rolling round the spine
      s += `<path d="${f.path([pt(-W / 2 + 14, -H + 30), pt(-W / 2 + 14, -30)], false, false, 1)}" stroke="#ffffff" stroke-opacity="0.14" stroke-width="14" fill="none"/>`;
      s += edgeStitch(f, [pt(-W / 2 + 40, -H + 12), pt(W / 2 - 12, -H + 12), pt(W / 2 - 12, -12), pt(-W / 2 + 40, -12)], false);
      if (f.side === 'front') s += deboss(f, 30, -H / 2 + 10, 18);
      return s;
    },
    focus: { x: -W / 2 + 80, y: -H / 2, span: 300 },
  };
  return drawBoxy(ctx, def);
}

/** Lungo: a long continental wallet under a full-width flap, closed by a press stud. */
export function continentalWallet(ctx: DrawContext): Drawing {
  const W = 800,
    H = 400;
  const body = rectShape(-W / 2, -H, W / 2, 0, 20, 8);
  const outline = shapePts(body);
  const flap = roundCorners(
    [pt(-W / 2 - 2, -H - 2), pt(W / 2 + 2, -H - 2), pt(W / 2 + 2, -190), pt(60, -150), pt(-60, -150), pt(-W / 2 - 2, -190)],
    [20, 20, 20, 50, 50, 20],
    10,
  );
  const def: BoxyDef = {
    outline,
    depth: 70,
    topDepth: 60,
    topY: -H,
    face: (f) => {
      let s = edgeStitch(
        f,
        shapePts(shapeInset(body, 12)).filter((p) => p.y > -190),
        false,
      );
      if (f.side === 'front') {
        const fd = f.poly(flap, 3);
        s += `<path d="${fd}" fill="#000" opacity="0.28" transform="translate(0 9)"/>` + panel(f.doc, f.m, fd, { rim: 18, light: 0.06 });
        s += edgeStitch(f, [pt(-W / 2 + 14, -190), pt(-62, -164), pt(62, -164), pt(W / 2 - 14, -190)], false);
        s += stud(f, 0, -186, 22);
      } else {
        s += edgeStitch(f, shapePts(shapeInset(body, 12)));
        s += deboss(f, 0, -H / 2, 20);
      }
      return s;
    },
    focus: { x: 0, y: -180, span: 320 },
  };
  return drawBoxy(ctx, def);
}

/** Tasca: a slim pocket wallet, a thumb cut in its top edge showing the cards inside. */
export function slimWallet(ctx: DrawContext): Drawing {
  const W = 500,
    H = 400,
    cut = 78;
  const notch = arc(0, -H, cut, cut * 0.9, 180, 0, 12).map((p) => pt(p.x, p.y));
  const outline = roundCorners(
    [pt(-W / 2, -H), ...notch, pt(W / 2, -H), pt(W / 2, 0), pt(-W / 2, 0)],
    [34, ...notch.map(() => 0), 34, 34, 34],
    8,
  );
  const def: BoxyDef = {
    outline,
    depth: 30,
    topY: -H,
    face: (f) => {
      let s = '';
      if (f.side === 'front') {
        // a card's edge seen through the thumb cut
        const cardC = isLight(f.m.base) ? '#3b3836' : '#ece6da';
        const card = roundCorners(rect(-cut + 10, -H + 20, cut - 10, -H + cut * 0.8), 6, 4);
        s += `<g clip-path="${f.doc.clip(f.poly(roundCorners(rect(-cut, -H, cut, -H + cut), 4, 2), 1))}"><path d="${f.poly(card, 1)}" fill="${mix(cardC, f.m.base, 0.2)}"/></g>`;
        s += `<path d="${f.path(notch, false, false, 1)}" fill="none" stroke="${f.m.edge}" stroke-width="3"/>`;
      }
      s += edgeStitch(f, [pt(-W / 2 + 12, -H + 14), pt(-W / 2 + 12, -12), pt(W / 2 - 12, -12), pt(W / 2 - 12, -H + 14)], false);
      if (f.side === 'back') s += deboss(f, 0, -H / 2, 18);
      else s += deboss(f, 0, -110, 16);
      return s;
    },
    focus: { x: 0, y: -H + 60, span: 300 },
  };
  return drawBoxy(ctx, def);
}

/** Porta Passaporto: a tall cover, its boarding pass standing out of the slot. */
export function passportCover(ctx: DrawContext): Drawing {
  const W = 480,
    H = 680;
  const body = rectShape(-W / 2, -H, W / 2, 0, 26, 8);
  const outline = shapePts(body);
  const def: BoxyDef = {
    outline,
    depth: 40,
    topY: -H,
    face: (f) => {
      let s = '';
      if (f.side === 'front') {
        const pass = roundCorners(rect(-W / 2 + 50, -H - 130, W / 2 - 90, -H + 30), 8, 4);
        s += `<path d="${f.poly(pass, -2)}" fill="#f3efe6"/><path d="${f.poly(pass, -2)}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="2"/>`;
        s += `<path d="${f.path([pt(-W / 2 + 80, -H - 100), pt(40, -H - 100)], false, false, -2)}" stroke="#9a8f80" stroke-width="10"/>`;
        s += `<path d="${f.path([pt(-W / 2 + 80, -H - 70), pt(-20, -H - 70)], false, false, -2)}" stroke="#c9bfb0" stroke-width="8"/>`;
        // the cover's top edge passes over the pass
        const lip = roundCorners(rect(-W / 2, -H, W / 2, -H + 40), [26, 26, 0, 0], 8);
        s += panel(f.doc, f.m, f.poly(lip, 1), { rim: 8 });
        s += deboss(f, 0, -H / 2 + 20, 26, 'PASSAPORTO');
      }
      s += edgeStitch(f, shapePts(shapeInset(body, 12)));
      return s;
    },
    focus: { x: 0, y: -H + 40, span: 360 },
  };
  const d = drawBoxy(ctx, def);
  return { ...d, bounds: { ...d.bounds, y: d.bounds.y - 140, h: d.bounds.h + 140 } };
}

/** Custodia Occhiali: a padded capsule for glasses, its flap closed by a leather-covered snap. */
export function glassesCase(ctx: DrawContext): Drawing {
  const W = 820,
    H = 360;
  const body = rectShape(-W / 2, -H, W / 2, 0, H / 2 - 2, 16);
  const outline = shapePts(body);
  const def: BoxyDef = {
    outline,
    depth: 170,
    topDepth: 150,
    topY: -H,
    faceRim: 70,
    face: (f) => {
      let s = '';
      // padding: soft channels along the length
      for (const y of [-H * 0.35, -H * 0.65])
        s += `<path d="${f.path([pt(-W / 2 + 120, y), pt(W / 2 - 120, y)], false, false, 1)}" stroke="${f.m.deep}" stroke-opacity="0.14" stroke-width="22" fill="none"/>`;
      s += edgeStitch(f, shapePts(shapeInset(body, 14)));
      if (f.side === 'front') {
        const tab = roundCorners(
          [pt(W / 2 - 210, -H - 4), pt(W / 2 - 90, -H - 4), pt(W / 2 - 90, -H + 110), pt(W / 2 - 150, -H + 140), pt(W / 2 - 210, -H + 110)],
          [4, 4, 40, 40, 40],
          8,
        );
        s +=
          `<path d="${f.poly(tab, 4)}" fill="#000" opacity="0.25" transform="translate(2 7)"/>` +
          panel(f.doc, f.m, f.poly(tab, 4), { rim: 12, light: 0.06 });
        // the snap, covered in the same leather
        s += `<g transform="${f.onFace(W / 2 - 150, -H + 80, 6)}"><circle r="26" fill="${f.m.base}" stroke="${f.m.edge}" stroke-width="3"/><circle cx="-6" cy="-8" r="10" fill="#ffffff" opacity="0.12"/></g>`;
      } else {
        s += deboss(f, 0, -H / 2 + 8, 20);
      }
      return s;
    },
    focus: { x: W / 2 - 150, y: -H + 80, span: 320 },
  };
  return drawBoxy(ctx, def);
}
