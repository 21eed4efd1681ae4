// /api/shopify on the production build, with a recording proxy in front of the "real" Storefront API
// (a standalone emulator): what it refuses never reaches the API, and what it forwards is the
// storefront's stored document, byte for byte, whatever the client sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandaloneEmulators, startStorefront } from '../support/storefront.ts';
import { startRecordingProxy } from '../support/recording-proxy.ts';
import { REFUSED_DOCUMENTS, SAME_DOCUMENT_RESPELT } from '../support/data-endpoint-payloads.ts';
import { PREDICTIVE_SEARCH_QUERY, SEARCH_QUERY } from '../../app/graphql/search.ts';

let real: Awaited<ReturnType<typeof startStandaloneEmulators>>;
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let storefront: Awaited<ReturnType<typeof startStorefront>>;

beforeAll(async () => {
  real = await startStandaloneEmulators();
  proxy = await startRecordingProxy(real.url);
  storefront = await startStorefront({
    PUBLIC_STORE_DOMAIN: proxy.url,
    PUBLIC_STOREFRONT_API_TOKEN: real.credentials.shopify.publicToken,
    PRIVATE_STOREFRONT_API_TOKEN: real.credentials.shopify.privateToken,
    SESSION_SECRET: 'a-real-secret-for-this-test',
  });
});
afterAll(async () => {
  await storefront?.close();
  await proxy?.close();
  await real?.close();
});

interface GraphqlAnswer {
  data?: { predictiveSearch?: { products: Array<{ handle: string }> } };
  errors?: Array<{ message: string; extensions: { code: string } }>;
}

/** Posts `body` and reports the answer with every GraphQL body the API received meanwhile. */
async function post(body: unknown) {
  const before = proxy.graphqlBodies().length;
  const response = await fetch(`${storefront.url}/api/shopify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  const forwarded = proxy
    .graphqlBodies()
    .slice(before)
    .map((b) => JSON.parse(b) as { query: string; operationName: string; variables: Record<string, unknown> });
  return { response, text, answer: JSON.parse(text) as GraphqlAnswer, forwarded };
}

const variables = { term: 'tote', limit: 6 };

describe('what /api/shopify forwards', () => {
  it('sends the stored document byte for byte, with the private token and the shopper’s context', async () => {
    const { response, answer, forwarded } = await post({ query: PREDICTIVE_SEARCH_QUERY, variables });
    expect(response.status).toBe(200);
    expect(answer.data?.predictiveSearch?.products.length).toBeGreaterThan(0);
    expect(forwarded).toEqual([
      { query: PREDICTIVE_SEARCH_QUERY, operationName: 'PredictiveSearch', variables: { ...variables, country: 'US', language: 'EN' } },
    ]);
    const upstream = proxy.requests.at(-1)!;
    expect(upstream.headers['shopify-storefront-private-token']).toBe(real.credentials.shopify.privateToken);
  });

  it('sends the stored text, not the client’s, when the client respells it', async () => {
    const { response, forwarded } = await post({ query: SAME_DOCUMENT_RESPELT, variables, operationName: 'PredictiveSearch' });
    expect(response.status).toBe(200);
    expect(forwarded.map((f) => f.query)).toEqual([PREDICTIVE_SEARCH_QUERY]);
  });

  it('sets country and language itself, whatever the client says', async () => {
    const { forwarded } = await post({ query: PREDICTIVE_SEARCH_QUERY, variables: { ...variables, country: 'KP', language: 'ZZ' } });
    expect(forwarded[0].variables).toEqual({ ...variables, country: 'US', language: 'EN' });
  });
});

describe('what /api/shopify refuses, before the Storefront API hears of it', () => {
  it.each(REFUSED_DOCUMENTS.map((d) => [d.label, d] as const))('%s', async (_label, { query, code }) => {
    const { response, answer, forwarded } = await post({ query, variables });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.errors?.[0].extensions.code).toBe(code);
    expect(forwarded).toEqual([]);
  });

  it('a batch (a JSON array of operations), even of stored ones', async () => {
    const { response, answer, forwarded } = await post([
      { query: PREDICTIVE_SEARCH_QUERY, variables },
      { query: SEARCH_QUERY, variables: { term: 'a', first: 1 } },
    ]);
    expect(response.status).toBe(400);
    expect(answer.errors?.[0].extensions.code).toBe('BAD_REQUEST');
    expect(forwarded).toEqual([]);
  });

  it.each([
    ['a page over the spec’s limit', { term: 'tote', limit: 7 }],
    ['a variable the operation does not declare', { ...variables, query: '{ shop { name } }' }],
    ['a wrongly typed variable', { term: 'tote', limit: '6' }],
    ['variables that are not an object', [variables]],
  ])('%s', async (_label, badVariables) => {
    const { response, answer, forwarded } = await post({ query: PREDICTIVE_SEARCH_QUERY, variables: badVariables });
    expect(response.status).toBe(400);
    expect(answer.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(forwarded).toEqual([]);
  });

  it('an operation name that is not the document’s', async () => {
    const { response, forwarded } = await post({ query: PREDICTIVE_SEARCH_QUERY, variables, operationName: 'SearchProducts' });
    expect(response.status).toBe(400);
    expect(forwarded).toEqual([]);
  });

  it.each(['GET', 'PUT', 'DELETE'])('%s, with a 405 that says POST is allowed', async (method) => {
    const response = await fetch(`${storefront.url}/api/shopify`, { method, ...(method === 'PUT' ? { body: '{}' } : {}) });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(((await response.json()) as GraphqlAnswer).errors?.[0].extensions.code).toBe('METHOD_NOT_ALLOWED');
  });
});
