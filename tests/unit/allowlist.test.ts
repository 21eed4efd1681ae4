import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { allowedOperations, matchStoredOperation } from '~/core/security/storefront-allowlist';
import { storefrontDocuments } from '~/graphql/index';
import { PREDICTIVE_SEARCH_QUERY, SEARCH_QUERY } from '~/graphql/search';
import { HOME_PRODUCTS_QUERY } from '~/graphql/home';
import { DATA_ENDPOINT_MAX_TOKENS } from '~/core/constants';
import { REFUSED_DOCUMENTS, SAME_DOCUMENT_RESPELT } from '../support/data-endpoint-payloads.ts';

const operationKinds = (document: string): string[] =>
  parse(document).definitions.flatMap((d) => (d.kind === 'OperationDefinition' ? [d.operation] : []));

describe('the operations a browser may ask /api/shopify for', () => {
  it('are the storefront’s own queries, by name, and none of the customer’s own or any mutation', () => {
    const { byName } = allowedOperations();
    expect(byName.get('HomeProducts')?.document).toBe(HOME_PRODUCTS_QUERY);
    expect(byName.get('PredictiveSearch')?.document).toBe(PREDICTIVE_SEARCH_QUERY);
    const browserQueries = storefrontDocuments({ browser: true }).filter(({ document }) => operationKinds(document).includes('query'));
    expect(byName.size).toBe(browserQueries.length);
    expect(byName.has('Customer')).toBe(false);
    expect(byName.has('CustomerCreate')).toBe(false);
    for (const operation of byName.values()) expect(operationKinds(operation.document)).toEqual(['query']);
  });

  it('are built once per isolate', () => {
    expect(allowedOperations()).toBe(allowedOperations());
  });

  it('each parse well within the parser’s token limit', () => {
    for (const { document } of allowedOperations().byName.values()) {
      expect(() => parse(document, { maxTokens: Math.floor(DATA_ENDPOINT_MAX_TOKENS / 3) })).not.toThrow();
    }
  });
});

describe('matching a client’s document', () => {
  it('accepts the stored text itself, and with its operation name', () => {
    const match = matchStoredOperation(SEARCH_QUERY, 'SearchProducts');
    expect(match).toMatchObject({ ok: true, operation: { name: 'SearchProducts', document: SEARCH_QUERY } });
  });

  it('accepts a respelling GraphQL reads identically, and still hands back the stored text', () => {
    expect(SAME_DOCUMENT_RESPELT).not.toBe(PREDICTIVE_SEARCH_QUERY);
    const match = matchStoredOperation(SAME_DOCUMENT_RESPELT);
    expect(match.ok && match.operation.document).toBe(PREDICTIVE_SEARCH_QUERY);
  });

  it('refuses an operation name that is not the document’s', () => {
    expect(matchStoredOperation(PREDICTIVE_SEARCH_QUERY, 'SearchProducts')).toMatchObject({ ok: false, code: 'OPERATION_NOT_ALLOWED' });
    expect(matchStoredOperation(SAME_DOCUMENT_RESPELT, 'SearchProducts')).toMatchObject({ ok: false, code: 'OPERATION_NOT_ALLOWED' });
  });

  it.each(REFUSED_DOCUMENTS.map((d) => [d.label, d] as const))('refuses %s', (_label, { query, code }) => {
    const match = matchStoredOperation(query);
    expect(match).toMatchObject({ ok: false, code });
    // The answer is the endpoint's own plain words, never a quote of the client's text.
    if (!match.ok) expect(match.message).toMatch(/^[A-Za-z0-9 ,.'$]+$/);
  });

  it('would have let the \\r comment through a normalise-then-hash check (the old design)', () => {
    // The old allowlist dropped `#` up to \n, then compared: these documents looked stored to it.
    const oldNormalise = (document: string) =>
      document
        .replace(/#[^\n]*/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    const smuggled = REFUSED_DOCUMENTS.filter((d) => /\\r$/.test(d.label));
    expect(smuggled).toHaveLength(2);
    for (const { query } of smuggled) expect(oldNormalise(query)).toBe(oldNormalise(PREDICTIVE_SEARCH_QUERY));
  });
});
