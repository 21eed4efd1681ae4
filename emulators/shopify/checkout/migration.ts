// Orders placed on the checkout host (and the seeded history). Amounts are integer hundredths of
// the order's own currency: an order keeps the prices the shopper paid, whatever the rates do later.
export const ORDERS_MIGRATION = `
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  number INTEGER NOT NULL UNIQUE,
  token TEXT NOT NULL UNIQUE,
  cart_token TEXT UNIQUE,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  email TEXT,
  phone TEXT,
  currency_code TEXT NOT NULL,
  country_code TEXT NOT NULL,
  language_code TEXT NOT NULL DEFAULT 'EN',
  subtotal INTEGER NOT NULL,
  total_discount INTEGER NOT NULL DEFAULT 0,
  total_shipping INTEGER NOT NULL DEFAULT 0,
  total_tax INTEGER NOT NULL DEFAULT 0,
  taxes_included INTEGER NOT NULL DEFAULT 0,
  total INTEGER NOT NULL,
  discount_codes TEXT NOT NULL DEFAULT '[]',
  financial_status TEXT NOT NULL,
  fulfillment_status TEXT NOT NULL,
  shipping_address TEXT,
  billing_address TEXT,
  card_last4 TEXT,
  -- Query parameters that reached the checkout URL (utm_*, nb_klid, _kx, ...), as a JSON object.
  landing_params TEXT NOT NULL DEFAULT '{}',
  landing_url TEXT,
  processed_at TEXT NOT NULL,
  canceled_at TEXT,
  cancel_reason TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX orders_customer ON orders (customer_id, processed_at);

CREATE TABLE order_lines (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  variant_id INTEGER,
  title TEXT NOT NULL,
  variant_title TEXT,
  sku TEXT,
  quantity INTEGER NOT NULL,
  unit_price INTEGER NOT NULL,
  discount INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX order_lines_order ON order_lines (order_id, position);

CREATE TABLE fulfillments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'success',
  tracking_company TEXT,
  -- JSON array of {number, url}.
  tracking TEXT NOT NULL DEFAULT '[]',
  -- JSON array of {lineId, quantity}.
  lines TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL
);
CREATE INDEX fulfillments_order ON fulfillments (order_id);
`;
