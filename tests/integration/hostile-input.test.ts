// The production build, served the way `npm start` serves it (the front door, then workerd), takes
// thousands of hostile requests without a 5xx, without echoing any markup it was sent, and without a
// stack trace in its log: every route and form sent the wrong way, raw request lines no client
// library sends (`GET *`, unknown methods, broken framing), and a burst of 50 HEADs on each main
// page. Deterministic: one seed, one list (tests/support/hostile-requests.ts). `bench/hostile.ts`
// runs the same suite, larger, against `npm start`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { HEAD_BURST, HEAD_BURST_PAGES, rawRequests, runHostile, signedInCookie } from '../support/hostile-requests.ts';

const SEED = 20_261_123;
/** Drawn requests: with the raw heads and the HEAD bursts, about a minute on two cores. */
const COUNT = 2_500;

let storefront: Awaited<ReturnType<typeof startStorefront>>;
const log: string[] = [];

beforeAll(async () => {
  // A configured public address, so that a Host header has nothing to say about the shop's URLs.
  storefront = await startStorefront({ PUBLIC_SITE_URL: 'https://bottega.example' }, { log: (line) => log.push(line) });
});
afterAll(async () => {
  await storefront?.close();
});

describe('hostile input', () => {
  it('answers every request below 500, echoes no markup and logs no stack trace', async () => {
    const logBefore = log.length;
    const run = await runHostile(storefront.url, { seed: SEED, count: COUNT, cookie: await signedInCookie(storefront.url) });
    console.log(`${run.sent} hostile requests by status:`, run.byStatus);
    expect(run.sent).toBe(COUNT + HEAD_BURST * HEAD_BURST_PAGES.length + rawRequests().length);

    const runLog = log.slice(logBefore);
    const stackLines = runLog.filter((line) => /^\s+at\s/.test(line));
    const firstErrors = runLog.filter((line, index) => !/^\s+at\s/.test(line) && /^\s+at\s/.test(runLog[index + 1] ?? '')).slice(0, 20);
    // workerd's own report of an exception that escaped a worker (its 500 may still reach the client).
    const uncaught = runLog.filter((line) => /Uncaught|uncaught exception/i.test(line)).slice(0, 20);

    // One assertion for all, so a failing run shows every kind of fault at once.
    expect(
      { failures: run.failures.slice(0, 30), echoes: run.echoes.slice(0, 30), stackTraces: firstErrors, uncaught },
      `${run.failures.length} 5xx or unanswered, ${run.echoes.length} echoes, ${stackLines.length} stack frames`,
    ).toEqual({ failures: [], echoes: [], stackTraces: [], uncaught: [] });
  }, 300_000);
});
