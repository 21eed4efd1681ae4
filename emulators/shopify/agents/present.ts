// Products and prices as the agent tools show them, in the buyer's market: UCP amounts are integers
// in the currency's minor units (cents; whole yen), ids are the Storefront API's gids, so an id an
// agent holds is one the storefront and the Storefront API know too.
import type { ShopServices } from '../context.ts';
import type { ProductRecord, VariantRecord } from '../catalogue/store.ts';
import { imageUrl } from '../catalogue/image-url.ts';
import { convert, resolveMarket } from '../markets.ts';
import type { Market } from '../markets.ts';
import { htmlToText } from '../resolvers/shared.ts';
import { isObject } from './rpc.ts';

/** Currencies without a minor unit; the emulator keeps every amount in hundredths. */
const ZERO_DECIMAL = new Set(['JPY']);

export function minorUnits(cents: number, currencyCode: string): number {
  return ZERO_DECIMAL.has(currencyCode) ? Math.round(cents / 100) : Math.round(cents);
}

/** The market a UCP `context` (address_country, language) or a Storefront MCP `context` names. */
export function marketOf(context: unknown): Market {
  if (!isObject(context)) return resolveMarket(null, null);
  const country = context.address_country ?? context.country;
  const language = context.language;
  return resolveMarket(
    typeof country === 'string' ? country.toUpperCase() : null,
    typeof language === 'string' ? language.slice(0, 2).toUpperCase() : null,
  );
}

export function price(shopCents: number, market: Market) {
  const currency = market.currency.isoCode;
  return { amount: minorUnits(convert(shopCents, market.currency), currency), currency };
}

export function productUrl(services: ShopServices, product: ProductRecord): string {
  return `${services.storefrontUrl}/products/${product.handle}`;
}

function variantImage(services: ShopServices, variant: VariantRecord): string | undefined {
  const catalogue = services.catalogue();
  const image = (variant.imageRowId !== null && catalogue.imagesById.get(variant.imageRowId)) || variant.product.images[0];
  return image ? imageUrl(image, services.publicUrl) : undefined;
}

export function selectedOptions(variant: VariantRecord) {
  return variant.product.options.map((option, index) => ({ name: option.name, label: variant.optionValues[index] }));
}

function ucpVariant(services: ShopServices, variant: VariantRecord, market: Market) {
  const image = variantImage(services, variant);
  return {
    id: variant.id,
    ...(variant.sku ? { sku: variant.sku } : {}),
    title: variant.title,
    description: { plain: `${variant.product.title} — ${variant.title}` },
    url: `${productUrl(services, variant.product)}?variant=${variant.rowId}`,
    price: price(variant.price, market),
    ...(variant.compareAtPrice && variant.compareAtPrice > variant.price ? { list_price: price(variant.compareAtPrice, market) } : {}),
    availability: { available: variant.availableForSale },
    options: selectedOptions(variant),
    ...(image ? { media: [{ type: 'image', url: image }] } : {}),
  };
}

export function ucpProduct(services: ShopServices, product: ProductRecord, market: Market, variants = product.variants) {
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    description: { plain: htmlToText(product.descriptionHtml) },
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
    options: product.options.map((option) => ({ name: option.name, values: option.values.map((value) => ({ label: value.name })) })),
    variants: variants.map((variant) => ucpVariant(services, variant, market)),
    tags: product.tags,
  };
}
