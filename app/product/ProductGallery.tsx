import { ShopImage } from '~/core/ui/ShopImage';
import type { ProductVariantFragment } from 'storefrontapi.generated';
import type { PageMedia } from '~/product/page-product';
import { IMAGE_WIDTHS } from '~/core/constants';
import { mediaForColour, orderMediaForVariant } from '~/product/gallery';
import { isColourOption } from '~/core/catalogue/sizes';
import { productMessages } from '~/product/texts';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';
import { GalleryPager, galleryItemId } from '~/product/GalleryPager';

// Hydrogen spaces srcset widths evenly: the spec's range (400 to 2500) in as many steps as IMAGE_WIDTHS.
const FIRST = IMAGE_WIDTHS[0];
const LAST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
const SRCSET = {
  intervals: IMAGE_WIDTHS.length,
  startingWidth: FIRST,
  incrementSize: (LAST - FIRST) / (IMAGE_WIDTHS.length - 1),
  placeholderWidth: FIRST,
};

// On a phone the gallery is a sideways strip whose photographs are 88% of the width inside the gutters
// (product.css), about 82vw: asking for 100vw would fetch the next, much heavier width.
const SIZES = '(min-width: 1024px) 30vw, (min-width: 768px) 50vw, 82vw';
const LEAD_SIZES = '(min-width: 1024px) 60vw, (min-width: 768px) 100vw, 82vw';

export function ProductGallery({
  media,
  selectedVariant,
  title,
  colours = [],
}: {
  media: PageMedia[];
  selectedVariant: Pick<ProductVariantFragment, 'image' | 'selectedOptions'> | null;
  title: string;
  /** The product's colour values: with one chosen, only its colourway's pictures show. */
  colours?: readonly string[];
}) {
  const productText = messagesIn(useLocale(), productMessages);
  const colour = selectedVariant?.selectedOptions.find((option) => isColourOption(option.name))?.value;
  const ordered = orderMediaForVariant(mediaForColour(media, colour, colours), selectedVariant?.image);
  if (!ordered.length && selectedVariant?.image) {
    return (
      <div className="product-gallery">
        <figure className="product-gallery__item product-gallery__item--lead">
          <GalleryImage image={selectedVariant.image} alt={title} lead eager />
        </figure>
      </div>
    );
  }
  return (
    <div className="product-media">
      <div className="product-gallery" aria-label={productText.gallery(title)} role="region" tabIndex={0}>
        {ordered.map((item, index) => (
          <figure
            key={item.id ?? ('image' in item ? item.image?.id : null) ?? index}
            id={galleryItemId(index)}
            className={`product-gallery__item${index === 0 ? ' product-gallery__item--lead' : ''}`}
          >
            <GalleryMedia
              media={item}
              fallbackAlt={`${title}, ${productText.imageOf(index + 1, ordered.length)}`}
              lead={index === 0}
              eager={index === 0}
            />
          </figure>
        ))}
      </div>
      {ordered.length > 1 ? <GalleryPager count={ordered.length} /> : null}
    </div>
  );
}

function GalleryMedia({ media, fallbackAlt, lead, eager }: { media: PageMedia; fallbackAlt: string; lead: boolean; eager: boolean }) {
  const productText = messagesIn(useLocale(), productMessages);
  const alt = media.alt || fallbackAlt;
  if (media.__typename === 'MediaImage' && media.image)
    return <GalleryImage image={media.image} alt={media.image.altText || alt} lead={lead} eager={eager} />;
  if (media.__typename === 'Video') {
    const sources = media.sources ?? [];
    return (
      <video
        className="product-gallery__video"
        controls
        muted
        playsInline
        preload="metadata"
        poster={media.previewImage?.url}
        aria-label={alt}
      >
        {sources.map((source) => (
          <source key={source.url} src={source.url} type={source.mimeType} />
        ))}
      </video>
    );
  }
  // 3D models and external videos: their still, linking out where there is somewhere to go.
  if (media.previewImage) {
    const still = <GalleryImage image={media.previewImage} alt={alt} lead={lead} eager={eager} />;
    return media.__typename === 'ExternalVideo' && media.embedUrl ? (
      <a href={media.embedUrl} target="_blank" rel="noopener noreferrer" className="product-gallery__external">
        {still}
        <span className="product-gallery__play">{productText.playVideo}</span>
      </a>
    ) : (
      still
    );
  }
  return null;
}

function GalleryImage({
  image,
  alt,
  lead,
  eager,
}: {
  image: { id?: string | null; url: string; altText?: string | null; width?: number | null; height?: number | null };
  alt: string;
  lead: boolean;
  eager: boolean;
}) {
  return (
    <ShopImage
      data={{ ...image, altText: alt }}
      aspectRatio="4/5"
      sizes={lead ? LEAD_SIZES : SIZES}
      srcSetOptions={SRCSET}
      loading={eager ? 'eager' : 'lazy'}
      // The lead photograph is the page's largest paint: fetch it before anything else.
      fetchPriority={lead && eager ? 'high' : undefined}
    />
  );
}
