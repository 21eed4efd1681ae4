// Status and time of each page while the content service (Sanity) refuses connections: on a cold
// storefront (nothing cached), and after the pages were read once with Sanity up (a warm cache);
// then with a Sanity that accepts connections and never answers (the per-attempt timeout).
//   npm run build && node bench/content-outage.ts
// BOTTEGA_BUILD_DIR=<another build> compares a build before a change with the current one.
import { createServer, type Socket } from 'node:net';
import { startBenchStorefront } from './support.ts';
import { freePort } from '../scripts/free-port.ts';
import { startClosableProxy } from '../tests/support/closable-proxy.ts';

const PAGES = ['/', '/collections/bags', '/products/arco-tote', '/search?q=tote', '/cart', '/account/login', '/about', '/lookbooks'];
/** Read with Sanity up in the warm run; /about and /lookbooks stay uncached there. */
const WARMED = PAGES.slice(0, 6);

async function startWithSanityBehindProxy() {
  const emulatorPort = await freePort();
  const sanity = await startClosableProxy(emulatorPort);
  const running = await startWithSanityAt(sanity.url, emulatorPort);
  return { sanity, ...running };
}

async function startWithSanityAt(apiHost: string, emulatorPort: number) {
  // Sanity counts as a real service here, so the storefront needs a session secret of its own.
  const running = await startBenchStorefront({
    EMULATOR_PORT: String(emulatorPort),
    SANITY_PROJECT_ID: 'bottega',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: apiHost,
    SESSION_SECRET: 'bench-secret-for-a-real-sanity',
  });
  return { url: running.url, close: running.close };
}

async function timed(url: string) {
  const started = performance.now();
  const response = await fetch(url, { redirect: 'manual' });
  await response.text();
  return `${response.status} ${(performance.now() - started).toFixed(0).padStart(5)} ms`;
}

async function report(title: string, url: string) {
  console.log(`\n${title}`);
  console.log('page'.padEnd(22), 'first'.padEnd(14), 'again');
  for (const path of PAGES) console.log(path.padEnd(22), (await timed(url + path)).padEnd(14), await timed(url + path));
}

const cold = await startWithSanityBehindProxy();
try {
  await cold.sanity.down();
  await report('Sanity cutting every connection, cold storefront', cold.url);
} finally {
  await cold.close();
  await cold.sanity.close();
}

const warm = await startWithSanityBehindProxy();
try {
  for (const path of WARMED) await (await fetch(warm.url + path)).text();
  await warm.sanity.down();
  await report(`Sanity cutting every connection after ${WARMED.join(' ')} were read`, warm.url);
} finally {
  await warm.close();
  await warm.sanity.close();
}

const sockets = new Set<Socket>();
const silent = createServer((socket) => {
  sockets.add(socket);
  socket.on('error', () => {});
});
const silentPort = await freePort();
await new Promise<void>((resolve) => silent.listen(silentPort, '127.0.0.1', resolve));
const slow = await startWithSanityAt(`http://127.0.0.1:${silentPort}`, await freePort());
try {
  await report('Sanity accepting connections and never answering, cold storefront', slow.url);
} finally {
  await slow.close();
  for (const socket of sockets) socket.destroy();
  silent.close();
}
