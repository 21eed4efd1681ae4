// Products and prices as the UCP tools show them, in the buyer's market and language: amounts are
// integers in the currency's minor units (cents; whole yen), names come from the shop's
// translations as the Storefront API gives them under @inContext, and ids are the Storefront API's
// gids, so an id an agent holds is one the storefront and the Storefront API know too.
import type { ShopContext, ShopServices } from '../../context.ts';
import type { ProductRecord, VariantRecord } from '../../catalogue/store.ts';
import { imageUrl } from '../../catalogue/image-url.ts';
import { convert, resolveMarket } from '../../markets.ts';
import type { Market } from '../../markets.ts';
import { htmlToText } from '../../resolvers/shared.ts';
import { localOptionValues, optionName, optionValueName, productDescriptionHtml, productTitle } from '../../translations/localize.ts';
import { isObject } from '../rpc.ts';

/** Currencies without a minor unit; the emulator keeps every amount in hundredths. */
const ZERO_DECIMAL = new Set(['JPY']);

export function minorUnits(cents: number, currencyCode: string): number {
  return ZERO_DECIMAL.has(currencyCode) ? Math.round(cents / 100) : Math.round(cents);
}

/** The market a UCP `context` (address_country, language) names. */
export function marketOf(context: unknown): Market {
  if (!isObject(context)) return resolveMarket(null, null);
  const country = context.address_country ?? context.country;
  const language = context.language;
  return resolveMarket(
    typeof country === 'string' ? country.slice(0, 2).toUpperCase() : null,
    typeof language === 'string' ? language.slice(0, 2).toUpperCase() : null,
  );
}

/** The translation lookups read only the market and the shop; they need no live request. */
export function localContext(services: ShopServices, market: Market): ShopContext {
  return { market, operationName: null, request: new Request(services.publicUrl), services };
}

export function price(shopCents: number, market: Market) {
  const currency = market.currency.isoCode;
  return { amount: minorUnits(convert(shopCents, market.currency), currency), currency };
}

function productUrl(services: ShopServices, product: ProductRecord): string {
  return `${services.storefrontUrl}/products/${product.handle}`;
}

function variantImage(services: ShopServices, variant: VariantRecord): string | undefined {
  const catalogue = services.catalogue();
  const image = (variant.imageRowId !== null && catalogue.imagesById.get(variant.imageRowId)) || variant.product.images[0];
  return image ? imageUrl(image, services.publicUrl) : undefined;
}

function selectedOptions(context: ShopContext, variant: VariantRecord) {
  const labels = localOptionValues(context, variant.product, variant.optionValues);
  return variant.product.options.map((option, index) => ({ name: optionName(context, option), label: labels[index] }));
}

/** "Arco Tote — Nero / Large", in the context's language: how a line names what it holds. */
export function itemTitle(context: ShopContext, variant: VariantRecord): string {
  const labels = localOptionValues(context, variant.product, variant.optionValues).join(' / ');
  return `${productTitle(context, variant.product)}${labels ? ` — ${labels}` : ''}`;
}

function ucpVariant(context: ShopContext, variant: VariantRecord) {
  const { services, market } = context;
  const image = variantImage(services, variant);
  const title = localOptionValues(context, variant.product, variant.optionValues).join(' / ') || variant.title;
  return {
    id: variant.id,
    ...(variant.sku ? { sku: variant.sku } : {}),
    title,
    description: { plain: `${productTitle(context, variant.product)} — ${title}` },
    url: `${productUrl(services, variant.product)}?variant=${variant.rowId}`,
    price: price(variant.price, market),
    ...(variant.compareAtPrice && variant.compareAtPrice > variant.price ? { list_price: price(variant.compareAtPrice, market) } : {}),
    availability: { available: variant.availableForSale },
    options: selectedOptions(context, variant),
    ...(image ? { media: [{ type: 'image', url: image }] } : {}),
  };
}

export function ucpProduct(services: ShopServices, product: ProductRecord, market: Market, variants = product.variants) {
  const context = localContext(services, market);
  return {
    id: product.id,
    handle: product.handle,
    title: productTitle(context, product),
    description: { plain: htmlToText(productDescriptionHtml(context, product)) },
    url: productUrl(services, product),
    categories: product.productType ? [{ value: product.productType, taxonomy: 'merchant' }] : [],
    price_range: { min: price(product.minPrice, market), max: price(product.maxPrice, market) },
    media: product.images.map((image) => ({
      type: 'image',
      url: imageUrl(image, services.publicUrl),
      ...(image.altText ? { alt_text: image.altText } : {}),
      width: image.width,
      height: image.height,
    })),
    options: product.options.map((option) => ({
      name: optionName(context, option),
      values: option.values.map((value) => ({ label: optionValueName(context, value) })),
    })),
    variants: variants.map((variant) => ucpVariant(context, variant)),
    tags: product.tags,
  };
}
