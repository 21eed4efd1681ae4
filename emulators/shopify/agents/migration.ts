// What the agent endpoints keep beside the shop's own data: the agent clients a merchant granted
// (Shopify's Dev Dashboard credentials stand-in), the checkout sessions agents open over the
// shop's carts, and the answers to idempotent calls. The key that signs access tokens is made
// once per data folder.
export const AGENTS_MIGRATION = `
CREATE TABLE agent_clients (
  client_id TEXT PRIMARY KEY,
  secret_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  -- Space-separated OAuth scopes.
  scopes TEXT NOT NULL,
  -- The agent profile URL the client may act for; any when null.
  profile TEXT,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);

CREATE TABLE agent_checkouts (
  id TEXT PRIMARY KEY,
  -- Who opened it: client:{client_id} or profile:{url}; no one else can read or change it.
  owner TEXT NOT NULL,
  cart_token TEXT NOT NULL,
  -- open, complete_in_progress, completed or canceled; what an open one needs is worked out on read.
  state TEXT NOT NULL DEFAULT 'open',
  buyer TEXT NOT NULL DEFAULT '{}',
  shipping_address TEXT,
  order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX agent_checkouts_cart ON agent_checkouts (cart_token);
CREATE INDEX agent_checkouts_order ON agent_checkouts (order_id);

CREATE TABLE agent_idempotency (
  owner TEXT NOT NULL,
  operation TEXT NOT NULL,
  key TEXT NOT NULL,
  digest TEXT NOT NULL,
  response TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (owner, operation, key)
);

INSERT INTO meta (key, value) VALUES ('agent_token_secret', lower(hex(randomblob(32))));
`;
