// Tables of the legacy customer accounts: customers, their addresses and the tokens they hold.
// Tokens are stored as SHA-256 digests, so a copy of the database does not hand out sessions.

/** An address's own columns, the same in the first table and in its rebuild below. */
const ADDRESS_COLUMNS = `  first_name TEXT,
  last_name TEXT,
  company TEXT,
  address1 TEXT,
  address2 TEXT,
  city TEXT,
  province TEXT,
  province_code TEXT,
  country TEXT,
  country_code TEXT,
  zip TEXT,
  phone TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
`;

export const CUSTOMERS_MIGRATION = `
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT,
  last_name TEXT,
  phone TEXT UNIQUE,
  accepts_marketing INTEGER NOT NULL DEFAULT 0,
  tags TEXT NOT NULL DEFAULT '[]',
  -- 'enabled' can sign in; 'invited' and 'disabled' have no usable password until activated.
  state TEXT NOT NULL DEFAULT 'enabled',
  password_hash TEXT,
  default_address_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE customer_addresses (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
${ADDRESS_COLUMNS});
CREATE INDEX customer_addresses_customer ON customer_addresses (customer_id, id);

CREATE TABLE customer_access_tokens (
  id INTEGER PRIMARY KEY,
  token_digest TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX customer_access_tokens_customer ON customer_access_tokens (customer_id);

-- Password-reset and account-activation tokens: single use, with an expiry.
CREATE TABLE customer_link_tokens (
  id INTEGER PRIMARY KEY,
  token_digest TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX customer_link_tokens_customer ON customer_link_tokens (customer_id, purpose);
`;

// Shopify never gives a deleted address's id to a new one; a plain INTEGER PRIMARY KEY reuses the
// highest id once its row is gone, so a client holding the old id would edit someone's new address.
// AUTOINCREMENT keeps ids rising; SQLite can only add it by rebuilding the table.
export const ADDRESS_IDS_MIGRATION = `
CREATE TABLE customer_addresses_rebuilt (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
${ADDRESS_COLUMNS});
INSERT INTO customer_addresses_rebuilt SELECT * FROM customer_addresses;
DROP TABLE customer_addresses;
ALTER TABLE customer_addresses_rebuilt RENAME TO customer_addresses;
CREATE INDEX customer_addresses_customer ON customer_addresses (customer_id, id);
`;
