// Writes the shop's Italian translations (italian.ts) into the translations table, the way a
// merchant's translation app fills Shopify's Translations API: per resource and translatable key.
// Runs after the catalogue, menu and collections exist, and reads their row ids back.
import type { ShopDatabase } from '../../shopify/db.ts';
import type { TranslatableType } from '../../shopify/translations/localize.ts';
import { escapeHtml } from '../../shopify/mail/html.ts';
import type { PlannedProduct } from './plan.ts';
import { CATEGORIES, MODELS } from './models.ts';
import {
  CATEGORY_COPY,
  COLLECTION_COPY,
  ITALIAN_LOCALE,
  LINK_COPY,
  MATERIAL_COPY,
  MENU_COPY,
  OPTION_NAMES,
  OPTION_VALUES,
  PREORDER_COPY,
  SHIPPING_COPY,
  careCopy,
  copyOf,
  descriptionHtmlCopy,
  familyDescription,
  pdpDescriptionCopy,
} from './italian.ts';

const SHOP_NAME = 'Bottega';

export function writeItalianTranslations(db: ShopDatabase, products: PlannedProduct[]): void {
  const insert = db.statement('INSERT INTO translations (resource_type, resource_id, locale, key, value) VALUES (?, ?, ?, ?, ?)');
  const put = (type: TranslatableType, id: number, key: string, value: string | undefined) => {
    if (value !== undefined) insert.run(type, id, ITALIAN_LOCALE, key, value);
  };
  const productTitles = new Map<number, string>();

  for (const product of products) {
    const copy = copyOf(product.model);
    if (!copy) continue;
    const { id } = db.statement('SELECT id FROM products WHERE handle = ?').get(product.handle) as { id: number };
    // The model's name leads the title; a colour or a numbered copy follows it unchanged.
    const title = copy.title + product.title.slice(product.model.title.length);
    productTitles.set(id, title);
    put('PRODUCT', id, 'title', title);
    put('PRODUCT', id, 'body_html', descriptionHtmlCopy(escapeHtml(copy.blurb)));
    put('PRODUCT', id, 'product_type', CATEGORY_COPY[product.category.key].productType);
    put('PRODUCT', id, 'meta_title', `${title} | ${SHOP_NAME}`);
    put('PRODUCT', id, 'meta_description', copy.blurb);

    for (const option of db.statement('SELECT id, name FROM product_options WHERE product_id = ?').all(id) as {
      id: number;
      name: string;
    }[]) {
      put('PRODUCT_OPTION', option.id, 'name', OPTION_NAMES[option.name]);
      for (const value of db.statement('SELECT id, name FROM product_option_values WHERE option_id = ?').all(option.id) as {
        id: number;
        name: string;
      }[])
        put('PRODUCT_OPTION_VALUE', value.id, 'name', OPTION_VALUES[value.name]);
    }

    const metafieldCopy: Record<string, (value: string) => string | undefined> = {
      'pdp.description': () => pdpDescriptionCopy(copy.blurb),
      'pdp.materials_and_care': () => careCopy(product.model.material),
      'pdp.dimensions': () => copy.dimensions,
      'pdp.shipping': () => SHIPPING_COPY,
      'my_fields.fabrication': (value) => MATERIAL_COPY[value],
      'custom.preorder_note': (value) => PREORDER_COPY[value],
    };
    const metafields = db
      .statement("SELECT id, namespace, key, value FROM metafields WHERE owner_type = 'Product' AND owner_id = ?")
      .all(id) as { id: number; namespace: string; key: string; value: string }[];
    for (const metafield of metafields)
      put('METAFIELD', metafield.id, 'value', metafieldCopy[`${metafield.namespace}.${metafield.key}`]?.(metafield.value));
  }

  const collectionTitles = new Map<number, string>();
  for (const row of db.statement('SELECT id, handle FROM collections ORDER BY id').all() as { id: number; handle: string }[]) {
    const category = CATEGORIES.find((entry) => entry.key === row.handle);
    const family = MODELS.find((model) => model.split && model.handle === row.handle);
    const familyCopy = family ? copyOf(family) : null;
    const copy = category
      ? CATEGORY_COPY[category.key]
      : familyCopy
        ? { title: familyCopy.title, description: familyDescription(familyCopy.title, familyCopy.blurb) }
        : COLLECTION_COPY[row.handle];
    if (!copy) continue;
    collectionTitles.set(row.id, copy.title);
    put('COLLECTION', row.id, 'title', copy.title);
    put('COLLECTION', row.id, 'body_html', `<p>${escapeHtml(copy.description)}</p>`);
    put('COLLECTION', row.id, 'meta_title', `${copy.title} | ${SHOP_NAME}`);
    put('COLLECTION', row.id, 'meta_description', copy.description);
  }

  for (const menu of db.statement('SELECT id, handle FROM menus').all() as { id: number; handle: string }[])
    put('MENU', menu.id, 'title', MENU_COPY[menu.handle]);
  const links = db.statement('SELECT id, title, resource_type, resource_id FROM menu_items').all() as {
    id: number;
    title: string;
    resource_type: string | null;
    resource_id: number | null;
  }[];
  for (const link of links) {
    const titles = link.resource_type === 'Product' ? productTitles : link.resource_type === 'Collection' ? collectionTitles : null;
    put('LINK', link.id, 'title', titles ? titles.get(link.resource_id!) : LINK_COPY[link.title]);
  }
}
