// `npm run seed`: throws away the local shop's data (orders, customers, carts, cached images) and
// rebuilds the demo catalogue and content from scratch.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from '../config.ts';
import { ensureSeed } from '../server.ts';

const config = readConfig();
for (const name of ['shop.sqlite', 'shop.sqlite-wal', 'shop.sqlite-shm', 'content.ndjson', 'content-images.json', 'images']) {
  rmSync(join(config.dataDir, name), { recursive: true, force: true });
}
const { shopDb, dataset } = ensureSeed(config);
console.log(`Seeded ${shopDb} and ${dataset}`);
