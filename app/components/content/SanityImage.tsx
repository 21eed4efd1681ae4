import type { ImageResult } from '~/content/model';
import { responsiveImage } from '~/lib/sanity-image';
import { useSanityImageConfig } from '~/components/content/image-config';

interface SanityImageProps {
  image: ImageResult;
  /** Width / height of the box; the editor's hotspot stays in view when it differs from the image's. */
  aspectRatio?: number;
  sizes: string;
  loading?: 'eager' | 'lazy';
  className?: string;
  /** Overrides the image's own alternative text ('' for a decorative image). */
  alt?: string;
}

/** A content image with a srcset over the spec's widths, laid out without shifting the page. */
export function SanityImage({ image, aspectRatio, sizes, loading = 'lazy', className, alt }: SanityImageProps) {
  const config = useSanityImageConfig();
  const { src, srcSet, width, height } = responsiveImage(config, image, aspectRatio);
  const lqip = image.asset.metadata.lqip;
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt ?? image.alt ?? ''}
      loading={loading}
      decoding="async"
      fetchPriority={loading === 'eager' ? 'high' : undefined}
      style={lqip ? { backgroundImage: `url(${lqip})`, backgroundSize: 'cover' } : undefined}
    />
  );
}
