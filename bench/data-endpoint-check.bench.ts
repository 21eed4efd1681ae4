// The per-request cost of /api/shopify's document check, in process: the stored text (a map
// lookup), a respelling (parse and print), a refused document and a body near the 64 KB cap; beside
// them the check it replaced (strip `#` to \n, collapse spaces, SHA-256), for comparison.
// Figures, not pass/fail. Run: npx vitest bench --run bench/data-endpoint-check.bench.ts
import { bench, describe } from 'vitest';
import { matchStoredOperation } from '~/core/security/storefront-allowlist';
import { PREDICTIVE_SEARCH_QUERY } from '~/graphql/search';

const respelt = PREDICTIVE_SEARCH_QUERY.replace(/\n\s*/g, '\n  ');
const widened = PREDICTIVE_SEARCH_QUERY.replace('title', 'title vendor');
const near64k = `query PredictiveSearch { ${'shop { name } '.repeat(4_600)} }`;

async function oldCheck(document: string) {
  const normalised = document
    .replace(/#[^\n]*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalised));
}

matchStoredOperation(PREDICTIVE_SEARCH_QUERY); // the allowlist is built once per isolate, not per request

describe('document check per request', () => {
  bench('stored text (new)', () => void matchStoredOperation(PREDICTIVE_SEARCH_QUERY));
  bench('respelt stored query (new)', () => void matchStoredOperation(respelt));
  bench('one extra field, refused (new)', () => void matchStoredOperation(widened));
  bench('60 KB document, refused (new)', () => void matchStoredOperation(near64k));
  bench('stored text (old hash)', async () => void (await oldCheck(PREDICTIVE_SEARCH_QUERY)));
  bench('60 KB document (old hash)', async () => void (await oldCheck(near64k)));
});
