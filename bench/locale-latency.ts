// What checking the locale cookie against the shop costs: p50 and p95 per page with no
// locale cookie, with one the shop offers (IT-EN: one cached localization lookup per request) and
// with one it does not (IT-ZZ: the lookup, then the default locale and a cleared cookie). Requests
// alternate between the three so the machine's noise falls on each alike.
//   npm run build && node bench/locale-latency.ts [requests=40]
import { percentile, startBenchStorefront } from './support.ts';

const requests = Number(process.argv[2] ?? 40);
const PAGES = ['/', '/products/arco-tote', '/_root.data', '/cart'];
const COOKIES: Record<string, string | null> = {
  none: null,
  'offered IT-EN': 'bottega_locale=IT-EN',
  'refused IT-ZZ': 'bottega_locale=IT-ZZ',
};

const storefront = await startBenchStorefront();
console.log(`${requests} requests per page and cookie`);
console.log('page'.padEnd(22), 'cookie'.padEnd(16), 'p50 ms'.padEnd(10), 'p95 ms'.padEnd(10), 'statuses');
try {
  for (const path of PAGES) {
    const times = new Map<string, number[]>(Object.keys(COOKIES).map((name) => [name, []]));
    const statuses = new Map<string, Set<number>>(Object.keys(COOKIES).map((name) => [name, new Set()]));
    const once = async (name: string) => {
      const cookie = COOKIES[name];
      const started = performance.now();
      const response = await fetch(`${storefront.url}${path}`, { headers: cookie ? { cookie } : {} });
      await response.text();
      statuses.get(name)!.add(response.status);
      return performance.now() - started;
    };
    for (const name of Object.keys(COOKIES)) await once(name); // warm-up, fills the sub-request cache
    for (let i = 0; i < requests; i++) for (const name of Object.keys(COOKIES)) times.get(name)!.push(await once(name));
    for (const [name, list] of times) {
      list.sort((a, b) => a - b);
      console.log(
        path.padEnd(22),
        name.padEnd(16),
        percentile(list, 50).toFixed(1).padEnd(10),
        percentile(list, 95).toFixed(1).padEnd(10),
        [...statuses.get(name)!].join(','),
      );
    }
  }
} finally {
  await storefront.close();
}
