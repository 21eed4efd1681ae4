// The production build, served the way `npm start` serves it, takes
// thousands of hostile requests across every route and form without a 5xx, without echoing any
// markup it was sent, and without a stack trace in its log. Deterministic: one seed, one list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront } from '../support/storefront.ts';
import { BROWSER_UA, hostileRequests, PROBE_PATTERN } from '../support/hostile-requests.ts';
import { sendAll, type Answer } from '../support/send-all.ts';

const SEED = 20_261_123;
const COUNT = 5_300;
const DEMO_PASSWORD = 'bottega-demo';

let storefront: Awaited<ReturnType<typeof startStorefront>>;
const log: string[] = [];

beforeAll(async () => {
  // A configured public address, so that a Host header has nothing to say about the shop's URLs.
  storefront = await startStorefront({ PUBLIC_SITE_URL: 'https://bottega.example' }, { log: (line) => log.push(line) });
});
afterAll(async () => {
  await storefront?.close();
});

/** A signed-in shopper's cookies: tampered copies test the signature, the real one reaches the signed-in forms. */
async function signedInCookie(): Promise<string> {
  const response = await fetch(`${storefront.url}/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER_UA },
    body: new URLSearchParams({ email: 'giulia@example.com', password: DEMO_PASSWORD }),
    redirect: 'manual',
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!cookie.includes('bottega_session=')) throw new Error(`Sign-in failed (${response.status}): the run needs a real session.`);
  return cookie;
}

const describeAnswer = (answer: Answer) =>
  `${answer.status || answer.error} ← ${answer.request.label} [${answer.request.method} ${answer.request.path.slice(0, 160)}] ${answer.body.slice(0, 100).replace(/\s+/g, ' ')}`;

describe('hostile input', () => {
  it('answers every request below 500, echoes no markup and logs no stack trace', async () => {
    const requests = hostileRequests(SEED, COUNT, await signedInCookie());
    expect(requests.length).toBeGreaterThanOrEqual(5_000);
    const logBefore = log.length;

    const answers = await sendAll(storefront.url, requests, 8);

    const byStatus = new Map<string, number>();
    for (const answer of answers) {
      const key = answer.error ? 'no answer' : String(answer.status);
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    }
    console.log(`${answers.length} hostile requests by status:`, Object.fromEntries([...byStatus].sort()));

    const runLog = log.slice(logBefore);
    const stackLines = runLog.filter((line) => /^\s+at\s/.test(line));
    const failures = answers.filter((answer) => answer.error || answer.status >= 500).map(describeAnswer);
    const echoes = answers.filter((answer) => PROBE_PATTERN.test(answer.body)).map(describeAnswer);
    const firstErrors = runLog.filter((line, index) => !/^\s+at\s/.test(line) && /^\s+at\s/.test(runLog[index + 1] ?? '')).slice(0, 20);
    console.log(`log: ${runLog.length} lines, ${stackLines.length} of them stack frames`);

    // One assertion for all three, so a failing run shows every kind of fault at once.
    expect(
      { failures: failures.slice(0, 30), echoes: echoes.slice(0, 30), stackTraces: firstErrors },
      `${failures.length} 5xx or unanswered, ${echoes.length} echoes, ${stackLines.length} stack frames`,
    ).toEqual({
      failures: [],
      echoes: [],
      stackTraces: [],
    });
  }, 300_000);
});
