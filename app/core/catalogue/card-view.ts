// A product card as it travels to the browser: what the card renders and what its analytics events
// (view_item_list, select_item) report, shaped on the server from the ProductCard fragment. The
// fragment keeps the spec's card fields; of them only these reach the page (ids of images, tags,
// publication dates, every option value and a compare-at range of zeros stay on the server).
import { cardMessages } from '~/core/catalogue/texts';
import type { ProductCardFragment } from 'storefrontapi.generated';
import { productBadges, type SaleTag } from '~/core/catalogue/badges';
import { markedDown } from '~/core/catalogue/badges';
import { isColourOption } from '~/core/catalogue/sizes';
import { productHref } from '~/core/catalogue/url';
import { messagesIn } from '~/core/texts/language';
import type { Locale } from '~/core/locale/locale';
import { pathOnShopImageOrigin } from '~/core/catalogue/image-origin';

/** How many colours a card shows as swatches; the rest are counted ("+2"). */
export const CARD_SWATCHES = 5;

export interface CardMoney {
  amount: string;
  currencyCode: string;
}

/**
 * A card's photograph: the card always shows it at 4:5, so its own size does not travel; its address
 * is a path on the shop's image origin when it is there (image-origin.ts).
 */
interface CardImage {
  url: string;
  altText?: string | null;
}

/** A flag on the photograph (Sold out, Sale, New) or a note under the price (Preorder, Final Sale). */
interface CardBadge {
  kind: string;
  label: string;
}

export interface CardView {
  id: string;
  handle: string;
  title: string;
  productType: string;
  available: boolean;
  /** The lowest variant price. */
  price: CardMoney;
  /** Variants differ in price: the card reads "From {price}". */
  from?: true;
  /** The price before the reduction, only when the card strikes it through. */
  compareAt?: CardMoney;
  image?: CardImage;
  /** The second photograph, shown on hover; only when there is one besides the first. */
  hoverImage?: CardImage;
  /** A search result's link, carrying Shopify's search tracking; other cards link to `/products/{handle}`. */
  href?: string;
  flags?: CardBadge[];
  notes?: CardBadge[];
  /** The colours it comes in, only when more than one: how many, and the first few as swatches. */
  colours?: { count: number; swatches: Array<{ name: string; color?: string }> };
}

const money = ({ amount, currencyCode }: CardMoney): CardMoney => ({ amount, currencyCode });

function cardImage(image: { url: string; altText?: string | null }, alt: boolean, imageOrigin: string | undefined): CardImage {
  const url = imageOrigin ? pathOnShopImageOrigin(image.url, imageOrigin) : image.url;
  return { url, ...(alt && image.altText ? { altText: image.altText } : {}) };
}

interface CardOptions {
  /** The merchant's sale tags (site settings). */
  saleTags?: readonly SaleTag[];
  /** The shop's image origin: the photographs then travel as paths on it. */
  imageOrigin?: string;
  /** The page's market, whose language the card's flags are written in. */
  locale?: Locale;
  /**
   * Hands back an equal value met before (sharing.ts): the cards of one page repeat their prices,
   * swatches and badges, which then travel once.
   */
  same?: <Value>(value: Value) => Value;
}

/**
 * The card of one product at `now` (the New badge's clock): the same badges as the product page,
 * whose rules (and the merchant's sale tags) say when a piece is on sale.
 */
export function cardView(
  product: ProductCardFragment & { trackingParameters?: string | null },
  now: Date,
  { saleTags = [], imageOrigin, locale, same = (value) => value }: CardOptions = {},
): CardView {
  const price = product.priceRange.minVariantPrice;
  const compareAt = product.compareAtPriceRange.minVariantPrice;
  const reduced = markedDown(product);
  const from = Number(product.priceRange.maxVariantPrice.amount) > Number(price.amount);

  // The product page's badges; the first Sale among them (a sale tag's words, or a markdown) flags the card.
  const badges = productBadges({ publishedAt: product.publishedAt, tags: product.tags, markedDown: reduced }, now, saleTags, locale);
  const cardText = messagesIn(locale, cardMessages);
  const sale = badges.find((badge) => badge.kind === 'sale');
  const flags: CardBadge[] = [];
  if (!product.availableForSale) flags.push({ kind: 'soldout', label: cardText.soldOut });
  else if (sale) flags.push({ kind: 'sale', label: sale.label });
  if (badges.some((badge) => badge.kind === 'new')) flags.push({ kind: 'new', label: cardText.newIn });
  const notes = badges.filter((badge) => badge.kind !== 'new' && badge.kind !== 'sale').map(({ kind, label }) => ({ kind, label }));

  const image = product.featuredImage;
  const hover = product.images.nodes.find((candidate) => candidate.id !== image?.id);
  const colourValues = product.options.find((option) => isColourOption(option.name))?.optionValues ?? [];
  const href = productHref(product.handle, product.trackingParameters);

  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    productType: product.productType,
    available: product.availableForSale,
    price: same(money(price)),
    ...(from ? { from: true as const } : reduced ? { compareAt: same(money(compareAt)) } : {}),
    ...(image ? { image: cardImage(image, true, imageOrigin) } : {}),
    // The hover photograph is decoration (the card's link is named by its title): no alternative text.
    ...(hover ? { hoverImage: cardImage(hover, false, imageOrigin) } : {}),
    ...(href !== productHref(product.handle) ? { href } : {}),
    ...(flags.length ? { flags: same(flags) } : {}),
    ...(notes.length ? { notes: same(notes) } : {}),
    ...(colourValues.length > 1
      ? {
          colours: {
            count: colourValues.length,
            swatches: colourValues
              .slice(0, CARD_SWATCHES)
              .map((value) => same(value.swatch?.color ? { name: value.name, color: value.swatch.color } : { name: value.name })),
          },
        }
      : {}),
  };
}
