// The outbox: messages are written here instead of being sent, newest read first.
import type { ShopDatabase } from '../db.ts';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  customerId?: number | null;
}

export interface StoredMail extends OutgoingMail {
  id: number;
  createdAt: string;
}

interface MailRow {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  links: string;
  customer_id: number | null;
  created_at: string;
}

function toMail(row: MailRow): StoredMail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: JSON.parse(row.links) as string[],
    customerId: row.customer_id,
    createdAt: row.created_at,
  };
}

export function sendMail(db: ShopDatabase, mail: OutgoingMail, now: Date): number {
  return Number(
    db
      .statement(
        'INSERT INTO outbox (kind, to_address, subject, text, html, links, customer_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(mail.kind, mail.to, mail.subject, mail.text, mail.html, JSON.stringify(mail.links), mail.customerId ?? null, now.toISOString())
      .lastInsertRowid,
  );
}

export function listMail(db: ShopDatabase, filter: { to?: string | null; limit?: number } = {}): StoredMail[] {
  const limit = Math.min(Math.max(filter.limit ?? 100, 1), 500);
  const rows = filter.to
    ? db.statement('SELECT * FROM outbox WHERE to_address = ? COLLATE NOCASE ORDER BY id DESC LIMIT ?').all(filter.to, limit)
    : db.statement('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit);
  return (rows as unknown as MailRow[]).map(toMail);
}

export function mailById(db: ShopDatabase, id: number): StoredMail | null {
  const row = db.statement('SELECT * FROM outbox WHERE id = ?').get(id) as MailRow | undefined;
  return row ? toMail(row) : null;
}
