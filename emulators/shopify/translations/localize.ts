// Answers in the @inContext language: a field reads the shop's translation for that locale and
// falls back, field by field, to the shop language (English) where there is none, as Shopify does.
import type { ShopContext } from '../context.ts';
import type { Catalogue, CollectionRecord, MetafieldRecord, OptionValueRecord, ProductRecord } from '../catalogue/store.ts';

/** Shopify's TranslatableResourceType names, as the translations table stores them. */
export type TranslatableType = 'PRODUCT' | 'PRODUCT_OPTION' | 'PRODUCT_OPTION_VALUE' | 'COLLECTION' | 'METAFIELD' | 'MENU' | 'LINK';

/** The shop's primary locale: what every field holds before any translation. */
export const SHOP_LOCALE = 'en';

/** The translations of the context's language, or null under the shop's own language. */
function tableOf(context: ShopContext): Map<string, string> | null {
  const locale = context.market.language.isoCode.toLowerCase();
  if (locale === SHOP_LOCALE) return null;
  return context.services.catalogue().translations(locale);
}

export function translated(context: ShopContext, type: TranslatableType, rowId: number, key: string, fallback: string): string;
export function translated(
  context: ShopContext,
  type: TranslatableType,
  rowId: number,
  key: string,
  fallback: string | null,
): string | null;
export function translated(context: ShopContext, type: TranslatableType, rowId: number, key: string, fallback: string | null) {
  return tableOf(context)?.get(`${type}/${rowId}/${key}`) ?? fallback;
}

/** The same lookup outside a Storefront API request (the checkout pages), by locale ("it"). */
export function translationIn(catalogue: Catalogue, locale: string, type: TranslatableType, rowId: number, key: string, fallback: string) {
  return catalogue.translations(locale).get(`${type}/${rowId}/${key}`) ?? fallback;
}

export const productTitle = (context: ShopContext, product: ProductRecord) =>
  translated(context, 'PRODUCT', product.rowId, 'title', product.title);

export const productDescriptionHtml = (context: ShopContext, product: ProductRecord) =>
  translated(context, 'PRODUCT', product.rowId, 'body_html', product.descriptionHtml);

export const optionName = (context: ShopContext, option: { rowId: number; name: string }) =>
  translated(context, 'PRODUCT_OPTION', option.rowId, 'name', option.name);

export const optionValueName = (context: ShopContext, value: OptionValueRecord) =>
  translated(context, 'PRODUCT_OPTION_VALUE', value.rowId, 'name', value.name);

export const metafieldValue = (context: ShopContext, metafield: MetafieldRecord) =>
  translated(context, 'METAFIELD', metafield.rowId, 'value', metafield.value);

export const collectionTitle = (context: ShopContext, collection: CollectionRecord) =>
  translated(context, 'COLLECTION', collection.rowId, 'title', collection.title);

export const collectionDescriptionHtml = (context: ShopContext, collection: CollectionRecord) =>
  translated(context, 'COLLECTION', collection.rowId, 'body_html', collection.descriptionHtml);

/** A product's option value names in the context's language, by option position (for variant titles). */
export function localOptionValues(context: ShopContext, product: ProductRecord, values: readonly string[]): string[] {
  return values.map((name, index) => {
    const value = product.options[index]?.values.find((candidate) => candidate.name === name);
    return value ? optionValueName(context, value) : name;
  });
}

/**
 * Shopify's own filter texts (the Search & Discovery app's labels), per language; the shop's
 * options, product types and metafield values come from its translations instead.
 */
const FILTER_TEXTS: Record<string, Record<string, string>> = {
  it: {
    Availability: 'Disponibilità',
    'In stock': 'Disponibile',
    'Out of stock': 'Esaurito',
    Price: 'Prezzo',
    'Product type': 'Tipo di prodotto',
    Material: 'Materiale',
  },
  fr: {
    Availability: 'Disponibilité',
    'In stock': 'En stock',
    'Out of stock': 'En rupture de stock',
    Price: 'Prix',
    'Product type': 'Type de produit',
    Material: 'Matière',
  },
  de: {
    Availability: 'Verfügbarkeit',
    'In stock': 'Auf Lager',
    'Out of stock': 'Nicht vorrätig',
    Price: 'Preis',
    'Product type': 'Produkttyp',
    Material: 'Material',
  },
};

/** Shop-language label -> translated label, per facet kind, built once per catalogue and locale. */
interface LabelIndex {
  option: Map<string, string>;
  optionValue: Map<string, string>;
  productType: Map<string, string>;
  metafieldValue: Map<string, string>;
}

const labelIndexes = new WeakMap<Catalogue, Map<string, LabelIndex>>();

function labelIndex(catalogue: Catalogue, locale: string, table: Map<string, string>): LabelIndex {
  let byLocale = labelIndexes.get(catalogue);
  if (!byLocale) labelIndexes.set(catalogue, (byLocale = new Map()));
  let index = byLocale.get(locale);
  if (index) return index;
  index = { option: new Map(), optionValue: new Map(), productType: new Map(), metafieldValue: new Map() };
  const remember = (map: Map<string, string>, from: string, to: string | undefined) => {
    if (to !== undefined && !map.has(from)) map.set(from, to);
  };
  for (const product of catalogue.products) {
    remember(index.productType, product.productType, table.get(`PRODUCT/${product.rowId}/product_type`));
    for (const option of product.options) {
      remember(index.option, option.name, table.get(`PRODUCT_OPTION/${option.rowId}/name`));
      for (const value of option.values)
        remember(index.optionValue, `${option.name}\u0000${value.name}`, table.get(`PRODUCT_OPTION_VALUE/${value.rowId}/name`));
    }
    for (const metafield of product.metafields.values())
      remember(
        index.metafieldValue,
        `${metafield.namespace}.${metafield.key}\u0000${metafield.value}`,
        table.get(`METAFIELD/${metafield.rowId}/value`),
      );
  }
  byLocale.set(locale, index);
  return index;
}

/**
 * A facet's label, or one of its values' labels (with the facet as `parent`), in the context's language.
 * Facets carry shop-language labels and ids (catalogue/listing.ts); their inputs stay in the shop language.
 */
export function filterLabel(context: ShopContext, filter: { id: string; label: string }, parent?: { id: string; label: string }): string {
  const locale = context.market.language.isoCode.toLowerCase();
  if (locale === SHOP_LOCALE) return filter.label;
  const texts = FILTER_TEXTS[locale] ?? {};
  const table = tableOf(context);
  const index = table ? labelIndex(context.services.catalogue(), locale, table) : null;
  const id = parent?.id ?? filter.id;
  let found: string | undefined;
  if (id.startsWith('filter.v.option.')) {
    found = parent ? index?.optionValue.get(`${parent.label}\u0000${filter.label}`) : index?.option.get(filter.label);
  } else if (parent && id === 'filter.p.product_type') found = index?.productType.get(filter.label);
  else if (parent && id.startsWith('filter.p.m.'))
    found = index?.metafieldValue.get(`${id.slice('filter.p.m.'.length)}\u0000${filter.label}`);
  return found ?? texts[filter.label] ?? filter.label;
}
