// What a market's address costs: p50 and p95 per page at the default market's address, at an
// offered market's (/it-it/: the shop's Localization is asked, one cached lookup per request, and the
// market's own request handler answers) and at a prefix the shop does not offer (/zz-zz/: the same
// lookup, then the default market's handler, where the page is not found). Each request has a query
// parameter of its own, so what is measured is rendering, never the page cache. Requests alternate
// between the three so the machine's noise falls on each alike.
//   npm run build && node bench/market-latency.ts [requests=40]
import { percentile, startBenchStorefront } from './support.ts';

const requests = Number(process.argv[2] ?? 40);
const PAGES = ['/', '/products/arco-tote', '/_root.data', '/cart'];
const PREFIXES: Record<string, string> = { default: '', 'offered /it-it': '/it-it', 'refused /zz-zz': '/zz-zz' };

const storefront = await startBenchStorefront();
console.log(`${requests} requests per page and address`);
console.log('page'.padEnd(22), 'address'.padEnd(16), 'p50 ms'.padEnd(10), 'p95 ms'.padEnd(10), 'statuses');
try {
  for (const path of PAGES) {
    const times = new Map<string, number[]>(Object.keys(PREFIXES).map((name) => [name, []]));
    const statuses = new Map<string, Set<number>>(Object.keys(PREFIXES).map((name) => [name, new Set()]));
    let round = 0;
    const once = async (name: string) => {
      const url = `${storefront.url}${PREFIXES[name]}${path}?bench=${round++}`;
      const started = performance.now();
      const response = await fetch(url);
      await response.text();
      statuses.get(name)!.add(response.status);
      return performance.now() - started;
    };
    for (const name of Object.keys(PREFIXES)) await once(name); // warm-up, fills the sub-request cache
    for (let i = 0; i < requests; i++) for (const name of Object.keys(PREFIXES)) times.get(name)!.push(await once(name));
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
