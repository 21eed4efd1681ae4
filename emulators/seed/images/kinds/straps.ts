// One strap over a bag, for the silhouettes that carry a single strap, handle or chain: hung
// from two roots on the bag's sides in a studio view, laid in a loose loop for a flat lay.
import { strap, rolledHandle, metalStroke, chainPath, n1 } from '../svg.ts';
import { type Pt, pt, smoothPath, dense, project, p3, type Camera } from '../geom.ts';
import type { BoxyDef } from './boxy.ts';
import type { DrawContext } from './types.ts';

export interface StrapLook {
  /** Roots at (± half, y) on the middle plane of the bag. */
  half: number;
  y: number;
  /** How far above the roots the strap rises, and how round its arch is (1 round, < 1 squarer). */
  rise: number;
  round?: number;
  width: number;
  make: 'flat' | 'thin' | 'rolled' | 'chain';
  /** Metal rings at the roots. */
  rings?: boolean;
}

function paint(ctx: DrawContext, look: StrapLook, pts: Pt[]): { art: string; sil: string } {
  const d = smoothPath(pts, false);
  const art =
    look.make === 'chain'
      ? chainPath(ctx.doc, ctx.m, pts)
      : look.make === 'rolled'
        ? rolledHandle(ctx.doc, ctx.m, d, look.width)
        : strap(ctx.doc, ctx.m, d, look.width, { stitched: look.make === 'flat' });
  return { art, sil: `<path d="${d}" fill="none" stroke="#000" stroke-width="${look.make === 'chain' ? 14 : look.width}"/>` };
}

/** The strap parts of a boxy bag: `extras` for standing views, `flatExtras` for the flat lay. */
export function hangingStrap(ctx: DrawContext, look: StrapLook): Pick<BoxyDef, 'extras' | 'flatExtras'> {
  return {
    extras: (cam: Camera) => {
      const pts: Pt[] = [];
      for (let i = 0; i <= 36; i++) {
        const a = Math.PI * (i / 36);
        pts.push(project(cam, p3(-look.half * Math.cos(a), look.y - look.rise * Math.pow(Math.sin(a), look.round ?? 0.8), 0)));
      }
      const { art, sil } = paint(ctx, look, pts);
      let mid = art;
      if (look.rings) {
        for (const sx of [-1, 1]) {
          const c = project(cam, p3(sx * look.half, look.y + 4, 0));
          mid += metalStroke(ctx.doc, ctx.m.metal, `M${n1(c.x - 15)} ${n1(c.y)} a15 15 0 1 0 30 0 a15 15 0 1 0 -30 0`, 7);
        }
      }
      const top = project(cam, p3(0, look.y - look.rise, 0));
      return { middle: mid, silhouette: sil, points: [pt(top.x, top.y - look.width)] };
    },
    flatExtras: () => {
      // laid above the bag in a loose, slightly lopsided loop
      const h = look.half,
        y = look.y,
        r = Math.min(look.rise, 420);
      const raw = [
        pt(-h, y),
        pt(-h - 110, y - r * 0.45),
        pt(-h * 0.5, y - r * 0.95),
        pt(h * 0.35, y - r),
        pt(h + 90, y - r * 0.5),
        pt(h, y),
      ];
      const { art, sil } = paint(ctx, look, raw.length > 2 ? dense(raw) : raw);
      return { behind: art, silhouette: sil, points: raw.map((p) => pt(p.x, p.y - look.width)) };
    },
  };
}
