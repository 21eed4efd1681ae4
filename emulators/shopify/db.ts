// The shop's one SQLite database. Every module that reads or writes shop data goes through
// `openShopDatabase`, so migrations run once and mutations share one transaction helper.
import { DatabaseSync } from 'node:sqlite';
import type { StatementSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATIONS } from './migrations.ts';

export interface ShopDatabase {
  readonly sqlite: DatabaseSync;
  /** Prepared statements are cached by their SQL text; preparing costs more than running. */
  statement(sql: string): StatementSync;
  /**
   * Runs `work` inside BEGIN IMMEDIATE ... COMMIT. Node's sqlite is synchronous, so within one
   * process the transaction cannot interleave with another request; IMMEDIATE also keeps a second
   * process (the seed builder, a test) from writing half-way through.
   */
  transaction<T>(work: () => T): T;
  close(): void;
}

export function openShopDatabase(path: string): ShopDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new DatabaseSync(path);
  sqlite.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;');
  migrate(sqlite);
  const statements = new Map<string, StatementSync>();
  let depth = 0;
  return {
    sqlite,
    statement(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    transaction(work) {
      // Nested calls join the outer transaction, so helpers can be composed freely.
      if (depth > 0) return work();
      sqlite.exec('BEGIN IMMEDIATE');
      depth++;
      try {
        const result = work();
        sqlite.exec('COMMIT');
        return result;
      } catch (error) {
        sqlite.exec('ROLLBACK');
        throw error;
      } finally {
        depth--;
      }
    },
    close() {
      statements.clear();
      if (sqlite.isOpen) sqlite.close();
    },
  };
}

function migrate(sqlite: DatabaseSync): void {
  sqlite.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set((sqlite.prepare('SELECT name FROM schema_migrations').all() as { name: string }[]).map((row) => row.name));
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.name)) continue;
    sqlite.exec('BEGIN IMMEDIATE');
    try {
      // Another process may have migrated between our read and our lock.
      const done = sqlite.prepare('SELECT 1 FROM schema_migrations WHERE name = ?').get(migration.name);
      if (!done) {
        sqlite.exec(migration.sql);
        sqlite.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(migration.name, new Date().toISOString());
      }
      sqlite.exec('COMMIT');
    } catch (error) {
      sqlite.exec('ROLLBACK');
      throw error;
    }
  }
}

/** A version number that triggers bump on every catalogue write, so in-memory indexes know when to reload. */
export function catalogueVersion(db: ShopDatabase): number {
  const row = db.statement("SELECT value FROM meta WHERE key = 'catalogue_version'").get() as { value: string } | undefined;
  return row ? Number(row.value) : 0;
}
