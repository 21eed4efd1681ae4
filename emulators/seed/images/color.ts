// Colour arithmetic for the seed photography: everything works on '#rrggbb' strings.

type RGB = [number, number, number];

function parseHex(hex: string): RGB {
  let h = hex.trim().replace(/^#/, '');
  if (h.length === 3)
    h = h
      .split('')
      .map((c) => c + c)
      .join('');
  if (!/^[0-9a-fA-F]{6}$/.test(h)) return [128, 128, 128];
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex(rgb: RGB): string {
  return (
    '#' +
    rgb
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

export function normalizeHex(hex: string): string {
  return toHex(parseHex(hex));
}

export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function rgbToHsl([r, g, b]: RGB): [number, number, number] {
  const rn = r / 255,
    gn = g / 255,
    bn = b / 255;
  const max = Math.max(rn, gn, bn),
    min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return [h * 60, s, l];
}

function hslToRgb(h: number, s: number, l: number): RGB {
  const hue = (((h % 360) + 360) % 360) / 360;
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const f = (t: number) => {
    let u = t;
    if (u < 0) u += 1;
    if (u > 1) u -= 1;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [f(hue + 1 / 3) * 255, f(hue) * 255, f(hue - 1 / 3) * 255];
}

export function hsl(hex: string): [number, number, number] {
  return rgbToHsl(parseHex(hex));
}

export function fromHsl(h: number, s: number, l: number): string {
  return toHex(hslToRgb(h, Math.max(0, Math.min(1, s)), Math.max(0, Math.min(1, l))));
}

/**
 * Lighten (amount > 0) or darken (amount < 0) keeping the hue: shadows of coloured leather
 * get a little richer rather than grey, highlights a little paler.
 */
export function shade(hex: string, amount: number): string {
  const [h, s, l] = hsl(hex);
  if (amount >= 0) return fromHsl(h, s * (1 - amount * 0.35), l + (1 - l) * amount);
  const a = -amount;
  return fromHsl(h, Math.min(1, s * (1 + a * 0.25)), l * (1 - a));
}

/** Euclidean distance in RGB space, handy for tests and contrast decisions. */
export function distance(a: string, b: string): number {
  const x = parseHex(a),
    y = parseHex(b);
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

/** Is this colour pale enough that a white highlight would disappear on it? */
export function isLight(hex: string): boolean {
  return luminance(hex) > 0.45;
}

/** Does a colour read as a metal (golds, brass, silver, gunmetal)? Used to split accent into hardware vs lining. */
export function isMetallic(hex: string): boolean {
  const [h, s, l] = hsl(hex);
  if (s < 0.12 && l > 0.35) return true; // silver, palladium
  return h >= 30 && h <= 60 && s >= 0.25 && l >= 0.4 && l <= 0.8; // gold, brass
}
