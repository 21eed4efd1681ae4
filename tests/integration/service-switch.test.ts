// With a shop and a Sanity project configured, the storefront talks to them and starts no emulator.
// A second emulator instance on its own port plays the part of the "real" services.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandaloneEmulators, startStorefront } from '../support/storefront.ts';
import { freePort } from '../../scripts/free-port.ts';
import { HOME_PRODUCTS_QUERY } from '../../app/graphql/home.ts';

describe('configured services', () => {
  let real: Awaited<ReturnType<typeof startStandaloneEmulators>>;
  let storefront: Awaited<ReturnType<typeof startStorefront>>;

  beforeAll(async () => {
    real = await startStandaloneEmulators();
    storefront = await startStorefront({
      PUBLIC_STORE_DOMAIN: real.url,
      PUBLIC_STOREFRONT_API_TOKEN: real.credentials.shopify.publicToken,
      PRIVATE_STOREFRONT_API_TOKEN: real.credentials.shopify.privateToken,
      SANITY_PROJECT_ID: 'bottega',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: real.url,
      KLAVIYO_PUBLIC_KEY: 'RealKey',
      KLAVIYO_LIST_ID: 'RealList',
      KLAVIYO_API_HOST: real.url,
      SESSION_SECRET: 'a-real-secret-for-this-test',
    });
  });
  afterAll(async () => {
    await storefront?.close();
    await real?.close();
  });

  it('starts no emulators of its own', () => {
    expect(storefront.emulators).toBeNull();
  });

  it('serves home from the configured hosts', async () => {
    const before = real.lines.length;
    const response = await fetch(`${storefront.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('product-card');
    const seen = real.lines.slice(before).join('\n');
    expect(seen).toMatch(/HomeProducts/);
  });
});

describe('a shop that is down', () => {
  let storefront: Awaited<ReturnType<typeof startStorefront>>;
  beforeAll(async () => {
    const closedPort = await freePort();
    storefront = await startStorefront({
      PUBLIC_STORE_DOMAIN: `http://127.0.0.1:${closedPort}`,
      PUBLIC_STOREFRONT_API_TOKEN: 'x',
      PRIVATE_STOREFRONT_API_TOKEN: 'y',
      SESSION_SECRET: 'down-test-secret',
    });
  });
  afterAll(async () => {
    await storefront?.close();
  });

  it('gives the retry error from /api/shopify after 3 attempts', async () => {
    const started = Date.now();
    const response = await fetch(`${storefront.url}/api/shopify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: HOME_PRODUCTS_QUERY, variables: { first: 1 } }),
    });
    expect(response.status).toBe(500);
    const body = (await response.json()) as { errors: Array<{ message: string }> };
    expect(body.errors[0].message).toBe('GraphQL fetch request failed after 3 attempts.');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });
});
