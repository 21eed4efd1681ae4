// The hostile suite (tests/support/hostile-requests.ts) at full size, run several times in a row
// against one shop: about 5,000 requests a run (every route and form sent the wrong way, raw
// request heads, a burst of 50 HEADs on each main page). Prints each run's answers by status, its
// 5xx and echoed markup; the same seed every run, so a failure names a request anyone can resend.
//
//   npm run build && node bench/hostile.ts [--runs 3] [--count 4700] [--url http://localhost:3000]
//
// With --url it runs against a shop already started with `npm start` (its emulators' demo data);
// without, it starts one the way `npm start` does, with fresh emulator data.
import { parseArgs } from 'node:util';
import { startBenchStorefront } from './support.ts';
import { runHostile, signedInCookie } from '../tests/support/hostile-requests.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    count: { type: 'string', default: '4700' },
    seed: { type: 'string', default: '20261123' },
    url: { type: 'string' },
  },
});

const started = args.url ? null : await startBenchStorefront();
const url = args.url ?? started!.url;
// One sign-in for every run: the runs themselves fail sign-ins by the hundred, and the shop then slows this client.
const cookie = await signedInCookie(url);
let faulty = 0;
try {
  for (let run = 1; run <= Number(args.runs); run++) {
    const begun = performance.now();
    const result = await runHostile(url, { seed: Number(args.seed), count: Number(args.count), cookie });
    const seconds = (performance.now() - begun) / 1000;
    console.log(
      `run ${run}: ${result.sent} requests in ${seconds.toFixed(1)} s, ${result.failures.length} 5xx or unanswered, ${result.echoes.length} echoes`,
    );
    console.log(
      `  by status: ${Object.entries(result.byStatus)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ')}`,
    );
    for (const line of [...result.failures, ...result.echoes].slice(0, 20)) console.log(`  ${line}`);
    faulty += result.failures.length + result.echoes.length;
  }
} finally {
  await started?.close();
}
process.exitCode = faulty ? 1 : 0;
