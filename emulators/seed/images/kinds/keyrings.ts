// Key rings by silhouette: the Nodo's sailor's knot of calfskin cord and the Ciondolo's leather
// tassel under a brass cap. (The tab-and-disc key ring stays in small.ts.) Both hang from a hook.
import { panel, rolledHandle, metalStroke, metalShape, n1 } from '../svg.ts';
import { shade } from '../color.ts';
import { type Pt, pt, smoothPath, polyPath, bbox, rotateAbout } from '../geom.ts';
import type { DrawContext, Drawing } from './types.ts';

const ringPath = (cx: number, cy: number, r: number) => `M${n1(cx - r)} ${n1(cy)} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0`;

/** The charm on its hook; `charm` is the part a hotspot belongs on (the knot, the tassel), not the ring. */
function hung(ctx: DrawContext, body: string, sil: string, pts: Pt[], focus: Drawing['focus'], charm: Pt[]): Drawing {
  // a side view swings the charm on its ring
  const tilt = ctx.pose === 'side' ? 12 : ctx.pose === 'back' ? -10 : 0;
  const hook =
    `<path d="M0 -150 L0 -118 Q0 -96 -18 -92" fill="none" stroke="${shade(ctx.m.metal, -0.2)}" stroke-width="10" stroke-linecap="round"/>` +
    metalShape(ctx.doc, ctx.m.metal, `${ringPath(0, -160, 22)}Z`);
  const b = bbox(pts);
  return {
    body: `${hook}<g transform="rotate(${tilt} 0 0)">${body}</g>`,
    silhouette: `<g transform="rotate(${tilt} 0 0)">${sil}</g>`,
    bounds: { x: b.x - 60, y: -200, w: b.w + 120, h: b.y + b.h + 220 },
    bodyBounds: bbox(charm.map((p) => rotateAbout(p, tilt))),
    mount: 'float',
    focus,
    fit: { maxW: 1000, maxH: 1500 },
  };
}

/** Nodo: a split ring, a loop of round calfskin cord and a monkey's fist knot with two cut tails. */
export function knotKeyring(ctx: DrawContext): Drawing {
  const { doc, m } = ctx;
  const R = 100,
    kc = pt(0, 420),
    kr = 120,
    cord = 28;
  let s = metalStroke(doc, m.metal, ringPath(0, 0, R), 13);
  const loopL = smoothPath([pt(-14, R - 6), pt(-60, 200), pt(-50, kc.y - kr + 10)], false);
  const loopR = smoothPath([pt(14, R - 6), pt(60, 200), pt(50, kc.y - kr + 10)], false);
  s += rolledHandle(doc, m, loopL, cord, -0.12) + rolledHandle(doc, m, loopR, cord);
  const tails = [
    smoothPath([pt(-30, kc.y + kr - 20), pt(-56, kc.y + kr + 90), pt(-40, kc.y + kr + 200)], false),
    smoothPath([pt(30, kc.y + kr - 20), pt(64, kc.y + kr + 80), pt(70, kc.y + kr + 170)], false),
  ];
  for (const t of tails) s += rolledHandle(doc, m, t, cord);
  // the knot: a ball of cord wound three ways, each turn a rolled strand
  const ball = `${ringPath(kc.x, kc.y, kr)}Z`;
  s += `<path d="${ball}" fill="#000" opacity="0.25" transform="translate(5 10)"/>` + panel(doc, m, ball, { rim: 30 });
  for (let i = -2; i <= 2; i++) {
    const dy = i * 40;
    const w = Math.sqrt(kr * kr - dy * dy) - 6;
    s += rolledHandle(
      doc,
      m,
      smoothPath([pt(kc.x - w, kc.y + dy), pt(kc.x, kc.y + dy + 14), pt(kc.x + w, kc.y + dy)], false),
      26,
      i % 2 ? -0.06 : 0.04,
    );
  }
  for (const dx of [-46, 46]) {
    const h = Math.sqrt(kr * kr - dx * dx) - 8;
    s += rolledHandle(doc, m, smoothPath([pt(kc.x + dx, kc.y - h), pt(kc.x + dx * 1.2, kc.y), pt(kc.x + dx, kc.y + h)], false), 24, -0.04);
  }
  const sil =
    `<path d="${ringPath(0, 0, R)}" fill="none" stroke="#000" stroke-width="13"/><path d="${ball}"/>` +
    [loopL, loopR, ...tails].map((d) => `<path d="${d}" fill="none" stroke="#000" stroke-width="${cord}"/>`).join('');
  return hung(
    ctx,
    s,
    sil,
    [pt(-R - 10, -R), pt(R + 10, 0), pt(-kr - 10, kc.y), pt(kr + 10, kc.y + kr + 220)],
    { x: kc.x, y: kc.y, span: 420 },
    [pt(-kr * 0.6, kc.y + 14 - kr * 0.6), pt(kr * 0.6, kc.y + 14 + kr * 0.6)],
  );
}

/** Ciondolo: a brass ring, a leather-capped tassel of fine strips falling in a bell. */
export function tasselKeyring(ctx: DrawContext): Drawing {
  const { doc, m } = ctx;
  const R = 110,
    capTop = 150,
    capBot = 270,
    bottom = 760;
  let s = metalStroke(doc, m.metal, ringPath(0, 0, R), 14);
  s += metalStroke(doc, m.metal, `M0 ${R - 6} L0 ${capTop + 6}`, 10);
  const strips: string[] = [];
  const n = 13;
  for (let i = 0; i < n; i++) {
    const u = (i / (n - 1)) * 2 - 1;
    const top = pt(u * 50, capBot - 10),
      mid = pt(u * 120, capBot + 200),
      end = pt(u * 150 + (i % 3) * 6, bottom - Math.abs(u) * 50 - (i % 2) * 14);
    strips.push(smoothPath([top, mid, end], false));
  }
  // back strips first, in shadow; front strips over them
  strips.forEach((d, i) => {
    if (i % 2)
      s += `<path d="${d}" fill="none" stroke="${m.deep}" stroke-width="26" stroke-linecap="butt"/><path d="${d}" fill="none" stroke="${shade(m.base, -0.18)}" stroke-width="22"/>`;
  });
  strips.forEach((d, i) => {
    if (!(i % 2))
      s +=
        `<path d="${d}" fill="none" stroke="${m.edge}" stroke-width="26" stroke-linecap="butt"/><path d="${d}" fill="none" stroke="${m.base}" stroke-width="22"/>` +
        doc.texStroke(m.texture, m.textureSize, d, 22, m.textureOpacity) +
        `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="6" transform="translate(-4 0)"/>`;
  });
  const cap = polyPath([pt(-46, capTop), pt(46, capTop), pt(64, capBot), pt(-64, capBot)]);
  s += `<path d="${cap}" fill="#000" opacity="0.25" transform="translate(3 7)"/>` + panel(doc, m, cap, { rim: 14, light: 0.06 });
  s += metalShape(doc, m.metal, polyPath([pt(-50, capTop - 16), pt(50, capTop - 16), pt(50, capTop + 6), pt(-50, capTop + 6)]));
  const bell = polyPath([
    pt(-50, capTop),
    pt(50, capTop),
    pt(64, capBot),
    pt(130, capBot + 220),
    pt(170, bottom - 40),
    pt(0, bottom),
    pt(-170, bottom - 40),
    pt(-130, capBot + 220),
    pt(-64, capBot),
  ]);
  const sil = `<path d="${ringPath(0, 0, R)}" fill="none" stroke="#000" stroke-width="14"/><path d="${bell}"/>`;
  return hung(ctx, s, sil, [pt(-R - 10, -R), pt(R + 10, 0), pt(-180, bottom), pt(180, bottom)], { x: 0, y: capBot, span: 440 }, [
    pt(-90, capBot + 60),
    pt(90, capBot + 300),
  ]);
}
