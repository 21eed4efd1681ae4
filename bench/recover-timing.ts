// Does password recovery take as long for an email with no account as for one with an account? An
// answer that is identical in words but not in time still tells which emails are customers. Prints
// p50 and p95 of each over N alternating requests, each from its own loopback client so that no
// attempt limit is reached. Figures, not pass/fail.
//   npm run build && node bench/recover-timing.ts [requests=40]
import { percentile, startBenchStorefront } from './support.ts';
import { fetchFrom } from '../tests/support/loopback-fetch.ts';

const requests = Number(process.argv[2] ?? 40);
const storefront = await startBenchStorefront();
const KNOWN = ['giulia@example.com', 'james@example.com'];

async function timeRecover(email: string, client: number): Promise<{ ms: number; status: number }> {
  const send = fetchFrom(`127.0.${Math.floor(client / 250) + 1}.${(client % 250) + 2}`);
  const started = performance.now();
  const response = await send(new URL('/account/recover', storefront.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }),
  });
  await response.text();
  return { ms: performance.now() - started, status: response.status };
}

try {
  const known: number[] = [];
  const unknown: number[] = [];
  const statuses = new Set<string>();
  for (let i = 0; i < requests + 4; i++) {
    const a = await timeRecover(KNOWN[i % KNOWN.length], 2 * i);
    const b = await timeRecover(`nobody.${i}@example.com`, 2 * i + 1);
    statuses.add(`known ${a.status}, unknown ${b.status}`);
    // The first few warm the worker and the emulator up.
    if (i >= 4) {
      known.push(a.ms);
      unknown.push(b.ms);
    }
  }
  known.sort((x, y) => x - y);
  unknown.sort((x, y) => x - y);
  console.log(`${requests} recoveries each; statuses: ${[...statuses].join('; ')}`);
  console.log('email'.padEnd(12), 'p50 ms'.padEnd(10), 'p95 ms');
  console.log('known'.padEnd(12), percentile(known, 50).toFixed(1).padEnd(10), percentile(known, 95).toFixed(1));
  console.log('unknown'.padEnd(12), percentile(unknown, 50).toFixed(1).padEnd(10), percentile(unknown, 95).toFixed(1));
} finally {
  await storefront.close();
}
