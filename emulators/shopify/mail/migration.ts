// The customer mail outbox: every message the shop "sends" lands here for people and tests to read.
export const OUTBOX_MIGRATION = `
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT NOT NULL,
  links TEXT NOT NULL DEFAULT '[]',
  customer_id INTEGER,
  created_at TEXT NOT NULL
);
`;
