// Shoes, drawn as studio profiles (toe to the right): a single shoe, a pair, the heel view and a
// top-down pair for the flat lay. Shapes are key points smoothed with Catmull-Rom splines.
import { panel, stitch, metalShape, metalStroke, n1, type Doc, type Material } from '../svg.ts';
import { shade, mix, isLight } from '../color.ts';
import { type Pt, P as pts, pt, catmull, smoothPath, inset, bbox, offsetLine } from '../geom.ts';
import type { DrawContext, Drawing } from './types.ts';

interface ShoeDesign {
  upper: Pt[]; // closed key points
  sole: Pt[]; // closed key points (outsole + welt band)
  heel: Pt[]; // closed key points (heel block)
  nearTop: Pt[]; // near-side topline, heel to throat (open)
  farTop: Pt[]; // far-side topline, seen over the near one
  soleColor: string;
  heelColor: string;
  weltLine?: Pt[]; // open, stitched
  details: (ctx: DrawContext, t: Tools) => string;
  focus: { x: number; y: number; span: number };
  rear: RearDesign;
  topView: TopDesign | 'lying';
}

interface RearDesign {
  width: number;
  height: number;
  heelW: number;
  heelH: number;
  sole: number;
  collarDip: number;
  tab?: boolean;
  bulge: number;
}
interface TopDesign {
  length: number;
  width: number;
  opening: { y0: number; y1: number; w: number };
  kind: 'loafer' | 'sneaker';
}

interface Tools {
  doc: Doc;
  m: Material;
  sm: (pts: Pt[], closed?: boolean) => string;
}

const P = pts;

const ramp = (v: number, a: number, b: number) => Math.max(0, Math.min(1, (v - a) / (b - a)));

/** The Venetian's cut: a lower collar, a vamp lower over the instep and toe, a touch longer. */
function sleekVamp(p: Pt): Pt {
  if (p.y > -58) return p;
  const k = ramp(p.x, 380, 720);
  return pt(p.x + ramp(p.x, 700, 1000) * 14, -58 + (p.y + 58) * (0.9 - 0.1 * k));
}

/** The lace-up's shaft, 13 cm where the Chelsea's is 15. */
function shortShaft(p: Pt): Pt {
  return p.y < -300 ? pt(p.x, -300 + (p.y + 300) * 0.74) : p;
}

/** The retro runner: a thin sole, a low toe box. */
function lowRunner(p: Pt): Pt {
  if (p.y > -100) return pt(p.x, p.y * 0.7);
  return pt(p.x, p.y * (1 - 0.14 * ramp(p.x, 440, 800)) + 30);
}

/** Eyelets down the front of the shaft and laces crossing between them, along the given front line. */
function lacing(t: Tools, front: Pt[]): string {
  const { m } = t;
  const laceC = isLight(m.base) ? shade(m.base, -0.2) : '#2a211b';
  const run = catmull(front, false, 8);
  let s = `<path d="${smoothPath(
    run.map((p) => pt(p.x - 34, p.y + 6)),
    false,
  )}" fill="none" stroke="${m.deep}" stroke-opacity="0.45" stroke-width="3"/>`;
  s += stitch(
    smoothPath(
      run.map((p) => pt(p.x - 44, p.y + 8)),
      false,
    ),
    m,
    { width: 2.6, dash: 7, gap: 5 },
  );
  for (let i = 1; i < 7; i++) {
    const p = run[Math.round((i / 7) * (run.length - 1))];
    const e = pt(p.x - 24, p.y + 4);
    s += `<circle cx="${n1(e.x)}" cy="${n1(e.y)}" r="8" fill="${shade(m.metal, -0.3)}"/><circle cx="${n1(e.x)}" cy="${n1(e.y)}" r="4.5" fill="#1b1511"/>`;
    s += `<path d="M${n1(e.x)} ${n1(e.y)} l30 -22" stroke="${laceC}" stroke-width="9" stroke-linecap="round"/>`;
  }
  return s;
}

function profile(ctx: DrawContext, d: ShoeDesign, tone = 0): { body: string; silhouette: string; pts: Pt[] } {
  const { doc } = ctx;
  const m: Material = tone
    ? { ...ctx.m, base: shade(ctx.m.base, tone), light: shade(ctx.m.light, tone), dark: shade(ctx.m.dark, tone) }
    : ctx.m;
  const t: Tools = { doc, m, sm: (pts, closed = false) => smoothPath(pts, closed) };
  const upperD = smoothPath(d.upper, true);
  const soleD = smoothPath(d.sole, true);
  const heelD = smoothPath(d.heel, true);
  let s = '';
  // the inside of the shoe, seen over the near topline
  const inner = [...d.farTop, ...d.nearTop.slice().reverse()];
  const lining = isLight(m.lining) ? mix(m.lining, '#6b5a4b', 0.2) : m.lining;
  const lg = doc.linear(
    [
      [0, mix(lining, '#1e1713', 0.6)],
      [0.5, mix(lining, '#1e1713', 0.28)],
      [1, mix(lining, '#1e1713', 0.72)],
    ],
    0,
    0,
    1,
    0.3,
  );
  s += `<path d="${smoothPath(inner, true)}" fill="${lg}"/>`;
  s += `<path d="${smoothPath(d.farTop, false)}" fill="none" stroke="${m.dark}" stroke-width="6" stroke-linecap="round"/>`;
  s += panel(doc, m, upperD, { rim: 30, sheenAngle: 'top' });
  // volume: the upper turns away towards the sole and catches light along the top of the vamp
  const low = doc.linear(
    [
      [0, m.deep, 0],
      [0.62, m.deep, 0],
      [1, m.deep, 0.4],
    ],
    0,
    0,
    0,
    1,
  );
  s += `<g clip-path="${doc.clip(upperD)}"><path d="${upperD}" fill="${low}"/>`;
  const hiC = isLight(m.base) ? '#ffffff' : mix(m.base, '#ffffff', 0.8);
  const spec = doc.radial([
    [0, hiC, 0.22 + m.gloss * 0.4],
    [0.5, hiC, 0.06 + m.gloss * 0.1],
    [1, hiC, 0],
  ]);
  const b = bbox(d.upper);
  const toeX = b.x + b.w * 0.83,
    toeY = -150;
  s += `<ellipse cx="${n1(toeX)}" cy="${n1(toeY)}" rx="${n1(b.w * 0.12)}" ry="36" transform="rotate(24 ${n1(toeX)} ${n1(toeY)})" fill="${spec}"/>`;
  s += `<ellipse cx="${n1(b.x + 48)}" cy="${n1(b.y + b.h * 0.5)}" rx="26" ry="${n1(b.h * 0.28)}" fill="${spec}"/>`;
  s += `</g>`;
  s += d.details(ctx, t);
  // sole and heel
  s += `<path d="${heelD}" fill="${d.heelColor}"/>`;
  const hb = bbox(d.heel);
  for (let y = hb.y + 12; y < hb.y + hb.h - 4; y += 12)
    s += `<path d="M${n1(hb.x + 4)} ${n1(y)} L${n1(hb.x + hb.w - 4)} ${n1(y)}" stroke="${shade(d.heelColor, -0.3)}" stroke-opacity="0.5" stroke-width="1.6"/>`;
  s += `<path d="${heelD}" fill="${doc.linear(
    [
      [0, '#fff', 0.12],
      [1, '#000', 0.3],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  s += `<path d="${soleD}" fill="${d.soleColor}"/>`;
  s += `<path d="${soleD}" fill="${doc.linear(
    [
      [0, '#fff', isLight(d.soleColor) ? 0.1 : 0.14],
      [0.5, '#fff', 0],
      [1, '#000', 0.25],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  s += `<path d="${soleD}" fill="none" stroke="${shade(d.soleColor, -0.35)}" stroke-width="2"/>`;
  if (d.weltLine) {
    const wl = smoothPath(d.weltLine, false);
    s += `<path d="${wl}" fill="none" stroke="${shade(d.soleColor, -0.45)}" stroke-width="5" stroke-opacity="0.6"/>`;
    s += `<path d="${wl}" fill="none" stroke="${isLight(d.soleColor) ? shade(d.soleColor, -0.3) : mix(d.soleColor, '#e9dcc4', 0.55)}" stroke-width="2.6" stroke-dasharray="7 5"/>`;
  }
  const silhouette = `<path d="${upperD}"/><path d="${soleD}"/><path d="${heelD}"/>`;
  return { body: s, silhouette, pts: [...d.upper, ...d.sole, ...d.heel] };
}

// ---------------------------------------------------------------------------------------------

function loaferDesign(ctx: DrawContext): ShoeDesign {
  const soleColor = '#3a2a20';
  // the Venetian is the plain slipper: a lower, longer vamp and no saddle or bit
  const venetian = ctx.shape === 'venetian';
  const P = venetian ? (xy: Array<[number, number]>) => pts(xy).map(sleekVamp) : pts;
  return {
    upper: P([
      [24, -56],
      [6, -150],
      [12, -260],
      [32, -336],
      [80, -344],
      [200, -300],
      [330, -258],
      [450, -276],
      [540, -314],
      [630, -322],
      [750, -290],
      [860, -226],
      [940, -168],
      [992, -122],
      [1016, -84],
      [1014, -60],
      [960, -52],
      [800, -36],
      [600, -36],
      [460, -50],
      [320, -62],
      [200, -64],
      [60, -62],
    ]),
    sole: P([
      [22, -62],
      [200, -66],
      [330, -64],
      [470, -52],
      [600, -38],
      [800, -36],
      [960, -54],
      [1020, -60],
      [1024, -44],
      [1000, -26],
      [930, -12],
      [820, -2],
      [600, -2],
      [480, -16],
      [330, -36],
      [236, -42],
      [230, -48],
      [20, -48],
      [14, -56],
    ]),
    heel: P([
      [22, -50],
      [232, -50],
      [236, -40],
      [232, 0],
      [30, 0],
      [24, -20],
    ]),
    nearTop: P([
      [32, -336],
      [80, -344],
      [200, -300],
      [330, -258],
      [450, -276],
      [540, -314],
    ]),
    farTop: P([
      [32, -336],
      [110, -366],
      [240, -352],
      [370, -330],
      [470, -326],
      [540, -314],
    ]),
    soleColor,
    heelColor: '#2d211a',
    weltLine: P([
      [30, -56],
      [200, -60],
      [330, -58],
      [470, -46],
      [600, -33],
      [800, -31],
      [960, -48],
      [1016, -54],
    ]),
    details: (c, t) => {
      const { doc, m } = t;
      let s = '';
      // moccasin apron seam, raised and hand-stitched
      const apron = P([
        [548, -300],
        [640, -294],
        [760, -256],
        [860, -198],
        [936, -142],
        [984, -96],
      ]);
      s += `<path d="${t.sm(apron)}" fill="none" stroke="${m.deep}" stroke-opacity="0.35" stroke-width="9" transform="translate(2 4)"/>`;
      s += `<path d="${t.sm(apron)}" fill="none" stroke="${m.light}" stroke-opacity="0.35" stroke-width="4" transform="translate(-1 -2)"/>`;
      s += stitch(t.sm(offsetLine(apron, 7)), m, { width: 3.4, dash: 8, gap: 6 });
      // quarter seam
      const q = P([
        [150, -308],
        [170, -220],
        [176, -130],
        [170, -62],
      ]);
      s += `<path d="${t.sm(q)}" fill="none" stroke="${m.deep}" stroke-opacity="0.4" stroke-width="3"/>`;
      s += stitch(t.sm(q.map((p) => pt(p.x + 9, p.y))), m, { width: 2.8, dash: 7, gap: 5 });
      // topline binding
      s += stitch(
        t.sm(
          P([
            [38, -326],
            [84, -332],
            [200, -288],
            [330, -246],
            [450, -264],
            [536, -300],
          ]),
        ),
        m,
        { width: 2.8, dash: 7, gap: 5 },
      );
      if (venetian) return s;
      // saddle strap and the metal bit across the vamp
      const saddle = P([
        [466, -290],
        [560, -318],
        [646, -318],
        [660, -286],
        [642, -238],
        [540, -232],
        [474, -252],
      ]);
      const sd = smoothPath(saddle, true);
      s += `<path d="${sd}" fill="#000" opacity="0.25" transform="translate(3 8)"/>`;
      s += panel(doc, m, sd, { rim: 10, light: 0.06 });
      s += stitch(smoothPath(inset(catmull(saddle, true, 6), 9), true), m, { width: 2.6, dash: 6, gap: 4 });
      const bar = `M500 -304 C540 -334 620 -338 664 -312 L668 -294 C624 -318 546 -316 506 -288 Z`;
      s += metalShape(doc, m.metal, bar);
      s += metalStroke(doc, m.metal, `M494 -296 a16 16 0 1 0 1 0`, 7) + metalStroke(doc, m.metal, `M674 -302 a16 16 0 1 0 1 0`, 7);
      void c;
      return s;
    },
    focus: { x: 600, y: -260, span: 520 },
    rear: { width: 330, height: 340, heelW: 210, heelH: 50, sole: 16, collarDip: 20, bulge: 30 },
    topView: { length: 1000, width: 350, opening: { y0: 0.5, y1: 0.96, w: 0.6 }, kind: 'loafer' },
  };
}

function bootDesign(ctx: DrawContext): ShoeDesign {
  const soleColor = '#2f2620';
  const H = 640;
  // the lace-up has a shorter shaft (13 cm to the Chelsea's 15) and a tongue standing above the laces
  const laced = ctx.shape === 'lace-up';
  const P = laced ? (xy: Array<[number, number]>) => pts(xy).map(shortShaft) : pts;
  const tongue: Array<[number, number]> = laced
    ? [
        [300, -H - 40],
        [352, -H - 30],
      ]
    : [];
  return {
    upper: P([
      [30, -74],
      [12, -170],
      [18, -320],
      [34, -470],
      [40, -H + 20],
      [70, -H],
      [200, -H + 6],
      ...tongue,
      [330, -H + 14],
      [344, -500],
      [360, -380],
      [410, -300],
      [520, -248],
      [660, -214],
      [800, -170],
      [920, -120],
      [1000, -92],
      [1020, -70],
      [960, -58],
      [800, -40],
      [620, -40],
      [470, -56],
      [320, -76],
      [200, -84],
      [60, -82],
    ]),
    sole: P([
      [28, -80],
      [200, -84],
      [330, -80],
      [470, -58],
      [620, -42],
      [800, -40],
      [960, -56],
      [1024, -64],
      [1028, -46],
      [1004, -28],
      [930, -12],
      [820, -2],
      [620, -2],
      [480, -20],
      [330, -52],
      [252, -60],
      [246, -66],
      [26, -66],
      [18, -74],
    ]),
    heel: P([
      [26, -68],
      [246, -68],
      [252, -56],
      [246, 0],
      [36, 0],
      [28, -30],
    ]),
    nearTop: P([
      [40, -H + 20],
      [70, -H],
      [200, -H + 6],
      [330, -H + 14],
    ]),
    farTop: P([
      [40, -H + 20],
      [120, -H - 22],
      [240, -H - 18],
      [330, -H + 14],
    ]),
    soleColor,
    heelColor: '#2b221c',
    weltLine: P([
      [34, -74],
      [200, -78],
      [330, -74],
      [470, -52],
      [620, -37],
      [800, -35],
      [960, -50],
      [1020, -58],
    ]),
    details: (_c, t) => {
      const { doc, m } = t;
      let s = '';
      if (laced)
        return (
          s +
          lacing(
            t,
            P([
              [300, -H + 10],
              [330, -H + 30],
              [344, -500],
              [360, -380],
              [400, -310],
            ]),
          )
        );
      // elastic side gusset
      const g = P([
        [122, -H + 8],
        [300, -H + 12],
        [262, -470],
        [214, -396],
        [166, -470],
      ]);
      const gd = smoothPath(g, true);
      const el = isLight(m.base) ? mix(m.base, '#5e5248', 0.55) : shade(m.base, -0.3);
      s += `<path d="${gd}" fill="${el}"/>`;
      s += `<g clip-path="${doc.clip(gd)}">`;
      for (let x = 110; x < 310; x += 9)
        s += `<path d="M${x} ${-H - 10} L${x + (x - 211) * 0.25} -380" stroke="${shade(el, -0.4)}" stroke-width="3.5" stroke-opacity="0.8"/><path d="M${x + 3} ${-H - 10} L${x + 3 + (x - 211) * 0.25} -380" stroke="${shade(el, 0.25)}" stroke-width="1.4" stroke-opacity="0.5"/>`;
      s += `<path d="${gd}" fill="${doc.linear(
        [
          [0, '#fff', 0.12],
          [0.6, '#000', 0],
          [1, '#000', 0.3],
        ],
        0,
        0,
        0,
        1,
      )}"/></g>`;
      s += `<path d="${gd}" fill="none" stroke="${m.deep}" stroke-width="6" stroke-opacity="0.5"/>`;
      s += stitch(smoothPath(inset(catmull(g, true, 8), -10), true), m, { width: 2.8, dash: 7, gap: 5 });
      // pull tab at the back
      const tab = P([
        [44, -H + 30],
        [36, -H - 40],
        [52, -H - 70],
        [96, -H - 66],
        [100, -H - 10],
      ]);
      const td = smoothPath(tab, true);
      s += panel(doc, m, td, { rim: 6, light: 0.02 });
      s += stitch(smoothPath(inset(catmull(tab, true, 6), 8), true), m, { width: 2.2, dash: 6, gap: 4 });
      // toe-cap-less vamp seam and topline stitching
      s += stitch(
        t.sm(
          P([
            [44, -H + 40],
            [200, -H + 30],
            [320, -H + 36],
          ]),
        ),
        m,
        { width: 2.8, dash: 7, gap: 5 },
      );
      const seam = P([
        [344, -470],
        [372, -360],
        [420, -300],
      ]);
      s += `<path d="${t.sm(seam)}" fill="none" stroke="${m.deep}" stroke-opacity="0.4" stroke-width="3"/>`;
      s += stitch(t.sm(seam.map((p) => pt(p.x - 10, p.y + 4))), m, { width: 2.6, dash: 7, gap: 5 });
      const heelSeam = P([
        [40, -370],
        [60, -250],
        [70, -150],
        [64, -84],
      ]);
      s += stitch(t.sm(heelSeam), m, { width: 2.6, dash: 7, gap: 5 });
      return s;
    },
    focus: { x: 220, y: -500, span: 480 },
    rear: { width: 300, height: 640, heelW: 200, heelH: 66, sole: 16, collarDip: 10, tab: true, bulge: 40 },
    topView: 'lying',
  };
}

function sneakerDesign(ctx: DrawContext): ShoeDesign {
  // the trainer is the retro runner: a slimmer, lower toe on a thin gum sole
  const trainer = ctx.shape === 'trainer';
  const soleColor = trainer ? '#b07a45' : '#efebe3';
  const P = trainer ? (xy: Array<[number, number]>) => pts(xy).map(lowRunner) : pts;
  const m = ctx.m;
  const counter = ctx.accent && !isLightMetal(ctx.accent) ? ctx.accent : shade(m.base, isLight(m.base) ? -0.12 : 0.1);
  return {
    upper: P([
      [30, -90],
      [6, -190],
      [18, -300],
      [40, -346],
      [90, -344],
      [190, -300],
      [300, -312],
      [372, -360],
      [410, -392],
      [440, -380],
      [470, -340],
      [560, -292],
      [680, -240],
      [800, -196],
      [920, -150],
      [1000, -120],
      [1018, -96],
      [960, -82],
      [800, -80],
      [600, -80],
      [400, -82],
      [200, -86],
      [60, -86],
    ]),
    sole: P([
      [20, -94],
      [200, -92],
      [400, -88],
      [600, -86],
      [800, -86],
      [960, -88],
      [1024, -100],
      [1036, -70],
      [1020, -30],
      [980, -6],
      [900, 0],
      [120, 0],
      [40, -4],
      [10, -30],
      [8, -70],
    ]),
    heel: P([
      [0, 0],
      [1, 0],
      [1, 1],
    ]),
    nearTop: P([
      [40, -346],
      [90, -344],
      [190, -300],
      [300, -312],
      [372, -360],
    ]),
    farTop: P([
      [40, -346],
      [110, -368],
      [220, -338],
      [310, -340],
      [372, -360],
    ]),
    soleColor,
    heelColor: soleColor,
    weltLine: P([
      [24, -66],
      [200, -64],
      [600, -62],
      [900, -62],
      [1020, -72],
    ]),
    details: (_c, t) => {
      const { doc } = t;
      let s = '';
      const sub: Material = {
        ...m,
        base: counter,
        light: shade(counter, 0.25),
        dark: shade(counter, -0.35),
        deep: shade(counter, -0.6),
        edge: shade(counter, -0.5),
      };
      // heel counter overlay
      const hc = P([
        [30, -92],
        [6, -190],
        [16, -296],
        [40, -340],
        [84, -338],
        [120, -300],
        [170, -220],
        [230, -150],
        [260, -92],
      ]);
      const hcd = smoothPath(hc, true);
      s += `<path d="${hcd}" fill="#000" opacity="0.22" transform="translate(3 4)"/>` + panel(doc, sub, hcd, { rim: 14, light: 0.03 });
      s += stitch(smoothPath(inset(catmull(hc, true, 6), 10), true), m, { width: 2.6, dash: 7, gap: 5 });
      // toe cap
      const tc = P([
        [760, -82],
        [780, -150],
        [840, -186],
        [930, -150],
        [1000, -122],
        [1018, -96],
        [960, -82],
      ]);
      const tcd = smoothPath(tc, true);
      s += `<path d="${tcd}" fill="#000" opacity="0.2" transform="translate(-3 3)"/>` + panel(doc, m, tcd, { rim: 14, light: 0.04 });
      s += stitch(
        t.sm(
          P([
            [774, -86],
            [792, -146],
            [846, -176],
          ]),
        ),
        m,
        { width: 2.6, dash: 7, gap: 5 },
      );
      // eyestay with eyelets, laces climbing over the tongue
      const eye = P([
        [380, -350],
        [470, -330],
        [560, -282],
        [680, -232],
        [720, -212],
        [690, -180],
        [560, -238],
        [460, -280],
        [370, -300],
      ]);
      const ed = smoothPath(eye, true);
      s += `<path d="${ed}" fill="#000" opacity="0.2" transform="translate(2 5)"/>` + panel(doc, m, ed, { rim: 10, light: 0.05 });
      s += stitch(smoothPath(inset(catmull(eye, true, 6), 9), true), m, { width: 2.4, dash: 6, gap: 4 });
      const laceC = isLight(m.base) ? shade(m.base, -0.1) : mix(m.base, '#f1ede6', 0.85);
      for (let i = 0; i < 6; i++) {
        const u = i / 5;
        const at = trainer ? lowRunner(pt(400 + u * 290, -340 + u * 128)) : pt(400 + u * 290, -340 + u * 128);
        const x = at.x,
          y = at.y;
        s += `<circle cx="${n1(x)}" cy="${n1(y)}" r="8" fill="${shade(m.metal, -0.3)}"/><circle cx="${n1(x)}" cy="${n1(y)}" r="4.5" fill="#1b1511"/>`;
        s += `<path d="M${n1(x - 4)} ${n1(y - 4)} q 10 -26 34 -30" fill="none" stroke="${shade(laceC, -0.3)}" stroke-width="11" stroke-linecap="round"/><path d="M${n1(x - 4)} ${n1(y - 4)} q 10 -26 34 -30" fill="none" stroke="${laceC}" stroke-width="8" stroke-linecap="round"/>`;
      }
      // perforations on the quarter
      for (let r = 0; r < 3; r++)
        for (let k = 0; k < 5; k++) {
          const x = 300 + k * 26 + r * 10,
            y = -230 + r * 24 + k * 8;
          s += `<circle cx="${x}" cy="${y}" r="4" fill="${m.deep}" opacity="0.7"/>`;
        }
      // collar padding
      s += `<path d="${t.sm(
        P([
          [46, -330],
          [100, -326],
          [190, -286],
          [290, -296],
          [360, -336],
        ]),
      )}" fill="none" stroke="${m.deep}" stroke-opacity="0.25" stroke-width="14"/>`;
      // sidewall tread line
      s += `<path d="M26 -20 L1010 -20" stroke="${shade(soleColor, -0.2)}" stroke-width="3"/>`;
      return s;
    },
    focus: { x: 560, y: -270, span: 520 },
    rear: { width: 350, height: 350, heelW: 360, heelH: 0, sole: 86, collarDip: 30, tab: true, bulge: 24 },
    topView: { length: 1000, width: 380, opening: { y0: 0.52, y1: 0.95, w: 0.58 }, kind: 'sneaker' },
  };
}

function isLightMetal(hex: string): boolean {
  const [r, g, b] = [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];
  return r > 150 && g > 120 && b < r && Math.abs(r - g) < 60; // golds and brass
}

// ---------------------------------------------------------------------------------------------

function rearView(ctx: DrawContext, d: ShoeDesign, x0: number): { body: string; silhouette: string } {
  const { doc, m } = ctx;
  const r = d.rear;
  const w = r.width,
    h = r.height;
  const cx = x0;
  const soleTop = -(r.heelH + r.sole);
  // a heel seen from behind: narrow at the base, a little fuller at the ankle bone, straight collar
  const upper = P([
    [cx - r.heelW * 0.4, soleTop + 4],
    [cx - w * 0.44, soleTop - h * 0.18],
    [cx - w / 2, soleTop - h * 0.42],
    [cx - w * 0.47, -h * 0.86],
    [cx - w * 0.42, -h],
    [cx, -h + r.collarDip],
    [cx + w * 0.42, -h],
    [cx + w * 0.47, -h * 0.86],
    [cx + w / 2, soleTop - h * 0.42],
    [cx + w * 0.44, soleTop - h * 0.18],
    [cx + r.heelW * 0.4, soleTop + 4],
  ]);
  const ud = smoothPath(upper, true);
  let s = '';
  // the forefoot, wider than the heel, shows on both sides behind it
  const ffH = Math.min(h * 0.5, 150);
  const ff = `M${n1(cx - w * 0.58)} ${n1(soleTop + 2)} C${n1(cx - w * 0.6)} ${n1(soleTop - ffH * 0.7)} ${n1(cx - w * 0.4)} ${n1(soleTop - ffH)} ${n1(cx)} ${n1(soleTop - ffH)} C${n1(cx + w * 0.4)} ${n1(soleTop - ffH)} ${n1(cx + w * 0.6)} ${n1(soleTop - ffH * 0.7)} ${n1(cx + w * 0.58)} ${n1(soleTop + 2)}Z`;
  s += `<path d="${ff}" fill="${shade(m.base, -0.3)}"/><path d="${ff}" fill="${doc.linear([
    [0, '#000', 0],
    [1, '#000', 0.3],
  ])}"/>`;
  const ffSole = `M${n1(cx - w * 0.6)} ${n1(soleTop + 2)} L${n1(cx + w * 0.6)} ${n1(soleTop + 2)} L${n1(cx + w * 0.56)} ${n1(soleTop + 2 + Math.max(12, r.sole * 0.7))} L${n1(cx - w * 0.56)} ${n1(soleTop + 2 + Math.max(12, r.sole * 0.7))}Z`;
  s += `<path d="${ffSole}" fill="${shade(d.soleColor, -0.2)}"/>`;
  // inside visible over the collar
  const ins = `M${n1(cx - w / 2 + 20)} ${n1(-h)} Q${n1(cx)} ${n1(-h - 34)} ${n1(cx + w / 2 - 20)} ${n1(-h)} Q${n1(cx)} ${n1(-h + r.collarDip + 8)} ${n1(cx - w / 2 + 20)} ${n1(-h)}Z`;
  s += `<path d="${ins}" fill="${shade(m.lining, -0.55)}"/>`;
  s += panel(doc, m, ud, { rim: 40, sheenAngle: 'left' });
  const hiC = isLight(m.base) ? '#fff' : mix(m.base, '#fff', 0.8);
  s += `<g clip-path="${doc.clip(ud)}"><ellipse cx="${n1(cx - w * 0.18)}" cy="${n1(-h * 0.45)}" rx="${n1(w * 0.12)}" ry="${n1(h * 0.3)}" fill="${doc.radial(
    [
      [0, hiC, 0.1 + m.gloss * 0.3],
      [1, hiC, 0],
    ],
  )}"/></g>`;
  // back seam or heel tab
  s += `<path d="M${cx} ${n1(-h + r.collarDip)} L${cx} ${soleTop}" stroke="${m.deep}" stroke-opacity="0.5" stroke-width="3"/>`;
  s +=
    stitch(`M${cx - 8} ${n1(-h + r.collarDip + 6)} L${cx - 8} ${soleTop - 6}`, m, { width: 2.6, dash: 7, gap: 5 }) +
    stitch(`M${cx + 8} ${n1(-h + r.collarDip + 6)} L${cx + 8} ${soleTop - 6}`, m, { width: 2.6, dash: 7, gap: 5 });
  if (r.tab) {
    const tab = P([
      [cx - 26, -h + r.collarDip + 60],
      [cx - 24, -h - 40],
      [cx, -h - 52],
      [cx + 24, -h - 40],
      [cx + 26, -h + r.collarDip + 60],
    ]);
    s += panel(doc, m, smoothPath(tab, true), { rim: 6, light: 0.05 });
    s += stitch(smoothPath(inset(catmull(tab, true, 6), 7), true), m, { width: 2.2, dash: 6, gap: 4 });
  }
  // sole and heel block
  const soleD = `M${n1(cx - r.heelW * 0.5 - (r.heelH ? 6 : 0))} ${soleTop + 4} L${n1(cx + r.heelW * 0.5 + (r.heelH ? 6 : 0))} ${soleTop + 4} L${n1(cx + r.heelW * 0.5 + (r.heelH ? 4 : -6))} ${-r.heelH} L${n1(cx - r.heelW * 0.5 - (r.heelH ? 4 : -6))} ${-r.heelH} Z`;
  s += `<path d="${soleD}" fill="${d.soleColor}"/><path d="${soleD}" fill="${doc.linear([
    [0, '#fff', 0.12],
    [1, '#000', 0.2],
  ])}"/>`;
  if (r.heelH) {
    const hd = `M${n1(cx - r.heelW * 0.46)} ${-r.heelH} L${n1(cx + r.heelW * 0.46)} ${-r.heelH} L${n1(cx + r.heelW * 0.42)} 0 L${n1(cx - r.heelW * 0.42)} 0Z`;
    s += `<path d="${hd}" fill="${d.heelColor}"/><path d="${hd}" fill="${doc.linear(
      [
        [0, '#fff', 0.1],
        [1, '#000', 0.3],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
  }
  return {
    body: s,
    silhouette: `<path d="${ff}"/><path d="${ud}"/><path d="${soleD}"/><rect x="${cx - r.heelW / 2}" y="${-r.heelH}" width="${r.heelW}" height="${r.heelH}"/>`,
  };
}

function topView(ctx: DrawContext, d: ShoeDesign, t: TopDesign, cx: number, right: boolean): { body: string; silhouette: string } {
  const { doc, m } = ctx;
  const L = t.length,
    Wd = t.width;
  const sx = right ? 1 : -1;
  // a last seen from above: toe at the top, medial side straighter
  const out = P([
    [0, 0],
    [0.36, 0.06],
    [0.5, 0.2],
    [0.5, 0.42],
    [0.4, 0.62],
    [0.34, 0.8],
    [0.34, 0.92],
    [0.2, 1],
    [-0.1, 1.01],
    [-0.32, 0.92],
    [-0.36, 0.76],
    [-0.44, 0.56],
    [-0.48, 0.36],
    [-0.42, 0.16],
    [-0.24, 0.03],
  ]).map((p) => pt(cx + sx * p.x * Wd, -L + p.y * L));
  const soleD = smoothPath(
    out.map((p) => p),
    true,
  );
  const upper = inset(catmull(out, true, 6), 12);
  const ud = smoothPath(upper, true);
  let s = `<path d="${soleD}" fill="${t.kind === 'sneaker' ? '#efebe3' : '#3a2a20'}"/>`;
  s += `<path d="${soleD}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="2"/>`;
  s += panel(doc, m, ud, { rim: 46 });
  const hiC = isLight(m.base) ? '#fff' : mix(m.base, '#fff', 0.8);
  s += `<g clip-path="${doc.clip(ud)}"><ellipse cx="${n1(cx - sx * Wd * 0.08)}" cy="${n1(-L * 0.86)}" rx="${n1(Wd * 0.22)}" ry="${n1(L * 0.08)}" fill="${doc.radial(
    [
      [0, hiC, 0.12 + m.gloss * 0.4],
      [1, hiC, 0],
    ],
  )}"/></g>`;
  // the opening with the insole
  const oy0 = -L + t.opening.y0 * L,
    oy1 = -L + t.opening.y1 * L;
  const ow = Wd * t.opening.w;
  const ocx = cx - sx * Wd * 0.04;
  const open = `M${n1(ocx)} ${n1(oy0)} C${n1(ocx + ow * 0.62)} ${n1(oy0)} ${n1(ocx + ow * 0.55)} ${n1(oy1)} ${n1(ocx)} ${n1(oy1)} C${n1(ocx - ow * 0.55)} ${n1(oy1)} ${n1(ocx - ow * 0.62)} ${n1(oy0)} ${n1(ocx)} ${n1(oy0)}Z`;
  const insole = mix(m.lining, '#d8c3a5', 0.5);
  s += `<path d="${open}" fill="${insole}"/>`;
  s += `<path d="${open}" fill="${doc.linear([
    [0, '#000', 0.5],
    [0.25, '#000', 0.12],
    [1, '#000', 0.2],
  ])}"/>`;
  s += `<path d="${open}" fill="none" stroke="${m.deep}" stroke-width="8"/>`;
  s += stitch(open, m, { width: 2.4, dash: 6, gap: 4 });
  s += `<text x="${n1(ocx)}" y="${n1(oy1 - (oy1 - oy0) * 0.3)}" font-family="DejaVu Serif, serif" font-size="18" letter-spacing="5" text-anchor="middle" fill="${shade(insole, -0.45)}" fill-opacity="0.7">BOTTEGA</text>`;
  if (t.kind === 'loafer') {
    const ay = -L * 0.86;
    const apron = `M${n1(ocx - ow * 0.52)} ${n1(oy0 + 12)} C${n1(ocx - ow * 0.6)} ${n1(ay)} ${n1(ocx + ow * 0.6)} ${n1(ay)} ${n1(ocx + ow * 0.52)} ${n1(oy0 + 12)}`;
    s += `<path d="${apron}" fill="none" stroke="${m.deep}" stroke-opacity="0.4" stroke-width="8" transform="translate(2 3)"/>`;
    s += stitch(apron, m, { width: 3, dash: 8, gap: 5 });
    // saddle and bit across the vamp
    const sy = oy0 - 10;
    s += panel(
      doc,
      m,
      `M${n1(ocx - ow * 0.58)} ${n1(sy - 34)} L${n1(ocx + ow * 0.58)} ${n1(sy - 34)} L${n1(ocx + ow * 0.6)} ${n1(sy + 20)} L${n1(ocx - ow * 0.6)} ${n1(sy + 20)}Z`,
      { rim: 8, light: 0.05 },
    );
    s += metalShape(
      doc,
      m.metal,
      `M${n1(ocx - ow * 0.4)} ${n1(sy - 20)} L${n1(ocx + ow * 0.4)} ${n1(sy - 20)} L${n1(ocx + ow * 0.4)} ${n1(sy - 6)} L${n1(ocx - ow * 0.4)} ${n1(sy - 6)}Z`,
    );
    s +=
      metalStroke(doc, m.metal, `M${n1(ocx - ow * 0.46)} ${n1(sy - 13)} a13 13 0 1 0 1 0`, 6) +
      metalStroke(doc, m.metal, `M${n1(ocx + ow * 0.46)} ${n1(sy - 13)} a13 13 0 1 0 1 0`, 6);
  } else {
    // tongue and laces
    const ty0 = -L * 0.78;
    const tongue = `M${n1(ocx - ow * 0.36)} ${n1(oy0 + 20)} L${n1(ocx - ow * 0.3)} ${n1(ty0)} Q${n1(ocx)} ${n1(ty0 - 30)} ${n1(ocx + ow * 0.3)} ${n1(ty0)} L${n1(ocx + ow * 0.36)} ${n1(oy0 + 20)}Z`;
    s += panel(doc, m, tongue, { rim: 16, light: 0.06 });
    const laceC = isLight(m.base) ? shade(m.base, -0.12) : mix(m.base, '#f1ede6', 0.85);
    for (let i = 0; i < 6; i++) {
      const y = ty0 + 24 + i * ((oy0 - ty0) / 6);
      const half = ow * (0.42 + i * 0.025);
      s += `<circle cx="${n1(ocx - half)}" cy="${n1(y)}" r="7" fill="#1b1511"/><circle cx="${n1(ocx + half)}" cy="${n1(y)}" r="7" fill="#1b1511"/>`;
      s += `<path d="M${n1(ocx - half)} ${n1(y)} L${n1(ocx + half)} ${n1(y + 14)}" stroke="${shade(laceC, -0.35)}" stroke-width="12" stroke-linecap="round"/><path d="M${n1(ocx - half)} ${n1(y)} L${n1(ocx + half)} ${n1(y + 14)}" stroke="${laceC}" stroke-width="9" stroke-linecap="round"/>`;
    }
  }
  return { body: s, silhouette: `<path d="${soleD}"/>` };
}

// ---------------------------------------------------------------------------------------------

function drawShoe(ctx: DrawContext, d: ShoeDesign): Drawing {
  const { pose } = ctx;
  if (pose === 'back') {
    const gap = d.rear.width * 0.7;
    const a = rearView(ctx, d, -gap),
      b = rearView(ctx, d, gap);
    const H = d.rear.height + 60;
    const w = d.rear.width * 0.64 + gap;
    return {
      body: a.body + b.body,
      silhouette: a.silhouette + b.silhouette,
      bounds: { x: -w, y: -H, w: 2 * w, h: H },
      mount: 'stand',
      floor: 0,
      fit: { maxW: 1250, maxH: 1300 },
      footprint: { x0: -w, x1: w },
      focus: { x: gap, y: -d.rear.height / 2, span: 500 },
    };
  }
  if (pose === 'top') {
    if (d.topView === 'lying') {
      // boots lie on their side for a flat lay, one facing each way
      const a = profile(ctx, d);
      const b = profile(ctx, d, -0.04);
      const t1 = 'translate(-540 -430) rotate(-6)';
      const t2 = 'translate(520 330) rotate(6) scale(-1 1)';
      const body = `<g transform="${t2}">${b.body}</g><g transform="${t1}">${a.body}</g>`;
      const silhouette = `<g transform="${t2}">${b.silhouette}</g><g transform="${t1}">${a.silhouette}</g>`;
      return { body, silhouette, bounds: { x: -620, y: -1140, w: 1240, h: 1500 }, mount: 'flat', focus: { x: 0, y: -500, span: 600 } };
    }
    const t = d.topView;
    const l = topView(ctx, d, t, -t.width * 0.62, false);
    const r = topView(ctx, d, t, t.width * 0.62, true);
    const tr = (deg: number, x: number) => `rotate(${deg} ${x} ${-t.length / 2})`;
    return {
      body: `<g transform="${tr(-4, -t.width * 0.62)}">${l.body}</g><g transform="${tr(4, t.width * 0.62)}">${r.body}</g>`,
      silhouette: `<g transform="${tr(-4, -t.width * 0.62)}">${l.silhouette}</g><g transform="${tr(4, t.width * 0.62)}">${r.silhouette}</g>`,
      bounds: { x: -t.width * 1.3, y: -t.length - 30, w: t.width * 2.6, h: t.length + 60 },
      mount: 'flat',
      focus: { x: t.width * 0.6, y: -t.length * 0.7, span: 500 },
    };
  }
  if (pose === 'side') {
    // the pair: one shoe in profile, its partner behind and a little to the side
    const back = profile(ctx, d, -0.14);
    const front = profile(ctx, d);
    const ox = 170,
      oy = -70,
      k = 0.95;
    const body = `<g transform="scale(-1 1)"><g transform="translate(${-ox} ${oy}) scale(${k})">${back.body}</g>${front.body}</g>`;
    const silhouette = `<g transform="scale(-1 1)"><g transform="translate(${-ox} ${oy}) scale(${k})">${back.silhouette}</g>${front.silhouette}</g>`;
    const bb = bbox(front.pts);
    return {
      body,
      silhouette,
      bounds: { x: -bb.x - bb.w - 20, y: bb.y + oy - 40, w: bb.w + ox + 40, h: bb.h - oy + 40 },
      mount: 'stand',
      floor: 0,
      footprint: { x0: -bb.x - bb.w, x1: -bb.x + ox, y0: oy * 0.9, y1: 0 },
      focus: { x: -d.focus.x, y: d.focus.y, span: d.focus.span },
    };
  }
  const p = profile(ctx, d);
  const bb = bbox(p.pts);
  return {
    body: p.body,
    silhouette: p.silhouette,
    bounds: { x: bb.x - 10, y: bb.y - 80, w: bb.w + 20, h: bb.h + 80 },
    mount: 'stand',
    floor: 0,
    footprint: { x0: bb.x + 20, x1: bb.x + bb.w - 40, y0: -40, y1: 0 },
    focus: d.focus,
  };
}

export function loafer(ctx: DrawContext): Drawing {
  return drawShoe(ctx, loaferDesign(ctx));
}
export function ankleBoot(ctx: DrawContext): Drawing {
  return drawShoe(ctx, bootDesign(ctx));
}
export function sneaker(ctx: DrawContext): Drawing {
  return drawShoe(ctx, sneakerDesign(ctx));
}
