// Builds the shop's SQLite database from the house's models: products, variants, photo specs,
// metafields, collections, the menus, pages and journal, URL redirects and the discount codes.
// Run directly: node emulators/seed/shop/build.ts [dbPath] [--scale N]
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openShopDatabase } from '../../shopify/db.ts';
import type { ShopDatabase } from '../../shopify/db.ts';
import { CATEGORIES, SHIPPING_TEXT, careText } from './models.ts';
import { planCatalogue } from './plan.ts';
import type { PlannedProduct } from './plan.ts';
import { seedCustomers } from './customers.ts';
import { writeOnlineStore } from './online-store.ts';
import { writeItalianTranslations } from './translations.ts';

export interface BuildOptions {
  /** Number of products (the house line is about 80; the benchmark uses 10,000). */
  scale?: number;
  /** "Now" for the catalogue: new arrivals are dated relative to it. Defaults to today, 00:00 UTC. */
  referenceDate?: Date;
  /** Where the seeded invitation mail's activation link points (defaults to the configured storefront). */
  storefrontUrl?: string;
}

const IMAGE_SIZE = { width: 1600, height: 2000 };
const SHOP_NAME = 'Bottega';
export const WELCOME_CODE = 'BENVENUTO10';
/** An order-level fixed-amount code: $50 off an order of $500 or more. */
export const THANK_YOU_CODE = 'GRAZIE50';

function defaultReferenceDate(now = new Date()): Date {
  // Midnight keeps every build on the same day byte-identical.
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function buildShopDatabase(dbPath: string, options: BuildOptions = {}): void {
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(dbPath + suffix)) rmSync(dbPath + suffix);
  const referenceDate = options.referenceDate ?? defaultReferenceDate();
  const products = planCatalogue({ scale: options.scale, referenceDate });
  const db = openShopDatabase(dbPath);
  try {
    db.transaction(() => {
      writeCatalogue(db, products, referenceDate);
      seedCustomers(db, referenceDate, options.storefrontUrl);
    });
    db.sqlite.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

function writeCatalogue(db: ShopDatabase, products: PlannedProduct[], referenceDate: Date): void {
  const stamp = referenceDate.toISOString().replace(/\.\d{3}Z$/, 'Z');
  db.statement('INSERT INTO shop (id, name, description, currency_code, money_format, reference_date) VALUES (1, ?, ?, ?, ?, ?)').run(
    SHOP_NAME,
    'Heritage craftsmanship in modern form. Handmade in Italy.',
    'USD',
    '${{amount}}',
    stamp,
  );
  const insertProduct = db.statement(
    'INSERT INTO products (handle, title, description_html, product_type, vendor, tags, created_at, published_at, updated_at, units_sold, seo_title, seo_description) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertOption = db.statement('INSERT INTO product_options (product_id, position, name) VALUES (?, ?, ?)');
  const insertValue = db.statement('INSERT INTO product_option_values (option_id, position, name, swatch_color) VALUES (?, ?, ?, ?)');
  const insertImage = db.statement(
    'INSERT INTO images (product_id, position, filename, alt_text, width, height, spec, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertVariant = db.statement(
    `INSERT INTO variants (product_id, position, title, sku, price, compare_at_price, inventory, inventory_policy, weight, weight_unit, requires_shipping, image_id, option1, option2, barcode)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'GRAMS', 1, ?, ?, ?, ?)`,
  );
  const insertMetafield = db.statement(
    'INSERT INTO metafields (owner_type, owner_id, namespace, key, type, value, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const version = Math.floor(referenceDate.getTime() / 1000);

  const productIds = new Map<string, number>();
  const firstImageOf = new Map<number, number>();
  const familyMembers = new Map<string, number[]>();
  for (const product of products) {
    const { model, category } = product;
    const productId = Number(
      insertProduct.run(
        product.handle,
        product.title,
        `<p>${escapeHtml(model.blurb)}</p><p>Handmade in Italy by Bottega.</p>`,
        category.productType,
        SHOP_NAME,
        JSON.stringify(product.tags),
        product.createdAt,
        product.createdAt,
        product.updatedAt,
        product.unitsSold,
        `${product.title} | ${SHOP_NAME}`,
        model.blurb,
      ).lastInsertRowid,
    );
    productIds.set(product.handle, productId);
    if (product.family) familyMembers.set(product.family, [...(familyMembers.get(product.family) ?? []), productId]);

    const imageIds = new Map<string, number>();
    product.images.forEach((image, index) => {
      const imageId = Number(
        insertImage.run(
          productId,
          index + 1,
          image.filename,
          image.alt,
          IMAGE_SIZE.width,
          IMAGE_SIZE.height,
          JSON.stringify(image.spec),
          version,
        ).lastInsertRowid,
      );
      imageIds.set(image.filename, imageId);
      if (index === 0) firstImageOf.set(productId, imageId);
    });

    const colourOption = Number(insertOption.run(productId, 1, 'Color').lastInsertRowid);
    product.colours.forEach((houseColour, index) => insertValue.run(colourOption, index + 1, houseColour.name, houseColour.hex));
    const sizeOption = Number(insertOption.run(productId, 2, 'Size').lastInsertRowid);
    product.sizes.forEach((size, index) => insertValue.run(sizeOption, index + 1, size, null));

    product.variants.forEach((variant, index) => {
      insertVariant.run(
        productId,
        index + 1,
        `${variant.colour.name} / ${variant.size}`,
        variant.sku,
        product.priceCents,
        product.compareAtCents,
        variant.inventory,
        variant.policy,
        category.weightGrams,
        imageIds.get(variant.imageFilename) ?? null,
        variant.colour.name,
        variant.size,
        String(800000000000 + productId * 100 + index),
      );
    });

    const metafields: [string, string, string, string][] = [
      [
        'pdp',
        'description',
        'multi_line_text_field',
        `${model.blurb}\n\nEach piece is cut, stitched and finished by hand in our workshop in Florence, then inspected by the artisan who made it.`,
      ],
      ['pdp', 'materials_and_care', 'multi_line_text_field', careText(model.material)],
      ['pdp', 'dimensions', 'single_line_text_field', model.dimensions],
      ['pdp', 'shipping', 'multi_line_text_field', SHIPPING_TEXT],
      ['pdp', 'swatch_color', 'color', product.colours[0].hex],
      ['my_fields', 'style_color', 'single_line_text_field', product.colours.map((entry) => entry.name).join(', ')],
      ['my_fields', 'fabrication', 'single_line_text_field', model.material],
    ];
    if (model.preorder) metafields.push(['custom', 'preorder_note', 'single_line_text_field', model.preorder]);
    for (const [namespace, key, type, value] of metafields) {
      insertMetafield.run('Product', productId, namespace, key, type, value, product.createdAt, product.updatedAt);
    }
  }

  const insertCollection = db.statement(
    'INSERT INTO collections (handle, title, description_html, image_id, updated_at, seo_title, seo_description) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertMember = db.statement('INSERT INTO collection_products (collection_id, product_id, position) VALUES (?, ?, ?)');
  const collectionIds = new Map<string, number>();
  const addCollection = (handle: string, title: string, description: string, members: number[]): void => {
    const collectionId = Number(
      insertCollection.run(
        handle,
        title,
        `<p>${escapeHtml(description)}</p>`,
        firstImageOf.get(members[0]) ?? null,
        stamp,
        `${title} | ${SHOP_NAME}`,
        description,
      ).lastInsertRowid,
    );
    collectionIds.set(handle, collectionId);
    members.forEach((productId, index) => insertMember.run(collectionId, productId, index + 1));
  };
  const idsOf = (list: PlannedProduct[]): number[] => list.map((product) => productIds.get(product.handle)!);

  for (const category of CATEGORIES) {
    addCollection(
      category.key,
      category.title,
      category.description,
      idsOf(products.filter((product) => product.category.key === category.key)),
    );
  }
  const newest = products
    .filter((product) => product.tags.includes('New'))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.handle.localeCompare(b.handle));
  addCollection('new-arrivals', 'New Arrivals', 'The latest pieces from the workshop, added in the last thirty days.', idsOf(newest));
  addCollection(
    'sale',
    'Sale',
    'Selected pieces at reduced prices, while they last.',
    idsOf(products.filter((product) => product.compareAtCents !== null)),
  );
  addCollection('all', 'All Products', 'Everything the house makes.', idsOf(products));
  for (const [family, members] of familyMembers) {
    const first = products.find((product) => product.family === family)!;
    addCollection(family, first.model.title, `${first.model.title} in every colour. ${first.model.blurb}`, members);
    for (const productId of members) {
      insertMetafield.run(
        'Product',
        productId,
        'pdp',
        'swatch_collection',
        'collection_reference',
        `gid://shopify/Collection/${collectionIds.get(family)}`,
        stamp,
        stamp,
      );
    }
  }

  writeMenu(db, collectionIds, productIds);
  writeOnlineStore(db, collectionIds, version);
  writeRedirects(db, productIds);
  writeItalianTranslations(db, products);
  db.statement('INSERT INTO discount_codes (code, percentage, title) VALUES (?, ?, ?)').run(
    WELCOME_CODE,
    10,
    'Benvenuto: 10% off your first order',
  );
  db.statement(
    "INSERT INTO discount_codes (code, percentage, title, value_type, amount, target, minimum_subtotal) VALUES (?, 0, ?, 'fixed_amount', ?, 'order', ?)",
  ).run(THANK_YOU_CODE, 'Grazie: $50 off orders of $500 or more', 5000, 50000);
}

function writeMenu(db: ShopDatabase, collectionIds: Map<string, number>, productIds: Map<string, number>): void {
  const menuId = Number(
    db.statement('INSERT INTO menus (handle, title) VALUES (?, ?)').run('collections-menu', 'Collections').lastInsertRowid,
  );
  const insertItem = db.statement(
    'INSERT INTO menu_items (menu_id, parent_id, position, title, type, url, resource_type, resource_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const entries: [string, string, string[]][] = [
    ['new-arrivals', 'New Arrivals', []],
    ['bags', 'Bags', ['arco-tote', 'luna-shoulder-bag']],
    ['pochettes', 'Pochettes', ['symmetry-pochette-nero']],
    ['wallets', 'Wallets', ['piega-wallet']],
    ['belts', 'Belts', []],
    ['small-leather-goods', 'Small Leather Goods', []],
    ['shoes', 'Shoes', ['mocassino-veneziano']],
    ['ready-to-wear', 'Ready-to-Wear', []],
    ['sale', 'Sale', []],
  ];
  entries.forEach(([handle, title, featured], index) => {
    const collectionId = collectionIds.get(handle)!;
    const parentId = Number(
      insertItem.run(menuId, null, index + 1, title, 'COLLECTION', `/collections/${handle}`, 'Collection', collectionId).lastInsertRowid,
    );
    featured.forEach((productHandle, childIndex) => {
      const productId = productIds.get(productHandle);
      if (productId === undefined) return;
      insertItem.run(
        menuId,
        parentId,
        childIndex + 1,
        titleOf(db, productId),
        'PRODUCT',
        `/products/${productHandle}`,
        'Product',
        productId,
      );
    });
  });
}

function titleOf(db: ShopDatabase, productId: number): string {
  return (db.statement('SELECT title FROM products WHERE id = ?').get(productId) as { title: string }).title;
}

function writeRedirects(db: ShopDatabase, productIds: Map<string, number>): void {
  const cognacVariant = db
    .statement("SELECT id FROM variants WHERE product_id = ? AND option1 = 'Cognac' ORDER BY position LIMIT 1")
    .get(productIds.get('arco-tote') ?? -1) as { id: number } | undefined;
  const redirects: [string, string][] = [
    ['/products/symmetry-pochette', '/products/symmetry-pochette-nero'],
    ['/products/arco-tote-cognac', `/products/arco-tote${cognacVariant ? `?variant=${cognacVariant.id}` : ''}`],
    ['/products/cintura', '/products/cintura-classica'],
    ['/collections/clutches', '/collections/pochettes'],
    ['/collections/accessories', '/collections/small-leather-goods'],
    ['/collections/summer-sale', '/collections/sale'],
    ['/collections/new', '/collections/new-arrivals'],
  ];
  const insert = db.statement('INSERT INTO url_redirects (path, target) VALUES (?, ?)');
  for (const [path, target] of redirects) insert.run(path, target);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const scaleIndex = args.indexOf('--scale');
  const scale = scaleIndex >= 0 ? Number(args[scaleIndex + 1]) : undefined;
  const path = args.find((arg, index) => !arg.startsWith('--') && (scaleIndex < 0 || index !== scaleIndex + 1)) ?? '.data/shop.sqlite';
  const started = performance.now();
  buildShopDatabase(resolve(path), { scale });
  console.log(`shop database written to ${resolve(path)} in ${Math.round(performance.now() - started)} ms`);
}
