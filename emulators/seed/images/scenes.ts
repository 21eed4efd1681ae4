// Sets and lighting: the seamless studio sweep, flat-lay surfaces with props, the styled set
// with a plinth and window light, and the shadows an object casts into each of them.
import { Doc, n1 } from './svg.ts';
import { blurFilter } from './compose.ts';
import { mix, shade, luminance, distance, hsl, fromHsl } from './color.ts';
import type { Rng } from './rng.ts';
import { rotateAbout, type Pt } from './geom.ts';

export interface Placement {
  x: number;
  y: number;
  scale: number;
  rotate?: number;
}

export function placeTransform(p: Placement): string {
  return `translate(${n1(p.x)} ${n1(p.y)})${p.rotate ? ` rotate(${n1(p.rotate)})` : ''} scale(${Math.round(p.scale * 10000) / 10000})`;
}

/** Where placeTransform(p) puts the local point q: scaled, then rotated, then moved. */
export function placePoint(p: Placement, q: Pt): Pt {
  const r = rotateAbout({ x: q.x * p.scale, y: q.y * p.scale }, p.rotate ?? 0);
  return { x: p.x + r.x, y: p.y + r.y };
}

/** Warm neutral studio paper that keeps the product readable whatever its colour. */
export function studioTone(product: string, rng: Rng): string {
  const l = luminance(product);
  const base = l > 0.42 ? '#d6cfc5' : l > 0.22 ? '#e9e4dc' : '#ece8e2';
  return mix(base, rng.pick(['#efe7da', '#e7e6e3', '#eae3df']), 0.35);
}

/** Darkens the frame's edges: clear out to `start` of the radius, then to `strength` black at the corners. */
function vignette(doc: Doc, W: number, H: number, start: number, strength: number, cy = 0.5): string {
  const vig = doc.radial(
    [
      [0, '#000', 0],
      [start, '#000', 0],
      [1, '#000', strength],
    ],
    0.5,
    cy,
    0.75,
  );
  return `<rect x="0" y="0" width="${W}" height="${H}" fill="${vig}"/>`;
}

/** Seamless sweep: wall falling into floor with a soft horizon, a light pool behind the product and vignetting. */
export function studioBackdrop(doc: Doc, W: number, H: number, tone: string, horizon: number, lightX = 0.42): string {
  const wallTop = shade(tone, -0.1);
  const wallMid = shade(tone, 0.08);
  const floor = shade(tone, -0.06);
  const floorNear = shade(tone, -0.02);
  const h = horizon / H;
  const grad = doc.linear([
    [0, wallTop],
    [h * 0.55, wallMid],
    [h - 0.04, tone],
    [h + 0.02, shade(tone, -0.08)],
    [h + 0.12, floor],
    [1, floorNear],
  ]);
  let s = `<rect x="0" y="0" width="${W}" height="${H}" fill="${grad}"/>`;
  const pool = doc.radial(
    [
      [0, '#ffffff', 0.42],
      [0.5, '#ffffff', 0.14],
      [1, '#ffffff', 0],
    ],
    lightX,
    0.42,
    0.55,
    false,
  );
  s += `<rect x="0" y="0" width="${W}" height="${H}" fill="${pool}"/>`;
  s += vignette(doc, W, H, 0.65, 0.16, 0.48);
  return s;
}

/** Shadows for an object standing on a floor line: contact shadow, ambient occlusion and a long soft cast shadow. */
export function standingShadows(
  doc: Doc,
  silhouette: string,
  p: Placement,
  floorLocal: number,
  footprint: { x0: number; x1: number; y0?: number; y1?: number },
  strength = 1,
): string {
  const x0 = p.x + footprint.x0 * p.scale,
    x1 = p.x + footprint.x1 * p.scale;
  const fy0 = p.y + (footprint.y0 ?? floorLocal) * p.scale,
    fy1 = p.y + (footprint.y1 ?? floorLocal) * p.scale;
  const F = (fy0 + fy1) / 2;
  const depthHalf = (fy1 - fy0) / 2;
  const cx = (x0 + x1) / 2,
    w = x1 - x0;
  const k1 = 0.42,
    k2 = 0.16;
  const cast = `matrix(1 0 ${-k1} ${k2} ${n1(k1 * F)} ${n1((1 - k2) * F)}) ${placeTransform(p)}`;
  let s = '';
  s += `<g filter="${blurFilter(doc, 26)}" opacity="${0.2 * strength}"><g transform="${cast}" fill="#2a211a">${silhouette}</g></g>`;
  s += `<ellipse cx="${n1(cx + w * 0.04)}" cy="${n1(F)}" rx="${n1(w * 0.62)}" ry="${n1(Math.max(24, w * 0.06))}" fill="#2a211a" opacity="${0.22 * strength}" filter="${blurFilter(doc, 28)}"/>`;
  s += `<ellipse cx="${n1(cx)}" cy="${n1(F + 2)}" rx="${n1(w * 0.5)}" ry="${n1(Math.max(6, w * 0.012) + depthHalf)}" fill="#140e0a" opacity="${0.55 * strength}" filter="${blurFilter(doc, 6)}"/>`;
  return s;
}

/** Shadows for an object lying on a surface seen from above (flat lay). */
export function flatShadows(doc: Doc, silhouette: string, p: Placement, lift = 1): string {
  let s = '';
  s += `<g filter="${blurFilter(doc, 22 * lift)}" opacity="0.28"><g transform="translate(${n1(16 * lift)} ${n1(26 * lift)}) ${placeTransform(p)}" fill="#1e1712">${silhouette}</g></g>`;
  s += `<g filter="${blurFilter(doc, 5)}" opacity="0.42"><g transform="translate(${n1(3 * lift)} ${n1(6 * lift)}) ${placeTransform(p)}" fill="#1e1712">${silhouette}</g></g>`;
  return s;
}

/** Shadow for a garment on a ghost mannequin or hanger: a soft offset shadow on the paper behind it. */
export function floatingShadows(doc: Doc, silhouette: string, p: Placement): string {
  return `<g filter="${blurFilter(doc, 30)}" opacity="0.16"><g transform="translate(26 34) ${placeTransform(p)}" fill="#241c16">${silhouette}</g></g>`;
}

// ---------------------------------------------------------------------------------------------
// Flat lay

type SurfaceKind = 'linen' | 'stone' | 'paper';

export interface Surface {
  kind: SurfaceKind;
  color: string;
}

export function chooseSurface(product: string, rng: Rng): Surface {
  const l = luminance(product);
  const kind = rng.pick<SurfaceKind>(['linen', 'stone', 'paper', 'linen']);
  const pale = { linen: ['#e6ded1', '#ddd5c8', '#e9e3d9'], stone: ['#e0d5c3', '#d8cdbb'], paper: ['#ebe6de', '#e3ddd2'] }[kind];
  const deep = { linen: ['#a99a86', '#8f8a80', '#b7a58f'], stone: ['#b9aa94', '#a89a86'], paper: ['#a69d91', '#9c9286'] }[kind];
  let color = rng.pick(l > 0.45 ? deep : pale);
  if (distance(color, product) < 60) color = l > 0.45 ? shade(color, -0.3) : shade(color, 0.25);
  return { kind, color };
}

export function surfaceSoft(doc: Doc, W: number, H: number, s: Surface): string {
  const g = doc.linear(
    [
      [0, shade(s.color, 0.06)],
      [1, shade(s.color, -0.07)],
    ],
    0.2,
    0,
    0.8,
    1,
  );
  let out = `<rect x="0" y="0" width="${W}" height="${H}" fill="${g}"/>`;
  const pool = doc.radial(
    [
      [0, '#ffffff', 0.22],
      [1, '#ffffff', 0],
    ],
    0.35,
    0.3,
    0.7,
  );
  out += `<rect x="0" y="0" width="${W}" height="${H}" fill="${pool}"/>`;
  out += vignette(doc, W, H, 0.6, 0.14);
  return out;
}

export function surfaceCrisp(doc: Doc, W: number, H: number, s: Surface): string {
  if (s.kind === 'linen') return doc.texRect('linen', 420, 0, 0, W, H, 0.5);
  if (s.kind === 'stone') return doc.texRect('stone', 1400, 0, 0, W, H, 0.3);
  return doc.texRect('paper', 512, 0, 0, W, H, 0.5);
}

/** Props that peek into a flat lay from the edges: a folded dust bag, an olive sprig, a tissue sheet. */
export function flatLayProps(doc: Doc, crispDoc: Doc, W: number, H: number, rng: Rng, surface: Surface): { soft: string; crisp: string } {
  let soft = '';
  let crisp = '';
  const choice = rng.int(0, 2);
  if (choice === 0 || choice === 2) {
    // olive sprig, lower right or upper left
    const corner = rng.chance(0.5);
    const ox = corner ? W - 260 : 210,
      oy = corner ? H - 210 : 250;
    const rot = corner ? rng.range(-150, -110) : rng.range(20, 60);
    const leaves = sprig(rng, '#7d8668');
    soft += `<g filter="${blurFilter(doc, 8)}" opacity="0.3"><g transform="translate(${ox + 10} ${oy + 18}) rotate(${n1(rot)})" fill="#1e1712">${leaves.silhouette}</g></g>`;
    crisp += `<g transform="translate(${ox} ${oy}) rotate(${n1(rot)})">${leaves.body}</g>`;
  }
  if (choice === 1 || choice === 2) {
    // a folded cotton dust bag entering from a corner
    const c = luminance(surface.color) > 0.5 ? '#f3eee4' : '#e9e0d0';
    const left = rng.chance(0.5);
    const x = left ? -220 : W - 330,
      y = left ? H - 420 : -120;
    const rot = left ? rng.range(12, 20) : rng.range(-20, -12);
    const d = `M0 0 L540 10 Q552 12 552 26 L548 500 Q546 516 530 516 L-10 506 Z`;
    soft += `<g filter="${blurFilter(doc, 12)}" opacity="0.3"><path d="${d}" transform="translate(${x + 14} ${y + 20}) rotate(${n1(rot)})" fill="#1e1712"/></g>`;
    const fold = crispDoc.linear(
      [
        [0, '#ffffff', 0.25],
        [0.5, '#000', 0],
        [1, '#000', 0.14],
      ],
      0,
      0,
      1,
      1,
    );
    crisp +=
      `<g transform="translate(${x} ${y}) rotate(${n1(rot)})"><path d="${d}" fill="${c}"/>${crispDoc.texFill('cotton', 220, d, 0.6, { group: 'scene' })}<path d="${d}" fill="${fold}"/>` +
      `<path d="M6 250 Q270 262 546 246" stroke="#000" stroke-opacity="0.07" stroke-width="14" fill="none"/>` +
      `<path d="M30 40 L520 48" stroke="${shade(c, -0.25)}" stroke-width="2" stroke-dasharray="6 5" fill="none"/>` +
      `<path d="M520 30 q30 60 -20 140 q-40 60 10 120" stroke="${shade(c, -0.35)}" stroke-width="6" fill="none" stroke-linecap="round"/></g>`;
  }
  return { soft, crisp };
}

function sprig(rng: Rng, leaf: string): { body: string; silhouette: string } {
  let body = `<path d="M0 0 Q120 -10 260 -60 T460 -120" stroke="#6b5b45" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  let sil = `<path d="M0 0 Q120 -10 260 -60 T460 -120" stroke="#000" stroke-width="5" fill="none"/>`;
  for (let i = 0; i < 11; i++) {
    const t = 0.08 + i * 0.085;
    const x = t * 460,
      y = -t * t * 120 - t * 10;
    const side = i % 2 === 0 ? -1 : 1;
    const ang = -20 + side * rng.range(35, 55);
    const len = rng.range(70, 100),
      wid = rng.range(13, 18);
    const col = mix(leaf, rng.pick(['#a4ab8e', '#5e6650', '#8c9478']), rng.range(0.1, 0.5));
    const d = `M0 0 Q${n1(len * 0.5)} ${n1(-wid)} ${n1(len)} 0 Q${n1(len * 0.5)} ${n1(wid)} 0 0Z`;
    const tr = `translate(${n1(x)} ${n1(y)}) rotate(${n1(ang)})`;
    body += `<g transform="${tr}"><path d="${d}" fill="${col}"/><path d="M2 0 L${n1(len - 6)} 0" stroke="${shade(col, 0.25)}" stroke-width="1.4"/><path d="${d}" fill="none" stroke="${shade(col, -0.3)}" stroke-width="1"/></g>`;
    sil += `<path d="${d}" transform="${tr}"/>`;
  }
  return { body, silhouette: sil };
}

// ---------------------------------------------------------------------------------------------
// Styled set: plaster wall, an arched niche, window light and a travertine plinth.

const WALLS = ['#d8c6ae', '#c99a7c', '#aeb59f', '#a7b3bb', '#dcc3b6', '#cdc4b6', '#b9a48c', '#8f9a8c'];

export function chooseWall(product: string, rng: Rng): string {
  const options = WALLS.filter((w) => distance(w, product) > 70);
  const [h] = hsl(product);
  const pick = rng.pick(options.length ? options : WALLS);
  // nudge towards harmony with the product hue
  const [wh, ws, wl] = hsl(pick);
  return fromHsl(wh + (((h - wh + 540) % 360) - 180) * 0.08, ws, wl);
}

export interface StyledSet {
  soft: string;
  crisp: string;
  top: number;
  plinthWidth: number;
}

export function styledSet(
  doc: Doc,
  crispDoc: Doc,
  W: number,
  H: number,
  wall: string,
  rng: Rng,
  opts: { plinth?: boolean; plinthTop?: number; plinthWidth?: number } = {},
): StyledSet {
  const horizon = Math.round(H * 0.74);
  const floor = shade(wall, -0.16);
  let soft = '';
  const wallGrad = doc.linear([
    [0, shade(wall, -0.12)],
    [0.6, shade(wall, 0.04)],
    [1, shade(wall, -0.04)],
  ]);
  soft += `<rect x="0" y="0" width="${W}" height="${horizon}" fill="${wallGrad}"/>`;
  const floorGrad = doc.linear([
    [0, shade(floor, -0.1)],
    [1, shade(floor, 0.06)],
  ]);
  soft += `<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${floorGrad}"/>`;
  soft += `<rect x="0" y="${horizon - 4}" width="${W}" height="10" fill="${shade(wall, -0.35)}" opacity="0.35" filter="${blurFilter(doc, 6)}"/>`;
  // arched niche
  const aw = W * 0.62,
    ax = (W - aw) / 2,
    atop = H * 0.1,
    abot = horizon;
  const arch = `M${n1(ax)} ${abot} L${n1(ax)} ${n1(atop + aw / 2)} A${n1(aw / 2)} ${n1(aw / 2)} 0 0 1 ${n1(ax + aw)} ${n1(atop + aw / 2)} L${n1(ax + aw)} ${abot} Z`;
  const nicheGrad = doc.linear(
    [
      [0, shade(wall, -0.14)],
      [1, shade(wall, -0.04)],
    ],
    0,
    0,
    1,
    0.4,
  );
  soft += `<path d="${arch}" fill="${nicheGrad}"/>`;
  soft += `<path d="${arch}" fill="none" stroke="${shade(wall, -0.45)}" stroke-opacity="0.35" stroke-width="26" filter="${blurFilter(doc, 14)}" transform="translate(14 10)"/>`;
  soft += `<path d="${arch}" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="8" filter="${blurFilter(doc, 4)}" transform="translate(-6 -4)"/>`;
  // window light falling diagonally across wall and floor
  const sx = rng.range(-0.15, 0.1) * W;
  let gobo = '';
  for (let i = 0; i < 2; i++) {
    const x = sx + i * W * 0.34;
    gobo += `<path d="M${n1(x + W * 0.1)} ${n1(-50)} L${n1(x + W * 0.36)} ${n1(-50)} L${n1(x + W * 0.86)} ${n1(H + 50)} L${n1(x + W * 0.6)} ${n1(H + 50)} Z"/>`;
  }
  soft += `<g fill="#fff7ea" opacity="0.2" filter="${blurFilter(doc, 18)}">${gobo}</g>`;
  // leaf shadows from an unseen plant
  let leaves = '';
  for (let i = 0; i < 9; i++) {
    const lx = W * rng.range(0.62, 0.98),
      ly = H * rng.range(0.05, 0.4);
    leaves += `<ellipse cx="${n1(lx)}" cy="${n1(ly)}" rx="${n1((rng.range(20, 38) * W) / 1600)}" ry="${n1((rng.range(70, 120) * W) / 1600)}" transform="rotate(${n1(rng.range(-60, 60))} ${n1(lx)} ${n1(ly)})"/>`;
  }
  soft += `<g fill="${shade(wall, -0.6)}" opacity="0.12" filter="${blurFilter(doc, 16)}">${leaves}</g>`;
  soft += vignette(doc, W, H, 0.6, 0.22);

  let crisp = '';
  const pw = opts.plinthWidth ?? W * 0.5;
  const top = opts.plinthTop ?? H * 0.62;
  if (opts.plinth !== false) {
    const stone = mix(wall, '#efe8dc', 0.62);
    const pl = plinth(crispDoc, doc, W / 2, top, pw, H + 40, stone, Math.min(H - 40, horizon + (H - horizon) * 0.55));
    soft += pl.soft;
    crisp += pl.crisp;
  }
  return { soft, crisp, top, plinthWidth: pw };
}

/** A plaster or travertine cylinder plinth: crisp body and top, soft floor shadow. */
export function plinth(
  crispDoc: Doc,
  softDoc: Doc,
  cx: number,
  top: number,
  pw: number,
  bottom: number,
  stone: string,
  shadowY: number,
): { soft: string; crisp: string } {
  const px = cx - pw / 2,
    ry = pw * 0.09;
  const soft = `<ellipse cx="${n1(cx + pw * 0.18)}" cy="${n1(shadowY)}" rx="${n1(pw * 0.75)}" ry="${n1(pw * 0.12)}" fill="#000" opacity="0.25" filter="${blurFilter(softDoc, 30)}"/>`;
  const body = crispDoc.linear(
    [
      [0, shade(stone, 0.1)],
      [0.35, stone],
      [0.8, shade(stone, -0.2)],
      [1, shade(stone, -0.3)],
    ],
    0,
    0,
    1,
    0,
  );
  const d = `M${n1(px)} ${n1(top)} L${n1(px)} ${n1(bottom)} L${n1(px + pw)} ${n1(bottom)} L${n1(px + pw)} ${n1(top)} A${n1(pw / 2)} ${n1(ry)} 0 0 1 ${n1(px)} ${n1(top)} Z`;
  let crisp = `<path d="${d}" fill="${body}"/>`;
  crisp += crispDoc.texFill('stone', 1100, d, 0.4, { group: 'scene' });
  const ao = crispDoc.linear([
    [0, '#000', 0.16],
    [0.12, '#000', 0],
    [1, '#000', 0],
  ]);
  crisp += `<path d="M${n1(px)} ${n1(top)} L${n1(px)} ${n1(bottom)} L${n1(px + pw)} ${n1(bottom)} L${n1(px + pw)} ${n1(top)} Z" fill="${ao}"/>`;
  const topGrad = crispDoc.linear(
    [
      [0, shade(stone, 0.16)],
      [1, shade(stone, 0.02)],
    ],
    0,
    0,
    1,
    1,
  );
  crisp += `<ellipse cx="${n1(cx)}" cy="${n1(top)}" rx="${n1(pw / 2)}" ry="${n1(ry)}" fill="${topGrad}"/>`;
  crisp += `<ellipse cx="${n1(cx)}" cy="${n1(top)}" rx="${n1(pw / 2 - 1)}" ry="${n1(ry - 1)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`;
  return { soft, crisp };
}
