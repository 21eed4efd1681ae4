// What a content image's component needs in the browser: the shapes pages show images in, the
// finished URLs the server built for each (image-renditions.server.ts, with @sanity/image-url, which
// never reaches the browser), and the `sizes` and focal point worked out from them.

/** The boxes content images are shown in (width / height); `own` keeps the cropped image's proportions. */
export const IMAGE_SHAPES = {
  own: undefined,
  /** Cards, collection modules, lookbook spreads. */
  portrait: 4 / 5,
  /** A page's hero. */
  wide: 16 / 9,
  /** A phone's home hero box (the full width, most of the screen's height) is about 9 wide by 16 tall. */
  phoneHero: 9 / 16,
  /**
   * A phone's lookbook hero box is about three wide to four tall (the full width, `narrow` tall): it
   * gets a crop of that shape around the editor's hotspot, not a landscape photograph scaled up to the
   * box's height and mostly cut away (twice the bytes for the same picture).
   */
  phoneLookbook: 3 / 4,
} as const satisfies Record<string, number | undefined>;

export type ImageShape = keyof typeof IMAGE_SHAPES;

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/** The srcset of each shape a page shows the image in, built by its loader. */
export type ImageUrls = Partial<Record<ImageShape, ResponsiveImage>>;

/**
 * The tallest box a full-bleed hero photograph covers (the home hero's min-height in home.css):
 * on a narrow screen that box is far taller than wide.
 */
export const HERO_COVER_HEIGHT = 'min(88vh, 56rem)';

/**
 * The lookbook hero's box (lookbook.css): shorter than the home hero's, and on a phone shorter still,
 * with its title beneath it. Asking for the home hero's height would fetch a wider photograph than
 * either screen shows (2000 px on a phone).
 */
export const LOOKBOOK_COVER_HEIGHT = { wide: 'min(80vh, 50rem)', narrow: 'min(68vh, 34rem)' };

/**
 * A `sizes` value for an image that covers (object-fit: cover) a box `coverHeight` tall: the
 * rendered width is the larger of the box's width and the width the box's height implies.
 */
export function coverSizes(sizes: string, coverHeight: string, ratio: number): string {
  const cover = `calc(${coverHeight} * ${Math.round(ratio * 1000) / 1000})`;
  // Only a plain length can sit inside max(); a media-query list is left as it is.
  return /^[^,()]+$/.test(sizes.trim()) ? `max(${sizes.trim()}, ${cover})` : sizes;
}

/** The hotspot as an object-position within the cropped image ('55% 50%'), or null without one. */
export function focalPosition(image: {
  crop: { top: number; bottom: number; left: number; right: number } | null;
  hotspot: { x: number; y: number } | null;
}): string | null {
  const hotspot = image.hotspot;
  if (!hotspot) return null;
  const crop = image.crop ?? { top: 0, bottom: 0, left: 0, right: 0 };
  const along = (point: number, start: number, end: number) => {
    const span = 1 - start - end;
    const value = span > 0 ? (point - start) / span : 0.5;
    return Math.round(Math.min(1, Math.max(0, value)) * 1000) / 10;
  };
  return `${along(hotspot.x, crop.left, crop.right)}% ${along(hotspot.y, crop.top, crop.bottom)}%`;
}
