import type { CSSProperties } from 'react';
import type { ImageResult } from '~/content/model';
import { coverSizes, focalPosition, responsiveImage } from '~/lib/content/image-url';
import { useSanityImageConfig } from '~/components/content/image-config';

interface SanityImageProps {
  image: ImageResult;
  /** Width / height of the box; the editor's hotspot stays in view when it differs from the image's. */
  aspectRatio?: number;
  sizes: string;
  /**
   * The height (a CSS length) of a box the image covers (object-fit: cover) when that box can be
   * taller than the image's proportions: the srcset then offers a width that fills it, not one
   * that is only as wide as the viewport and stretched.
   */
  coverHeight?: string;
  loading?: 'eager' | 'lazy';
  className?: string;
  /** Overrides the image's own alternative text ('' for a decorative image). */
  alt?: string;
}

/** A content image with a srcset over the spec's widths, laid out without shifting the page. */
export function SanityImage({ image, aspectRatio, sizes, coverHeight, loading = 'lazy', className, alt }: SanityImageProps) {
  const config = useSanityImageConfig();
  const { src, srcSet, width, height } = responsiveImage(config, image, aspectRatio);
  const lqip = image.asset.metadata.lqip;
  // When the box crops the image itself (object-fit: cover), keep the editor's hotspot in view.
  const position = aspectRatio === undefined ? focalPosition(image) : null;
  const style: CSSProperties = {
    ...(lqip ? { backgroundImage: `url(${lqip})`, backgroundSize: 'cover' } : {}),
    ...(position ? { objectPosition: position, backgroundPosition: position } : {}),
  };
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={coverHeight ? coverSizes(sizes, coverHeight, width / height) : sizes}
      width={width}
      height={height}
      alt={alt ?? image.alt ?? ''}
      loading={loading}
      decoding="async"
      fetchPriority={loading === 'eager' ? 'high' : undefined}
      style={Object.keys(style).length ? style : undefined}
    />
  );
}
