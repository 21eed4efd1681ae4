import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import type { ImageResult } from '~/core/sanity/model';
import { coverSizes, focalPosition, IMAGE_SHAPES, type ImageShape, type ResponsiveImage } from '~/core/sanity/image-shapes';
import { MOBILE_BREAKPOINT_PX } from '~/core/constants';

const NARROW = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
const WIDE = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

interface SanityImageProps {
  image: ImageResult;
  /** The box's shape (IMAGE_SHAPES); the editor's hotspot stays in view when it differs from the image's. */
  shape?: ImageShape;
  sizes: string;
  /**
   * The height (a CSS length) of a box the image covers (object-fit: cover) when that box can be
   * taller than the image's proportions: the srcset then offers a width that fills it, not one
   * that is only as wide as the viewport and stretched.
   */
  coverHeight?: string;
  /** The covered box's height below the mobile breakpoint, when it differs from `coverHeight`. */
  narrowCoverHeight?: string;
  loading?: 'eager' | 'lazy';
  className?: string;
  /** Overrides the image's own alternative text ('' for a decorative image). */
  alt?: string;
  /**
   * Art direction for phones: below the mobile breakpoint the CDN sends a crop of this shape around
   * the editor's hotspot, so a tall screen gets a tall photograph of the width it shows instead of a
   * wide one scaled up to its height.
   */
  narrowShape?: ImageShape;
}

/** A content image with a srcset over the spec's widths, laid out without shifting the page. */
export function SanityImage({
  image,
  shape = 'own',
  sizes,
  coverHeight,
  narrowCoverHeight,
  loading = 'lazy',
  className,
  alt,
  narrowShape,
}: SanityImageProps) {
  const { src, srcSet, width, height } = rendition(image, shape);
  const wideSizes = coverHeight ? coverSizes(sizes, coverHeight, width / height) : sizes;
  // One photograph for every screen: the phone's box is named first, the browser takes the first match.
  const imageSizes =
    narrowCoverHeight && narrowShape === undefined
      ? `${NARROW} ${coverSizes(sizes, narrowCoverHeight, width / height)}, ${wideSizes}`
      : wideSizes;
  const lqip = image.asset.metadata.lqip;
  // When the box crops the image itself (object-fit: cover), keep the editor's hotspot in view.
  const position = IMAGE_SHAPES[shape] === undefined ? focalPosition(image) : null;
  const style: CSSProperties = {
    ...(lqip ? { backgroundImage: `url(${lqip})`, backgroundSize: 'cover' } : {}),
    ...(position ? { objectPosition: position, backgroundPosition: position } : {}),
  };
  const img = (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={imageSizes}
      width={width}
      height={height}
      alt={alt ?? image.alt ?? ''}
      loading={loading}
      decoding="async"
      fetchPriority={loading === 'eager' ? 'high' : undefined}
      style={Object.keys(style).length ? style : undefined}
    />
  );
  if (narrowShape === undefined) return img;

  const narrow = rendition(image, narrowShape);
  const narrowAspectRatio = IMAGE_SHAPES[narrowShape] ?? narrow.width / narrow.height;
  const narrowCover = narrowCoverHeight ?? coverHeight;
  const narrowSizes = narrowCover ? coverSizes(sizes, narrowCover, narrowAspectRatio) : sizes;
  // React preloads a lone eager <img> by itself, never one inside <picture> (the source is the
  // browser's choice): name both candidates, each for the screens it serves.
  if (loading === 'eager') {
    preload(narrow.src, { as: 'image', imageSrcSet: narrow.srcSet, imageSizes: narrowSizes, media: NARROW, fetchPriority: 'high' });
    preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes, media: WIDE, fetchPriority: 'high' });
  }
  return (
    <picture>
      <source media={NARROW} srcSet={narrow.srcSet} sizes={narrowSizes} width={narrow.width} height={narrow.height} />
      {img}
    </picture>
  );
}

function rendition(image: ImageResult, shape: ImageShape): ResponsiveImage {
  const urls = image.urls?.[shape];
  if (!urls) throw new Error(`No ${shape} URLs for a content image: the page's loader builds them (image-renditions.server.ts).`);
  return urls;
}
