// The catalogue's version (meta.catalogue_version) rises with every write to a table the
// in-memory indexes read (db.ts `catalogueVersion`), so they know when to reload.

type Write = 'INSERT' | 'UPDATE' | 'DELETE';

/** SQLite triggers that bump the catalogue's version after each of `writes` on `table`. */
export function catalogueVersionTriggers(table: string, writes: Write[]): string {
  return writes
    .map(
      (write) => `CREATE TRIGGER ${table}_version_${write.toLowerCase()} AFTER ${write} ON ${table} BEGIN
  UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue_version';
END;
`,
    )
    .join('');
}
