// The catalogue as resolvers see it: products, variants, images, metafields and collections read
// from SQLite into memory, rebuilt whenever a write bumps the catalogue version. Reads are then
// plain object lookups, which is what keeps a product query well under a millisecond of work.
import { catalogueVersion } from '../db.ts';
import type { ShopDatabase } from '../db.ts';
import { gid } from '../ids.ts';
import { foldText } from './text.ts';

export interface ImageRecord {
  __typename: 'Image';
  rowId: number;
  id: string;
  productRowId: number | null;
  position: number;
  filename: string;
  altText: string | null;
  width: number;
  height: number;
  version: number;
  spec: string;
  /** Which seed renderer draws the master: product photographs, or editorial ones for articles. */
  renderer: 'product-photo' | 'editorial-photo';
}

export interface OptionValueRecord {
  __typename: 'ProductOptionValue';
  rowId: number;
  id: string;
  name: string;
  position: number;
  swatchColor: string | null;
  swatchImageRowId: number | null;
  option: OptionRecord;
}

interface OptionRecord {
  __typename: 'ProductOption';
  rowId: number;
  id: string;
  name: string;
  position: number;
  values: OptionValueRecord[];
  product: ProductRecord;
}

export interface VariantRecord {
  __typename: 'ProductVariant';
  rowId: number;
  id: string;
  product: ProductRecord;
  position: number;
  title: string;
  sku: string | null;
  barcode: string | null;
  price: number;
  compareAtPrice: number | null;
  inventory: number;
  inventoryPolicy: 'deny' | 'continue';
  weight: number | null;
  weightUnit: string;
  requiresShipping: boolean;
  imageRowId: number | null;
  /** Option values by option position (0-based). */
  optionValues: string[];
  /** The same, folded for case- and accent-insensitive filters. */
  foldedOptionValues: string[];
  availableForSale: boolean;
}

export interface MetafieldRecord {
  __typename: 'Metafield';
  rowId: number;
  id: string;
  ownerType: string;
  ownerRowId: number;
  namespace: string;
  key: string;
  type: string;
  value: string;
  createdAt: string;
  updatedAt: string;
}

export interface ProductRecord {
  __typename: 'Product';
  rowId: number;
  id: string;
  handle: string;
  title: string;
  descriptionHtml: string;
  productType: string;
  vendor: string;
  tags: string[];
  createdAt: string;
  publishedAt: string;
  updatedAt: string;
  unitsSold: number;
  seoTitle: string | null;
  seoDescription: string | null;
  options: OptionRecord[];
  variants: VariantRecord[];
  images: ImageRecord[];
  metafields: Map<string, MetafieldRecord>;
  collections: CollectionRecord[];
  /** Folded option name -> position, for variant-option filters. */
  optionPositions: Map<string, number>;
  minPrice: number;
  maxPrice: number;
  availableForSale: boolean;
  /** Folded words of title, type, tags, vendor and option values, for search. */
  searchFields: SearchFields;
  /** Per translated locale, filled on the first search in it (search-query.ts): the same words plus the translations'. */
  localSearchFields: Map<string, SearchFields>;
}

export interface SearchFields {
  title: string[];
  productType: string[];
  tags: string[];
  vendor: string[];
  options: string[];
}

export interface CollectionRecord {
  __typename: 'Collection';
  rowId: number;
  id: string;
  handle: string;
  title: string;
  descriptionHtml: string;
  imageRowId: number | null;
  updatedAt: string;
  seoTitle: string | null;
  seoDescription: string | null;
  /** In the merchant's order (COLLECTION_DEFAULT / MANUAL). */
  products: ProductRecord[];
}

export interface Catalogue {
  version: number;
  shop: { name: string; description: string; currencyCode: string; moneyFormat: string; referenceDate: string };
  products: ProductRecord[];
  productsByHandle: Map<string, ProductRecord>;
  productsById: Map<number, ProductRecord>;
  variantsById: Map<number, VariantRecord>;
  optionsById: Map<number, OptionRecord>;
  optionValuesById: Map<number, OptionValueRecord>;
  imagesById: Map<number, ImageRecord>;
  imagesByFilename: Map<string, ImageRecord>;
  metafieldsById: Map<number, MetafieldRecord>;
  collections: CollectionRecord[];
  collectionsByHandle: Map<string, CollectionRecord>;
  collectionsById: Map<number, CollectionRecord>;
  /**
   * The shop's translations into a locale ("it"): `${RESOURCE_TYPE}/${rowId}/${key}` -> text, read
   * from SQLite on the first request in that locale (translations/localize.ts), so a shop answering
   * only its own language never loads them. Empty for the shop's own locale and untranslated ones.
   */
  translations(locale: string): Map<string, string>;
}

export function metafieldKey(namespace: string, key: string): string {
  return `${namespace}.${key}`;
}

/** Returns the catalogue, reloading it when SQLite says it changed since the last read. */
export function createCatalogueStore(db: ShopDatabase): () => Catalogue {
  let current: Catalogue | null = null;
  return () => {
    const version = catalogueVersion(db);
    if (!current || current.version !== version) current = loadCatalogue(db, version);
    return current;
  };
}

function loadCatalogue(db: ShopDatabase, version: number): Catalogue {
  const shopRow = db.statement('SELECT * FROM shop WHERE id = 1').get() as any;
  const shop = shopRow
    ? {
        name: shopRow.name,
        description: shopRow.description,
        currencyCode: shopRow.currency_code,
        moneyFormat: shopRow.money_format,
        referenceDate: shopRow.reference_date,
      }
    : { name: 'Bottega', description: '', currencyCode: 'USD', moneyFormat: '${{amount}}', referenceDate: new Date().toISOString() };

  const products: ProductRecord[] = [];
  const productsById = new Map<number, ProductRecord>();
  const productsByHandle = new Map<string, ProductRecord>();
  for (const row of db.statement('SELECT * FROM products ORDER BY id').all() as any[]) {
    const product: ProductRecord = {
      __typename: 'Product',
      rowId: row.id,
      id: gid('Product', row.id),
      handle: row.handle,
      title: row.title,
      descriptionHtml: row.description_html,
      productType: row.product_type,
      vendor: row.vendor,
      tags: JSON.parse(row.tags),
      createdAt: row.created_at,
      publishedAt: row.published_at,
      updatedAt: row.updated_at,
      unitsSold: row.units_sold,
      seoTitle: row.seo_title,
      seoDescription: row.seo_description,
      options: [],
      variants: [],
      images: [],
      metafields: new Map(),
      collections: [],
      optionPositions: new Map(),
      minPrice: 0,
      maxPrice: 0,
      availableForSale: false,
      searchFields: { title: [], productType: [], tags: [], vendor: [], options: [] },
      localSearchFields: new Map(),
    };
    products.push(product);
    productsById.set(product.rowId, product);
    productsByHandle.set(product.handle, product);
  }

  const imagesById = new Map<number, ImageRecord>();
  const imagesByFilename = new Map<string, ImageRecord>();
  for (const row of db.statement('SELECT * FROM images ORDER BY product_id, position').all() as any[]) {
    const image: ImageRecord = {
      __typename: 'Image',
      rowId: row.id,
      id: gid('ProductImage', row.id),
      productRowId: row.product_id,
      position: row.position,
      filename: row.filename,
      altText: row.alt_text,
      width: row.width,
      height: row.height,
      version: row.version,
      spec: row.spec,
      renderer: row.renderer === 'editorial-photo' ? 'editorial-photo' : 'product-photo',
    };
    imagesById.set(image.rowId, image);
    imagesByFilename.set(image.filename, image);
    if (image.productRowId != null) productsById.get(image.productRowId)?.images.push(image);
  }

  const optionsById = new Map<number, OptionRecord>();
  for (const row of db.statement('SELECT * FROM product_options ORDER BY product_id, position').all() as any[]) {
    const product = productsById.get(row.product_id);
    if (!product) continue;
    const option: OptionRecord = {
      __typename: 'ProductOption',
      rowId: row.id,
      id: gid('ProductOption', row.id),
      name: row.name,
      position: row.position,
      values: [],
      product,
    };
    optionsById.set(option.rowId, option);
    product.options.push(option);
  }
  const optionValuesById = new Map<number, OptionValueRecord>();
  for (const row of db.statement('SELECT * FROM product_option_values ORDER BY option_id, position').all() as any[]) {
    const option = optionsById.get(row.option_id);
    if (!option) continue;
    const value: OptionValueRecord = {
      __typename: 'ProductOptionValue',
      rowId: row.id,
      id: gid('ProductOptionValue', row.id),
      name: row.name,
      position: row.position,
      swatchColor: row.swatch_color,
      swatchImageRowId: row.swatch_image_id,
      option,
    };
    optionValuesById.set(value.rowId, value);
    option.values.push(value);
  }

  const variantsById = new Map<number, VariantRecord>();
  for (const row of db.statement('SELECT * FROM variants ORDER BY product_id, position').all() as any[]) {
    const product = productsById.get(row.product_id);
    if (!product) continue;
    const optionValues = [row.option1, row.option2, row.option3].filter((value) => value != null) as string[];
    const variant: VariantRecord = {
      __typename: 'ProductVariant',
      rowId: row.id,
      id: gid('ProductVariant', row.id),
      product,
      position: row.position,
      title: row.title,
      sku: row.sku,
      barcode: row.barcode,
      price: row.price,
      compareAtPrice: row.compare_at_price,
      inventory: row.inventory,
      inventoryPolicy: row.inventory_policy,
      weight: row.weight,
      weightUnit: row.weight_unit,
      requiresShipping: Boolean(row.requires_shipping),
      imageRowId: row.image_id,
      optionValues,
      foldedOptionValues: optionValues.map(foldText),
      availableForSale: row.inventory > 0 || row.inventory_policy === 'continue',
    };
    variantsById.set(variant.rowId, variant);
    product.variants.push(variant);
  }

  const metafieldsById = new Map<number, MetafieldRecord>();
  for (const row of db.statement("SELECT * FROM metafields WHERE owner_type = 'Product'").all() as any[]) {
    const product = productsById.get(row.owner_id);
    if (!product) continue;
    const metafield: MetafieldRecord = {
      __typename: 'Metafield',
      rowId: row.id,
      id: gid('Metafield', row.id),
      ownerType: row.owner_type,
      ownerRowId: row.owner_id,
      namespace: row.namespace,
      key: row.key,
      type: row.type,
      value: row.value,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
    metafieldsById.set(metafield.rowId, metafield);
    product.metafields.set(metafieldKey(metafield.namespace, metafield.key), metafield);
  }

  const collections: CollectionRecord[] = [];
  const collectionsById = new Map<number, CollectionRecord>();
  const collectionsByHandle = new Map<string, CollectionRecord>();
  for (const row of db.statement('SELECT * FROM collections ORDER BY id').all() as any[]) {
    const collection: CollectionRecord = {
      __typename: 'Collection',
      rowId: row.id,
      id: gid('Collection', row.id),
      handle: row.handle,
      title: row.title,
      descriptionHtml: row.description_html,
      imageRowId: row.image_id,
      updatedAt: row.updated_at,
      seoTitle: row.seo_title,
      seoDescription: row.seo_description,
      products: [],
    };
    collections.push(collection);
    collectionsById.set(collection.rowId, collection);
    collectionsByHandle.set(collection.handle, collection);
  }
  for (const row of db
    .statement('SELECT collection_id, product_id FROM collection_products ORDER BY collection_id, position')
    .all() as any[]) {
    const collection = collectionsById.get(row.collection_id);
    const product = productsById.get(row.product_id);
    if (!collection || !product) continue;
    collection.products.push(product);
    product.collections.push(collection);
  }

  for (const product of products) {
    const prices = product.variants.map((variant) => variant.price);
    product.minPrice = prices.length ? Math.min(...prices) : 0;
    product.maxPrice = prices.length ? Math.max(...prices) : 0;
    product.availableForSale = product.variants.some((variant) => variant.availableForSale);
    product.options.forEach((option, index) => product.optionPositions.set(foldText(option.name), index));
    product.searchFields = {
      title: searchWords(product.title),
      productType: searchWords(product.productType),
      tags: product.tags.flatMap(searchWords),
      vendor: searchWords(product.vendor),
      options: product.options.flatMap((option) => option.values.flatMap((value) => searchWords(value.name))),
    };
  }

  const byLocale = new Map<string, Map<string, string>>();
  const translationRows = db.statement('SELECT resource_type, resource_id, key, value FROM translations WHERE locale = ?');
  const translations = (locale: string) => {
    let table = byLocale.get(locale);
    if (!table) {
      table = new Map();
      for (const row of translationRows.all(locale) as any[]) table.set(`${row.resource_type}/${row.resource_id}/${row.key}`, row.value);
      byLocale.set(locale, table);
    }
    return table;
  };

  return {
    version,
    shop,
    products,
    productsByHandle,
    productsById,
    variantsById,
    optionsById,
    optionValuesById,
    imagesById,
    imagesByFilename,
    metafieldsById,
    collections,
    collectionsByHandle,
    collectionsById,
    translations,
  };
}

/** The folded words search matches against. */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}
