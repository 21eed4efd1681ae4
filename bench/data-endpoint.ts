// Latency of the data endpoint /api/shopify on the production build: a stored query (checked, then
// forwarded to the Shopify emulator), a refused one (the check alone) and a body near the 64 KB cap
// (the parser's worst case). Also prints the status the comment-smuggling payload gets.
// Figures, not pass/fail. Run after `npm run build`: node bench/data-endpoint.ts [iterations]
import { percentile, startBenchStorefront } from './support.ts';
import { PREDICTIVE_SEARCH_QUERY } from '../app/graphql/search.ts';

const ITERATIONS = Number(process.argv[2] ?? 300);
const WARMUP = 30;

const storefront = await startBenchStorefront();
const post = (body: unknown) =>
  fetch(`${storefront.url}/api/shopify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });

const variables = { term: 'bag', limit: 6 };
const cases: Array<[string, unknown]> = [
  ['stored query, forwarded', { query: PREDICTIVE_SEARCH_QUERY, variables }],
  ['one extra field, refused', { query: PREDICTIVE_SEARCH_QUERY.replace('title', 'title vendor'), variables }],
  ['60 KB of selections, refused', { query: `query PredictiveSearch { ${'shop { name } '.repeat(4_600)} }`, variables }],
];

try {
  const smuggled = PREDICTIVE_SEARCH_QUERY.replace(
    'products {',
    'products { #\rid }} shop { name } x: predictiveSearch(query: $term) { products {',
  );
  console.log(`comment-smuggled text (#...\\r): HTTP ${await post({ query: smuggled, variables })}`);
  for (const [name, body] of cases) {
    for (let i = 0; i < WARMUP; i++) await post(body);
    const times: number[] = [];
    let status = 0;
    for (let i = 0; i < ITERATIONS; i++) {
      const started = performance.now();
      status = await post(body);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(30)} HTTP ${status}  p50 ${percentile(times, 50).toFixed(2)} ms  p95 ${percentile(times, 95).toFixed(2)} ms`,
    );
  }
} finally {
  await storefront.close();
}
