// Products, variants, options, images, media and metafields, plus the product queries.
import type { ResolverMap } from '../graphql/execute.ts';
import type { ShopContext } from '../context.ts';
import type { ImageRecord, MetafieldRecord, OptionValueRecord, ProductRecord, VariantRecord } from '../catalogue/store.ts';
import { paginate } from '../connection.ts';
import type { ConnectionArgs } from '../connection.ts';
import { gid, numericId } from '../ids.ts';
import { imageUrl } from '../catalogue/image-url.ts';
import type { ImageTransform } from '../catalogue/image-url.ts';
import { encodeVariants } from '../catalogue/variant-encoding.ts';
import {
  adjacentVariants,
  firstSelectableVariant,
  selectedOrFirstAvailableVariant,
  variantBySelectedOptions,
} from '../catalogue/variant-selection.ts';
import { emptyConnection, htmlToText, lookupMetafield, money, seo, truncateText } from './shared.ts';
import { listProducts } from '../catalogue/listing.ts';
import {
  localOptionValues,
  metafieldValue,
  optionName,
  optionValueName,
  productDescriptionHtml,
  productTitle,
  translated,
} from '../translations/localize.ts';

type Args = Record<string, any>;

export function mediaImage(image: ImageRecord) {
  return {
    __typename: 'MediaImage' as const,
    id: gid('MediaImage', image.rowId),
    image,
    alt: image.altText,
    mediaContentType: 'IMAGE',
    previewImage: image,
    presentation: null,
  };
}

/** Selections may name options in the shop language or in the context's language, as the product shows them. */
function rules(args: Args, context: ShopContext) {
  return {
    ignoreUnknownOptions: Boolean(args.ignoreUnknownOptions),
    caseInsensitiveMatch: Boolean(args.caseInsensitiveMatch),
    localName: {
      option: (option: { rowId: number; name: string }) => optionName(context, option),
      value: (value: OptionValueRecord) => optionValueName(context, value),
    },
  };
}

function productFromArgs(args: Args, context: ShopContext): ProductRecord | null {
  const catalogue = context.services.catalogue();
  if (args.id != null) {
    const id = numericId(args.id, 'Product');
    return id === null ? null : (catalogue.productsById.get(id) ?? null);
  }
  if (args.handle != null) return catalogue.productsByHandle.get(String(args.handle)) ?? null;
  return null;
}

function metafieldsFor(metafields: Map<string, MetafieldRecord>, identifiers: { namespace?: string | null; key: string }[]) {
  return identifiers.map((identifier) => lookupMetafield(metafields, identifier.namespace, identifier.key));
}

export const catalogueResolvers: ResolverMap = {
  QueryRoot: {
    product: (_root, args, context) => productFromArgs(args, context),
    productByHandle: (_root, args, context) => productFromArgs({ handle: args.handle }, context),
    products: (_root, args, context) => {
      const listing = listProducts(context.services.catalogue().products, {
        query: args.query ?? null,
        catalogue: context.services.catalogue(),
        sortKey: args.sortKey ?? 'ID',
        reverse: Boolean(args.reverse),
        filters: null,
        market: context.market,
        connection: args as ConnectionArgs,
        field: 'products',
      });
      return listing;
    },
    productRecommendations: (_root, args, context) => {
      if (args.productId == null && args.productHandle == null) return null;
      const product = productFromArgs({ id: args.productId, handle: args.productHandle }, context);
      if (!product) return null;
      return recommend(product, context.services.catalogue().products, args.intent ?? 'RELATED');
    },
    productTypes: (_root, args, context) =>
      stringConnection([...new Set(context.services.catalogue().products.map((product) => product.productType))].sort(), args.first),
    productTags: (_root, args, context) =>
      stringConnection([...new Set(context.services.catalogue().products.flatMap((product) => product.tags))].sort(), args.first),
  },

  Product: {
    title: (product: ProductRecord, _args, context) => productTitle(context, product),
    descriptionHtml: (product: ProductRecord, _args, context) => productDescriptionHtml(context, product),
    description: (product: ProductRecord, args, context) =>
      truncateText(htmlToText(productDescriptionHtml(context, product)), args.truncateAt),
    productType: (product: ProductRecord, _args, context) =>
      translated(context, 'PRODUCT', product.rowId, 'product_type', product.productType),
    featuredImage: (product: ProductRecord) => product.images[0] ?? null,
    images: (product: ProductRecord, args) =>
      paginate(orderBy(product.images, args.reverse), args, 'images', (image) => ({ last_id: image.rowId, last_value: image.position })),
    media: (product: ProductRecord, args) =>
      paginate(orderBy(product.images, args.reverse).map(mediaImage), args, 'media', (media) => ({
        last_id: media.image.rowId,
        last_value: media.image.position,
      })),
    options: (product: ProductRecord, args) => (args.first == null ? product.options : product.options.slice(0, Math.max(args.first, 0))),
    priceRange: (product: ProductRecord, _args, context) => ({
      minVariantPrice: money(context, product.minPrice),
      maxVariantPrice: money(context, product.maxPrice),
    }),
    compareAtPriceRange: (product: ProductRecord, _args, context) => {
      const prices = product.variants.map((variant) => variant.compareAtPrice ?? 0);
      return {
        minVariantPrice: money(context, prices.length ? Math.min(...prices) : 0),
        maxVariantPrice: money(context, prices.length ? Math.max(...prices) : 0),
      };
    },
    collections: (product: ProductRecord, args) =>
      paginate(orderBy(product.collections, args.reverse), args, 'collections', (collection) => ({
        last_id: collection.rowId,
        last_value: collection.rowId,
      })),
    totalInventory: (product: ProductRecord) => product.variants.reduce((sum, variant) => sum + Math.max(variant.inventory, 0), 0),
    isGiftCard: () => false,
    requiresSellingPlan: () => false,
    onlineStoreUrl: (product: ProductRecord, _args, context) => `${context.services.storefrontUrl}/products/${product.handle}`,
    trackingParameters: (product: any) => product.trackingParameters ?? null,
    seo: (product: ProductRecord, _args, context) =>
      seo(
        translated(context, 'PRODUCT', product.rowId, 'meta_title', product.seoTitle),
        translated(context, 'PRODUCT', product.rowId, 'meta_description', product.seoDescription),
      ),
    metafield: (product: ProductRecord, args) => lookupMetafield(product.metafields, args.namespace, args.key),
    metafields: (product: ProductRecord, args) => metafieldsFor(product.metafields, args.identifiers),
    variants: (product: ProductRecord, args) => {
      const sorted = sortVariants(product.variants, args.sortKey ?? 'POSITION');
      return paginate(args.reverse ? sorted.reverse() : sorted, args, 'variants', (variant) => ({
        last_id: variant.rowId,
        last_value: variant.position,
      }));
    },
    variantsCount: (product: ProductRecord) => ({ count: product.variants.length, precision: 'EXACT' }),
    selectedOrFirstAvailableVariant: (product: ProductRecord, args, context) =>
      selectedOrFirstAvailableVariant(product, args.selectedOptions, {
        ...rules(args, context),
        ignoreUnknownOptions: args.ignoreUnknownOptions !== false,
      }),
    variantBySelectedOptions: (product: ProductRecord, args, context) =>
      variantBySelectedOptions(product, args.selectedOptions, rules(args, context)),
    adjacentVariants: (product: ProductRecord, args, context) =>
      adjacentVariants(product, args.selectedOptions, {
        ...rules(args, context),
        ignoreUnknownOptions: args.ignoreUnknownOptions !== false,
      }),
    encodedVariantExistence: (product: ProductRecord) => encodeVariants(product, product.variants),
    encodedVariantAvailability: (product: ProductRecord) =>
      encodeVariants(
        product,
        product.variants.filter((variant) => variant.availableForSale),
      ),
    sellingPlanGroups: (_product, args) => emptyConnection(args, 'sellingPlanGroups'),
    category: () => null,
  },

  ProductVariant: {
    // Shopify names a variant by its option values, so a translated value translates the title too.
    title: (variant: VariantRecord, _args, context) => {
      const values = localOptionValues(context, variant.product, variant.optionValues);
      return values.every((value, index) => value === variant.optionValues[index]) ? variant.title : values.join(' / ');
    },
    price: (variant: VariantRecord, _args, context) => money(context, variant.price, variant as any),
    priceV2: (variant: VariantRecord, _args, context) => money(context, variant.price, variant as any),
    compareAtPrice: (variant: VariantRecord, _args, context) =>
      variant.compareAtPrice == null ? null : money(context, variant.compareAtPrice, variant as any),
    compareAtPriceV2: (variant: VariantRecord, _args, context) =>
      variant.compareAtPrice == null ? null : money(context, variant.compareAtPrice, variant as any),
    unitPrice: () => null,
    unitPriceMeasurement: () => null,
    quantityAvailable: (variant: VariantRecord) => Math.max(variant.inventory, 0),
    currentlyNotInStock: (variant: VariantRecord) => variant.inventory <= 0 && variant.inventoryPolicy === 'continue',
    image: (variant: VariantRecord, _args, context) =>
      variant.imageRowId == null ? null : (context.services.catalogue().imagesById.get(variant.imageRowId) ?? null),
    selectedOptions: (variant: VariantRecord, _args, context) => {
      const values = localOptionValues(context, variant.product, variant.optionValues);
      return variant.product.options.map((option, index) => ({ name: optionName(context, option), value: values[index] }));
    },
    taxable: () => true,
    metafield: () => null,
    metafields: (_variant, args) => args.identifiers.map(() => null),
    quantityRule: () => ({ minimum: 1, maximum: null, increment: 1 }),
    requiresComponents: () => false,
    components: (_variant, args) => emptyConnection(args, 'components'),
    groupedBy: (_variant, args) => emptyConnection(args, 'groupedBy'),
    quantityPriceBreaks: (_variant, args) => emptyConnection(args, 'quantityPriceBreaks'),
    sellingPlanAllocations: (_variant, args) => emptyConnection(args, 'sellingPlanAllocations'),
    storeAvailability: (_variant, args) => emptyConnection(args, 'storeAvailability'),
    shopPayInstallmentsPricing: () => null,
  },

  ProductOption: {
    name: (option, _args, context) => optionName(context, option),
    optionValues: (option) => option.values,
    values: (option, _args, context) => option.values.map((value: OptionValueRecord) => optionValueName(context, value)),
  },

  ProductOptionValue: {
    name: (value: OptionValueRecord, _args, context) => optionValueName(context, value),
    swatch: (value: OptionValueRecord, _args, context) => {
      if (!value.swatchColor && value.swatchImageRowId == null) return null;
      const image = value.swatchImageRowId == null ? null : context.services.catalogue().imagesById.get(value.swatchImageRowId);
      return { color: value.swatchColor, image: image ? mediaImage(image) : null };
    },
    firstSelectableVariant: (value: OptionValueRecord) =>
      firstSelectableVariant(value.option.product, value.option.position - 1, value.name),
  },

  Image: {
    url: (image: ImageRecord, args, context) => imageUrl(image, context.services.publicUrl, args.transform as ImageTransform | undefined),
    src: (image: ImageRecord, _args, context) => imageUrl(image, context.services.publicUrl),
    originalSrc: (image: ImageRecord, _args, context) => imageUrl(image, context.services.publicUrl),
    transformedSrc: (image: ImageRecord, args, context) =>
      imageUrl(image, context.services.publicUrl, {
        maxWidth: args.maxWidth,
        maxHeight: args.maxHeight,
        crop: args.crop,
        scale: args.scale,
        preferredContentType: args.preferredContentType,
      }),
    thumbhash: () => null,
  },

  Metafield: {
    value: (metafield: MetafieldRecord, _args, context) => metafieldValue(context, metafield),
    reference: (metafield: MetafieldRecord, _args, context) => {
      if (metafield.type === 'collection_reference')
        return context.services.catalogue().collectionsById.get(numericId(metafield.value, 'Collection') ?? -1) ?? null;
      if (metafield.type === 'product_reference')
        return context.services.catalogue().productsById.get(numericId(metafield.value, 'Product') ?? -1) ?? null;
      return null;
    },
    references: () => null,
    description: () => null,
    parentResource: (metafield: MetafieldRecord, _args, context) =>
      context.services.catalogue().productsById.get(metafield.ownerRowId) ?? null,
  },
};

function orderBy<T>(items: readonly T[], reverse: boolean | undefined): T[] {
  return reverse ? [...items].reverse() : [...items];
}

function sortVariants(variants: VariantRecord[], sortKey: string): VariantRecord[] {
  const sorted = [...variants];
  if (sortKey === 'SKU') sorted.sort((a, b) => (a.sku ?? '').localeCompare(b.sku ?? ''));
  else if (sortKey === 'TITLE') sorted.sort((a, b) => a.title.localeCompare(b.title));
  else if (sortKey === 'ID') sorted.sort((a, b) => a.rowId - b.rowId);
  return sorted;
}

function stringConnection(values: string[], first: number) {
  const page = paginate(values, { first }, 'strings', (value) => ({ last_id: value, last_value: value }));
  return page;
}

/**
 * RELATED: same kind of piece, preferring shared colours and material. COMPLEMENTARY: pieces from
 * other categories that share a colour, the way a merchant pairs a bag with a belt.
 */
function recommend(product: ProductRecord, all: ProductRecord[], intent: string): ProductRecord[] {
  const colours = new Set(product.options.find((option) => option.name === 'Color')?.values.map((value) => value.name) ?? []);
  const material = product.metafields.get('my_fields.fabrication')?.value;
  const scored: { candidate: ProductRecord; score: number }[] = [];
  for (const candidate of all) {
    if (candidate === product || !candidate.availableForSale) continue;
    const sameType = candidate.productType === product.productType;
    if (intent === 'COMPLEMENTARY' ? sameType : !sameType) continue;
    const sharedColours =
      candidate.options.find((option) => option.name === 'Color')?.values.filter((value) => colours.has(value.name)).length ?? 0;
    let score =
      sharedColours * 3 + (candidate.metafields.get('my_fields.fabrication')?.value === material ? 2 : 0) + candidate.unitsSold / 1000;
    if (intent === 'COMPLEMENTARY' && sharedColours === 0) score -= 5;
    scored.push({ candidate, score });
  }
  scored.sort((a, b) => b.score - a.score || a.candidate.rowId - b.candidate.rowId);
  return scored.slice(0, 10).map((entry) => entry.candidate);
}
