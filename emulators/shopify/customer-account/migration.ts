// The Customer Account API's sign-in state: hosted sign-in flows waiting for their one-time code,
// authorization codes waiting for the token call, and the token pairs a sign-in hands out. Every
// secret is kept as a SHA-256 digest, as the legacy tokens are.
export const CUSTOMER_ACCOUNT_MIGRATION = `
CREATE TABLE customer_account_flows (
  id TEXT PRIMARY KEY,
  params TEXT NOT NULL,
  email TEXT,
  code_digest TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT NOT NULL
);

CREATE TABLE customer_account_codes (
  code_digest TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  client_id TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  nonce TEXT,
  used_at TEXT,
  expires_at TEXT NOT NULL
);

CREATE TABLE customer_account_sessions (
  id TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  client_id TEXT NOT NULL,
  access_digest TEXT NOT NULL UNIQUE,
  access_expires_at TEXT NOT NULL,
  refresh_digest TEXT NOT NULL UNIQUE,
  refresh_expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX customer_account_sessions_customer ON customer_account_sessions (customer_id);
`;
