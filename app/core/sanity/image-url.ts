// URLs for content images on the configured image host. @sanity/image-url builds them (crop as a
// `rect`, hotspot as the focal point of any further cropping); this module only decides the sizes:
// one URL per width in IMAGE_WIDTHS for a responsive srcset. Server only: loaders hand pages the
// finished URLs (image-renditions.server.ts), so the builder never reaches the browser.
import imageUrlBuilder from '@sanity/image-url';
import type { ImageResult } from '~/core/sanity/model';
import { IMAGE_WIDTHS } from '~/core/constants';
import type { ResponsiveImage } from '~/core/sanity/image-shapes';

/** Where content images live; loaders pass it to the page (it differs between deployments). */
export interface SanityImageConfig {
  baseUrl: string;
  projectId: string;
  dataset: string;
}

export function sanityImageConfig(config: { sanity: { imageHost: string; projectId: string; dataset: string } }): SanityImageConfig {
  return { baseUrl: config.sanity.imageHost, projectId: config.sanity.projectId, dataset: config.sanity.dataset };
}

/** The image's own proportions after the editor's crop (width / height). */
export function croppedAspectRatio(image: ImageResult): number {
  const { width, height } = image.asset.metadata.dimensions;
  const crop = image.crop;
  const croppedWidth = width * (1 - (crop ? crop.left + crop.right : 0));
  const croppedHeight = height * (1 - (crop ? crop.top + crop.bottom : 0));
  return croppedHeight > 0 ? croppedWidth / croppedHeight : width / height;
}

/** The widths worth requesting: the spec's list, never beyond what the cropped source holds. */
export function srcsetWidths(sourceWidth: number): number[] {
  const widths = IMAGE_WIDTHS.filter((width) => width <= sourceWidth);
  return widths.length ? [...widths] : [Math.max(1, Math.round(sourceWidth))];
}

/**
 * A srcset for the image at a given aspect ratio (width / height; the cropped image's own when
 * omitted). With a different ratio the CDN crops around the editor's hotspot.
 */
export function responsiveImage(config: SanityImageConfig, image: ImageResult, aspectRatio?: number): ResponsiveImage {
  const builder = imageBuilder(config, image);
  const ratio = aspectRatio ?? croppedAspectRatio(image);
  const { width: sourceWidth, height: sourceHeight } = image.asset.metadata.dimensions;
  const cropWidth = image.crop ? sourceWidth * (1 - image.crop.left - image.crop.right) : sourceWidth;
  const cropHeight = image.crop ? sourceHeight * (1 - image.crop.top - image.crop.bottom) : sourceHeight;
  // The largest box of the requested ratio that fits in the cropped source.
  const maxWidth = Math.min(cropWidth, cropHeight * ratio);
  const widths = srcsetWidths(maxWidth);
  const url = (width: number) =>
    builder
      .width(width)
      .height(Math.round(width / ratio))
      .fit('crop')
      .auto('format')
      .quality(80)
      .url();
  const fallback = widths.find((width) => width >= 1000) ?? widths[widths.length - 1];
  return {
    src: url(fallback),
    srcSet: widths.map((width) => `${url(width)} ${width}w`).join(', '),
    width: fallback,
    height: Math.round(fallback / ratio),
  };
}

/** One URL at a fixed width, for og:image and similar single-URL uses. */
export function sanityImageUrl(config: SanityImageConfig, image: ImageResult, width = 1200): string {
  return imageBuilder(config, image).width(width).auto('format').url();
}

function imageBuilder(config: SanityImageConfig, image: ImageResult) {
  return imageUrlBuilder({ projectId: config.projectId, dataset: config.dataset, baseUrl: config.baseUrl }).image({
    asset: { _ref: image.asset._id },
    // Queries return null for an image without crop or hotspot; the builder wants them absent.
    ...(image.crop ? { crop: image.crop } : {}),
    ...(image.hotspot ? { hotspot: image.hotspot } : {}),
  });
}
