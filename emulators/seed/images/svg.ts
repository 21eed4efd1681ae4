// An SVG document under construction: de-duplicated <defs>, texture patterns resolved at the
// end (textures are rendered asynchronously), and the drawing primitives every kind uses —
// shaded leather panels, saddle stitching, straps, rolled handles and metal hardware.
import { mix, shade, isLight, isMetallic, luminance, luminance as luminanceOf } from './color.ts';
import type { TextureName } from './textures.ts';
import type { Pt } from './geom.ts';

export type Stop = [offset: number, color: string, opacity?: number];

export class Doc {
  private defsList: string[] = [];
  private keys = new Map<string, string>();
  private counter = 0;
  readonly textureNames = new Set<TextureName>();

  id(prefix = 'i'): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  /** Register a def once per key; returns its id. */
  def(key: string, build: (id: string) => string): string {
    const found = this.keys.get(key);
    if (found) return found;
    const id = this.id('d');
    this.keys.set(key, id);
    this.defsList.push(build(id));
    return id;
  }

  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, userSpace = false): string {
    const key = `L${x1},${y1},${x2},${y2},${userSpace},${JSON.stringify(stops)}`;
    const id = this.def(
      key,
      (gid) =>
        `<linearGradient id="${gid}" x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}"${userSpace ? ' gradientUnits="userSpaceOnUse"' : ''}>${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: Stop[], cx = 0.5, cy = 0.5, rad = 0.5, userSpace = false, fx?: number, fy?: number, transform?: string): string {
    const key = `R${cx},${cy},${rad},${userSpace},${fx},${fy},${transform},${JSON.stringify(stops)}`;
    const id = this.def(
      key,
      (gid) =>
        `<radialGradient id="${gid}" cx="${r(cx)}" cy="${r(cy)}" r="${r(rad)}"${fx !== undefined ? ` fx="${r(fx)}" fy="${r(fy ?? cy)}"` : ''}${userSpace ? ' gradientUnits="userSpaceOnUse"' : ''}${transform ? ` gradientTransform="${transform}"` : ''}>${stopsXml(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(d: string, transform?: string): string {
    const id = this.def(
      `C${d}|${transform}`,
      (cid) => `<clipPath id="${cid}"><path d="${d}"${transform ? ` transform="${transform}"` : ''}/></clipPath>`,
    );
    return `url(#${id})`;
  }

  /** Raw def with a fresh id (filters, masks, custom patterns). */
  raw(build: (id: string) => string, key?: string): string {
    if (key) return `url(#${this.def(key, build)})`;
    const id = this.id('x');
    this.defsList.push(build(id));
    return `url(#${id})`;
  }

  /**
   * Texture uses. Textures are not drawn by librsvg (image patterns are slow there): a textured
   * shape is emitted hidden, with a class naming its texture, and the compositor re-renders the
   * layer as a mask to lay the texture tiles in. size: tile size in local units; group 'object'
   * tiles scale with the product placement, 'scene' tiles are in canvas pixels.
   */
  readonly textureUses = new Map<TextureName, { size: number; group: 'object' | 'scene' }>();

  /**
   * When set, object textures are registered in canvas pixels (size × unitScale): used when a
   * picture holds several products at different scales (editorial scenes).
   */
  unitScale: number | null = null;

  private texClass(name: TextureName, size: number, group: 'object' | 'scene'): string {
    if (!this.textureUses.has(name)) {
      if (group === 'object' && this.unitScale !== null) this.textureUses.set(name, { size: size * this.unitScale, group: 'scene' });
      else this.textureUses.set(name, { size, group });
    }
    this.textureNames.add(name);
    return `tx T${name}`;
  }

  texFill(name: TextureName, size: number, d: string, opacity: number, o: { group?: 'object' | 'scene'; transform?: string } = {}): string {
    return `<path d="${d}" class="${this.texClass(name, size, o.group ?? 'object')}" fill="#000" opacity="${r(opacity)}"${o.transform ? ` transform="${o.transform}"` : ''}/>`;
  }

  texStroke(
    name: TextureName,
    size: number,
    d: string,
    width: number,
    opacity: number,
    o: { group?: 'object' | 'scene'; transform?: string; cap?: string } = {},
  ): string {
    return `<path d="${d}" class="${this.texClass(name, size, o.group ?? 'object')} txs" fill="none" stroke="#000" stroke-width="${r(width)}" stroke-linecap="${o.cap ?? 'round'}" stroke-linejoin="round" opacity="${r(opacity)}"${o.transform ? ` transform="${o.transform}"` : ''}/>`;
  }

  texRect(
    name: TextureName,
    size: number,
    x: number,
    y: number,
    w: number,
    h: number,
    opacity: number,
    group: 'object' | 'scene' = 'scene',
  ): string {
    return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" class="${this.texClass(name, size, group)}" fill="#000" opacity="${r(opacity)}"/>`;
  }

  defs(): string {
    return this.defsList.join('');
  }
}

const r = (n: number) => (Math.round(n * 1000) / 1000).toString();
export const n1 = (n: number) => (Math.round(n * 10) / 10).toString();

function stopsXml(stops: Stop[]): string {
  return stops
    .map(([o, c, a]) => `<stop offset="${r(o)}" stop-color="${c}"${a !== undefined && a !== 1 ? ` stop-opacity="${r(a)}"` : ''}/>`)
    .join('');
}

// ---------------------------------------------------------------------------------------------

export interface Material {
  base: string;
  light: string;
  dark: string;
  deep: string;
  edge: string; // painted edge
  thread: string;
  metal: string;
  lining: string;
  texture: TextureName;
  textureOpacity: number;
  textureSize: number;
  gloss: number; // 0..1: smooth calf has a soft sheen
}

export function leather(
  base: string,
  accent: string | undefined,
  texture: TextureName,
  opts: { contrastThread?: boolean; gloss?: number } = {},
): Material {
  const light = isLight(base);
  const metal = accent && isMetallicLike(accent) ? accent : '#c2a063';
  const lining = accent && !isMetallicLike(accent) ? accent : light ? mix(base, '#6b5a48', 0.35) : shade(base, 0.18);
  const thread = opts.contrastThread
    ? light
      ? mix(base, '#3b2c22', 0.55)
      : mix(base, '#efe4cf', 0.72)
    : light
      ? mix(base, '#7a6656', 0.4)
      : shade(base, luminanceOf(base) < 0.03 ? 0.2 : 0.32);
  return {
    base,
    light: shade(base, light ? 0.35 : 0.28),
    // pale leathers shade towards a warm taupe: darkening them in HSL turns creams olive
    dark: light ? mix(base, '#5b4d41', 0.32) : shade(base, -0.45),
    deep: light ? mix(base, '#3b3029', 0.62) : shade(base, -0.7),
    edge: light ? mix(base, '#6a5646', 0.55) : shade(base, -0.55),
    thread,
    metal,
    lining,
    texture,
    // relief shows far more on pale leather: keep the grain even across the palette
    textureOpacity: (texture === 'smooth' ? 0.55 : 0.6) * (light ? 0.42 : luminance(base) > 0.2 ? 0.75 : 1),
    textureSize: texture === 'pebble' ? 190 : texture === 'saffiano' ? 170 : 300,
    gloss: opts.gloss ?? (texture === 'smooth' ? 0.5 : 0.25),
  };
}

function isMetallicLike(hex: string): boolean {
  return isMetallic(hex);
}

export interface PanelOpts {
  light?: number; // -1..1 overall tone of this face (lit side positive)
  rim?: number; // inner edge falloff width (pillowy volume)
  texture?: boolean;
  edge?: boolean;
  highlight?: boolean;
  sheenAngle?: 'tl' | 'top' | 'left';
  extra?: string; // drawn inside the clip, above shading
  sheen?: boolean;
  under?: string; // drawn inside the clip, below shading
  fill?: string; // override base fill
}

/** A shaded leather (or cloth) panel: base fill, texture, directional light, rim falloff and painted edge. */
export function panel(doc: Doc, m: Material, d: string, o: PanelOpts = {}): string {
  const lightAmt = o.light ?? 0;
  const fill = o.fill ?? (lightAmt === 0 ? m.base : shade(m.base, lightAmt * (lightAmt > 0 ? 0.35 : 0.45)));
  const clip = doc.clip(d);
  const rim = o.rim ?? 34;
  const shadow = m.deep;
  const lit = isLight(m.base) ? '#ffffff' : mix(m.base, '#ffffff', 0.75);
  const dir = o.sheenAngle ?? 'tl';
  const [x1, y1, x2, y2] = dir === 'tl' ? [0.1, 0, 0.9, 1] : dir === 'top' ? [0.5, 0, 0.5, 1] : [0, 0.5, 1, 0.5];
  const g = m.gloss;
  const shading = doc.linear(
    [
      [0, lit, 0.14 + g * 0.2],
      [0.3, lit, 0.03 + g * 0.05],
      [0.55, shadow, 0],
      [0.8, shadow, 0.16],
      [1, shadow, 0.34],
    ],
    x1,
    y1,
    x2,
    y2,
  );
  // a soft vertical sheen on the lit side, stronger on smooth calf
  const sheen = doc.linear(
    [
      [0, lit, 0],
      [0.16, lit, 0.05 + g * 0.16],
      [0.3, lit, 0],
      [1, lit, 0],
    ],
    0,
    0,
    1,
    0,
  );
  let s = `<path d="${d}" fill="${fill}"/>`;
  s += `<g clip-path="${clip}">`;
  if (o.under) s += o.under;
  if (o.texture !== false) s += doc.texFill(m.texture, m.textureSize, d, m.textureOpacity);
  s += `<path d="${d}" fill="${shading}"/>`;
  if (o.sheen !== false) s += `<path d="${d}" fill="${sheen}"/>`;
  if (rim > 0) {
    s += `<path d="${d}" fill="none" stroke="${shadow}" stroke-opacity="0.08" stroke-width="${n1(rim * 2.6)}"/>`;
    s += `<path d="${d}" fill="none" stroke="${shadow}" stroke-opacity="0.11" stroke-width="${n1(rim * 1.4)}"/>`;
    s += `<path d="${d}" fill="none" stroke="${shadow}" stroke-opacity="0.16" stroke-width="${n1(rim * 0.55)}"/>`;
  }
  if (o.extra) s += o.extra;
  if (o.highlight !== false) {
    s += `<path d="${d}" fill="none" stroke="${lit}" stroke-opacity="${0.22 + g * 0.25}" stroke-width="5" transform="translate(2.5 3)"/>`;
  }
  s += `</g>`;
  if (o.edge !== false) s += `<path d="${d}" fill="none" stroke="${m.edge}" stroke-width="2.6" stroke-linejoin="round"/>`;
  return s;
}

/** Saddle stitching along a path: thread dashes with a tiny shadow under each stitch. */
export function stitch(d: string, m: Material, o: { width?: number; dash?: number; gap?: number; opacity?: number } = {}): string {
  const w = o.width ?? 3.6;
  const dash = o.dash ?? 11;
  const gap = o.gap ?? 6;
  const op = o.opacity ?? 1;
  return (
    `<path d="${d}" fill="none" stroke="${m.deep}" stroke-opacity="${0.55 * op}" stroke-width="${n1(w * 1.1)}" stroke-dasharray="${dash} ${gap}" stroke-linecap="round" transform="translate(0.9 1.4)"/>` +
    `<path d="${d}" fill="none" stroke="${m.thread}" stroke-opacity="${op}" stroke-width="${n1(w)}" stroke-dasharray="${dash} ${gap}" stroke-linecap="round"/>`
  );
}

/** A flat leather strap along a centre line, with stitching down both edges. */
export function strap(doc: Doc, m: Material, d: string, width: number, o: { stitched?: boolean; tone?: number } = {}): string {
  const base = o.tone ? shade(m.base, o.tone) : m.base;
  const inner = width - 9;
  let s = `<path d="${d}" fill="none" stroke="${m.edge}" stroke-width="${n1(width + 3)}" stroke-linecap="butt" stroke-linejoin="round"/>`;
  s += `<path d="${d}" fill="none" stroke="${base}" stroke-width="${n1(width)}" stroke-linejoin="round"/>`;
  if (o.stitched !== false && width > 16) {
    s += `<path d="${d}" fill="none" stroke="${m.thread}" stroke-width="${n1(inner)}" stroke-dasharray="9 6" stroke-linejoin="round"/>`;
    s += `<path d="${d}" fill="none" stroke="${base}" stroke-width="${n1(inner - 5)}" stroke-linejoin="round"/>`;
  }
  s += doc.texStroke(m.texture, m.textureSize, d, width, m.textureOpacity, { cap: 'butt' });
  s += `<path d="${d}" fill="none" stroke="${m.deep}" stroke-opacity="0.16" stroke-width="${n1(width)}" stroke-linejoin="round" transform="translate(1.5 2.5)"/>`;
  s += `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="${0.05 + m.gloss * 0.08}" stroke-width="${n1(width * 0.3)}" stroke-linejoin="round" transform="translate(-1 -1.5)"/>`;
  return s;
}

/** A rolled (tubular) handle along a path. */
export function rolledHandle(doc: Doc, m: Material, d: string, width: number, tone = 0): string {
  const base = tone ? shade(m.base, tone) : m.base;
  const lit = isLight(m.base) ? '#ffffff' : mix(m.base, '#ffffff', 0.7);
  let s = `<path d="${d}" fill="none" stroke="${m.deep}" stroke-width="${n1(width + 2)}" stroke-linecap="round"/>`;
  s += `<path d="${d}" fill="none" stroke="${m.dark}" stroke-width="${n1(width)}" stroke-linecap="round"/>`;
  s += `<path d="${d}" fill="none" stroke="${base}" stroke-width="${n1(width * 0.72)}" stroke-linecap="round" transform="translate(${n1(-width * 0.08)} ${n1(-width * 0.1)})"/>`;
  s += doc.texStroke(m.texture, m.textureSize, d, width, m.textureOpacity * 0.8);
  s += `<path d="${d}" fill="none" stroke="${lit}" stroke-opacity="${0.12 + m.gloss * 0.16}" stroke-width="${n1(width * 0.18)}" stroke-linecap="round" transform="translate(${n1(-width * 0.2)} ${n1(-width * 0.24)})"/>`;
  return s;
}

/** Metallic gradient paint for hardware (brushed gold, palladium...). */
function metalPaint(doc: Doc, metal: string, vertical = true): string {
  const hi = mix(metal, '#ffffff', 0.7);
  const lo = shade(metal, -0.5);
  const mid = metal;
  return doc.linear(
    [
      [0, hi],
      [0.22, mid],
      [0.45, lo],
      [0.6, mid],
      [0.8, hi],
      [1, shade(metal, -0.25)],
    ],
    vertical ? 0 : 0,
    0,
    vertical ? 0 : 1,
    vertical ? 1 : 0,
  );
}

/** A metal chain along the points: links alternate between face-on ovals and edge-on bars. */
export function chainPath(doc: Doc, m: Material, pts: Pt[], link = 26): string {
  let s = '';
  let acc = 0;
  const samples: Array<{ p: Pt; a: number }> = [];
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1],
      b = pts[i];
    const seg = Math.hypot(b.x - a.x, b.y - a.y);
    let t = 0;
    while (acc + seg - t >= link) {
      t += link - acc;
      acc = 0;
      const u = t / seg;
      samples.push({ p: { x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u }, a: (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI });
    }
    acc += seg - t;
  }
  const lo = shade(m.metal, -0.55);
  const hi = mix(m.metal, '#ffffff', 0.75);
  samples.forEach((smp, i) => {
    const tr = `translate(${n1(smp.p.x)} ${n1(smp.p.y)}) rotate(${n1(smp.a)})`;
    if (i % 2 === 0) {
      s += `<g transform="${tr}"><ellipse rx="${n1(link * 0.72)}" ry="${n1(link * 0.42)}" fill="none" stroke="${lo}" stroke-width="8.5"/><ellipse rx="${n1(link * 0.72)}" ry="${n1(link * 0.42)}" fill="none" stroke="${m.metal}" stroke-width="6"/><path d="M${n1(-link * 0.5)} ${n1(-link * 0.36)} Q0 ${n1(-link * 0.5)} ${n1(link * 0.5)} ${n1(-link * 0.36)}" fill="none" stroke="${hi}" stroke-width="2"/></g>`;
    } else {
      s += `<g transform="${tr}"><rect x="${n1(-link * 0.75)}" y="-5" width="${n1(link * 1.5)}" height="10" rx="5" fill="${lo}"/><rect x="${n1(-link * 0.72)}" y="-3.5" width="${n1(link * 1.44)}" height="6" rx="3" fill="${m.metal}"/><rect x="${n1(-link * 0.6)}" y="-3" width="${n1(link * 1.2)}" height="1.6" rx="0.8" fill="${hi}"/></g>`;
    }
  });
  return s;
}

export function metalStroke(doc: Doc, metal: string, d: string, width: number): string {
  const lo = shade(metal, -0.55);
  const hi = mix(metal, '#ffffff', 0.75);
  return (
    `<path d="${d}" fill="none" stroke="${lo}" stroke-width="${n1(width + 2)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${metal}" stroke-width="${n1(width)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${shade(metal, -0.25)}" stroke-width="${n1(width * 0.45)}" stroke-linecap="round" transform="translate(${n1(width * 0.15)} ${n1(width * 0.2)})"/>` +
    `<path d="${d}" fill="none" stroke="${hi}" stroke-width="${n1(Math.max(1.2, width * 0.22))}" stroke-linecap="round" transform="translate(${n1(-width * 0.18)} ${n1(-width * 0.22)})"/>`
  );
}

/** Metal plate (buckles, clasps): gradient body, bevel and a specular glint. */
export function metalShape(doc: Doc, metal: string, d: string, o: { vertical?: boolean } = {}): string {
  const paint = metalPaint(doc, metal, o.vertical !== false);
  const hi = mix(metal, '#ffffff', 0.8);
  const lo = shade(metal, -0.6);
  return (
    `<path d="${d}" fill="${lo}" transform="translate(1.5 2.5)"/>` +
    `<path d="${d}" fill="${paint}"/>` +
    `<path d="${d}" fill="none" stroke="${lo}" stroke-opacity="0.7" stroke-width="1.6"/>` +
    `<path d="${d}" fill="none" stroke="${hi}" stroke-opacity="0.7" stroke-width="1.6" transform="translate(-1 -1.2)"/>`
  );
}
