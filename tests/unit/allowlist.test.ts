import { describe, expect, it } from 'vitest';
import { allowedQueries, documentHash, normalizeDocument, operationName } from '~/lib/storefront-allowlist';
import { HOME_PRODUCTS_QUERY } from '~/graphql/home';
import { CUSTOMER_QUERY } from '~/graphql/customer';
import { storefrontDocuments } from '~/graphql/index';

describe('the /api/shopify allowlist', () => {
  it('contains every query a browser may send, by hash, and none of the customer’s own', async () => {
    const allowed = await allowedQueries();
    expect(allowed.get(await documentHash(HOME_PRODUCTS_QUERY))).toBe('HomeProducts');
    const isQuery = ({ document }: { document: string }) => operationName(document)?.kind === 'query';
    expect(allowed.size).toBe(storefrontDocuments({ browser: true }).filter(isQuery).length);
    expect(allowed.has(await documentHash(CUSTOMER_QUERY))).toBe(false);
    expect(storefrontDocuments().filter(isQuery).length).toBeGreaterThan(allowed.size);
  });
  it('ignores layout but not meaning', async () => {
    const reflowed = HOME_PRODUCTS_QUERY.replace(/\n\s*/g, '\n      ');
    expect(await documentHash(reflowed)).toBe(await documentHash(HOME_PRODUCTS_QUERY));
    const widened = HOME_PRODUCTS_QUERY.replace('nodes {', 'nodes { vendor');
    expect(await documentHash(widened)).not.toBe(await documentHash(HOME_PRODUCTS_QUERY));
  });
  it('names operations and skips leading fragments', () => {
    expect(operationName('fragment A on Shop { name } query ShopName { shop { ...A } }')).toEqual({ kind: 'query', name: 'ShopName' });
    expect(operationName('mutation Go { cartCreate { cart { id } } }')).toEqual({ kind: 'mutation', name: 'Go' });
    expect(operationName('{ shop { name } }')).toBeNull();
    expect(normalizeDocument('#graphql\n query A {\n  shop # comment\n { name } }')).toBe('query A { shop { name } }');
  });
  it('leaves mutations out', async () => {
    const names = [...(await allowedQueries()).values()];
    for (const { document } of storefrontDocuments()) {
      const op = operationName(document);
      if (op?.kind === 'mutation') expect(names).not.toContain(op.name);
    }
  });
});
