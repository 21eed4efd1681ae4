// Plain SQL, applied in order and recorded in schema_migrations. Later modules (customers,
// checkout, outbox) append their own migrations to this list rather than editing earlier ones.
import { catalogueVersionTriggers } from './catalogue-version.ts';
import { ADDRESS_IDS_MIGRATION, CUSTOMERS_MIGRATION } from './customers/migration.ts';
import { ORDERS_MIGRATION } from './checkout/migration.ts';
import { OUTBOX_MIGRATION } from './mail/migration.ts';
import { CUSTOMER_ACCOUNT_MIGRATION } from './customer-account/migration.ts';
import { ONLINE_STORE_MIGRATION } from './online-store/migration.ts';
import { DISCOUNTS_MIGRATION } from './cart/discount-migration.ts';
import { TRANSLATIONS_MIGRATION } from './translations/migration.ts';
import { AGENTS_MIGRATION } from './agents/migration.ts';

export interface Migration {
  name: string;
  sql: string;
}

const catalogue = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
INSERT INTO meta (key, value) VALUES ('catalogue_version', '1');

CREATE TABLE shop (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  currency_code TEXT NOT NULL,
  money_format TEXT NOT NULL,
  reference_date TEXT NOT NULL
);

-- Prices are integer hundredths of the shop currency (USD); markets convert on read.
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description_html TEXT NOT NULL,
  product_type TEXT NOT NULL,
  vendor TEXT NOT NULL,
  tags TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  published_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  units_sold INTEGER NOT NULL DEFAULT 0,
  seo_title TEXT,
  seo_description TEXT
);

CREATE TABLE product_options (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  UNIQUE (product_id, position)
);

CREATE TABLE product_option_values (
  id INTEGER PRIMARY KEY,
  option_id INTEGER NOT NULL REFERENCES product_options(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  swatch_color TEXT,
  swatch_image_id INTEGER,
  UNIQUE (option_id, position)
);

CREATE TABLE images (
  id INTEGER PRIMARY KEY,
  product_id INTEGER REFERENCES products(id) ON DELETE CASCADE,
  collection_id INTEGER,
  position INTEGER NOT NULL,
  filename TEXT NOT NULL UNIQUE,
  alt_text TEXT,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  -- What the photo renderer needs to draw the master on first request (JSON ProductPhotoSpec).
  spec TEXT NOT NULL,
  version INTEGER NOT NULL
);
CREATE INDEX images_product ON images (product_id, position);

CREATE TABLE variants (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  sku TEXT,
  price INTEGER NOT NULL,
  compare_at_price INTEGER,
  inventory INTEGER NOT NULL,
  -- 'continue' keeps selling past zero (preorders); 'deny' stops at zero.
  inventory_policy TEXT NOT NULL DEFAULT 'deny',
  weight REAL,
  weight_unit TEXT NOT NULL DEFAULT 'GRAMS',
  requires_shipping INTEGER NOT NULL DEFAULT 1,
  image_id INTEGER REFERENCES images(id),
  option1 TEXT,
  option2 TEXT,
  option3 TEXT,
  barcode TEXT
);
CREATE INDEX variants_product ON variants (product_id, position);

CREATE TABLE metafields (
  id INTEGER PRIMARY KEY,
  owner_type TEXT NOT NULL,
  owner_id INTEGER NOT NULL,
  namespace TEXT NOT NULL,
  key TEXT NOT NULL,
  type TEXT NOT NULL,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (owner_type, owner_id, namespace, key)
);

CREATE TABLE collections (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description_html TEXT NOT NULL,
  image_id INTEGER,
  updated_at TEXT NOT NULL,
  seo_title TEXT,
  seo_description TEXT
);

CREATE TABLE collection_products (
  collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (collection_id, product_id)
);

CREATE TABLE menus (id INTEGER PRIMARY KEY, handle TEXT NOT NULL UNIQUE, title TEXT NOT NULL);
CREATE TABLE menu_items (
  id INTEGER PRIMARY KEY,
  menu_id INTEGER NOT NULL REFERENCES menus(id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES menu_items(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  type TEXT NOT NULL,
  url TEXT,
  resource_type TEXT,
  resource_id INTEGER,
  tags TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE url_redirects (id INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE, target TEXT NOT NULL);

CREATE TABLE discount_codes (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  percentage REAL NOT NULL,
  title TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1
);

-- Any write to the catalogue bumps the version, so an in-memory index rebuilds on the next read.
${catalogueVersionTriggers('variants', ['UPDATE', 'INSERT', 'DELETE'])}${catalogueVersionTriggers('products', ['UPDATE', 'DELETE'])}`;

const carts = `
CREATE TABLE carts (
  token TEXT PRIMARY KEY,
  key TEXT NOT NULL,
  country_code TEXT NOT NULL,
  language_code TEXT NOT NULL,
  note TEXT,
  email TEXT,
  phone TEXT,
  -- Filled by the customer-accounts module when a customerAccessToken is given.
  customer_id INTEGER,
  attributes TEXT NOT NULL DEFAULT '[]',
  discount_codes TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE cart_lines (
  id TEXT PRIMARY KEY,
  cart_token TEXT NOT NULL REFERENCES carts(token) ON DELETE CASCADE,
  variant_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  attributes TEXT NOT NULL DEFAULT '[]',
  position INTEGER NOT NULL
);
CREATE INDEX cart_lines_cart ON cart_lines (cart_token, position);
`;

export const MIGRATIONS: Migration[] = [
  { name: '001_catalogue', sql: catalogue },
  { name: '002_carts', sql: carts },
  { name: '010_customers', sql: CUSTOMERS_MIGRATION },
  { name: '011_orders', sql: ORDERS_MIGRATION },
  { name: '012_outbox', sql: OUTBOX_MIGRATION },
  { name: '013_online_store', sql: ONLINE_STORE_MIGRATION },
  { name: '014_discounts', sql: DISCOUNTS_MIGRATION },
  { name: '015_customer_account', sql: CUSTOMER_ACCOUNT_MIGRATION },
  { name: '016_customer_address_ids', sql: ADDRESS_IDS_MIGRATION },
  { name: '017_translations', sql: TRANSLATIONS_MIGRATION },
  { name: '021_agents', sql: AGENTS_MIGRATION },
];
