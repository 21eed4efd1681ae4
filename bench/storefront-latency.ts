// Server response times of the built storefront in workerd against the emulators: p50 and p95 per
// page over N sequential requests after a warm-up (Hydrogen's sub-request cache is on, as in production).
//   npm run build && node bench/storefront-latency.ts [requests=40]
import { BENCH_PAGES, percentile, startBenchStorefront } from './support.ts';

const requests = Number(process.argv[2] ?? 40);
const storefront = await startBenchStorefront();
console.log(`${requests} requests per page`);
console.log('page'.padEnd(22), 'p50 ms'.padEnd(10), 'p95 ms'.padEnd(10), 'first ms');
try {
  for (const path of BENCH_PAGES) {
    const url = `${storefront.url}${path}`;
    const first = performance.now();
    await (await fetch(url)).text();
    const firstMs = performance.now() - first;
    const times: number[] = [];
    for (let i = 0; i < requests; i++) {
      const started = performance.now();
      const response = await fetch(url);
      await response.text();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      path.padEnd(22),
      percentile(times, 50).toFixed(1).padEnd(10),
      percentile(times, 95).toFixed(1).padEnd(10),
      firstMs.toFixed(0),
    );
  }
} finally {
  await storefront.close();
}
