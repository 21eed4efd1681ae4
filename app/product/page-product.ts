// The product as the page receives it. Hydrogen's option helpers also run in the browser (a choice
// shows at once, before the server answers), so the page keeps the query's shape. But the query
// returns the same variant many times over (the selected one, the adjacent ones, each option
// value's first selectable one) and the same photograph on the variant and in the gallery. Here each
// becomes one object: React Router's serialiser writes an object once and refers to it after that.
// The fields only the server reads (the creation date, the price range before markdowns, the images
// connection...) are turned into what the page shows and stay behind, and the ones nothing reads
// (the online store's address, ids of options and values, a photograph's second copy as its
// preview, a photograph's media id beside its image's) are left out.
import type { ProductMediaFragment, ProductQuery, ProductVariantFragment } from 'storefrontapi.generated';
import { sharing } from '~/core/deduplicate';

type QueriedProduct = NonNullable<ProductQuery['product']>;
type QueriedImage = NonNullable<ProductVariantFragment['image']>;
type AsPageMedia<M> = M extends unknown ? Omit<M, 'mediaContentType' | 'id'> & { id?: string } : never;
/** A photograph, video or model of the gallery as the page receives it (a photograph is named by its image's id). */
export type PageMedia = AsPageMedia<ProductMediaFragment>;

/** What the page and its meta tags read of the fields it does not render as they come. */
interface ProductExtras {
  /** The piece is a gift card: sent by email, never weighed, never shipped. */
  giftCard: boolean;
  /** Every photograph of the piece, for the structured data. */
  imageUrls: string[];
  /** When the piece last changed, for the page's `og:updated_time`. */
  updatedAt: string | null;
}

export function pageProduct(product: QueriedProduct) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- read by the loader (badges), not the page
  const { createdAt, compareAtPriceRange, totalInventory, isGiftCard, images, updatedAt, onlineStoreUrl, ...rest } = product;
  const imagesById = new Map<string, QueriedImage>();
  const image = <T extends QueriedImage | null | undefined>(value: T): T => {
    if (!value?.id) return value;
    const known = imagesById.get(value.id);
    if (known) return known as T;
    imagesById.set(value.id, value);
    return value;
  };
  // Each variant once, pointing at one shared copy of its product (the bag's optimistic line reads it).
  const variantProduct = product.selectedOrFirstAvailableVariant?.product ?? product.adjacentVariants[0]?.product;
  const sharedProduct = variantProduct && { ...variantProduct };
  // Variants repeat their prices and option pairs ("Size: 40" in every colour): each travels once.
  const same = sharing();
  const variantsById = new Map<string, ProductVariantFragment>();
  const variant = <T extends ProductVariantFragment | null | undefined>(value: T): T => {
    if (!value) return value;
    const known = variantsById.get(value.id);
    if (known) return known as T;
    const shared = {
      ...value,
      image: image(value.image),
      product: sharedProduct ?? value.product,
      price: same(value.price),
      compareAtPrice: value.compareAtPrice && same(value.compareAtPrice),
      unitPrice: value.unitPrice && same(value.unitPrice),
      selectedOptions: value.selectedOptions.map(same),
    };
    // The few-left note reads the variant's stock; a one-variant piece's stock is the product's.
    if (shared.quantityAvailable == null && product.variants.nodes.length === 1 && totalInventory != null)
      shared.quantityAvailable = totalInventory;
    variantsById.set(value.id, shared);
    return shared;
  };

  // A photograph's preview is the photograph itself, and its image's id names it; a video or a
  // model keeps its still and its own id.
  const media = rest.media.nodes.map(({ mediaContentType: _contentType, ...node }): PageMedia => {
    if (node.__typename !== 'MediaImage') return node;
    const { previewImage: _preview, id: _id, ...photo } = node;
    return { ...photo, image: image(photo.image) };
  });
  return {
    ...rest,
    featuredImage: image(rest.featuredImage),
    media: { nodes: media },
    selectedOrFirstAvailableVariant: variant(rest.selectedOrFirstAvailableVariant),
    adjacentVariants: rest.adjacentVariants.map(variant),
    options: rest.options.map(({ id: _optionId, ...option }) => ({
      ...option,
      optionValues: option.optionValues.map(({ id: _valueId, ...value }) => ({
        ...value,
        firstSelectableVariant: variant(value.firstSelectableVariant),
      })),
    })),
    // The structured data's offers: each variant the page already has is that same object.
    variants: {
      nodes: rest.variants.nodes.map(
        (node) =>
          variantsById.get(node.id) ?? {
            ...node,
            image: image(node.image),
            price: same(node.price),
            selectedOptions: node.selectedOptions.map(same),
          },
      ),
    },
    seo: { description: rest.seo.description },
    extras: {
      giftCard: isGiftCard,
      imageUrls: images.nodes.map((node) => node.url),
      updatedAt: updatedAt ?? null,
    } satisfies ProductExtras,
  };
}

export type PageProduct = ReturnType<typeof pageProduct>;
