// The benchmarks share their set-up with the tests (bench/support.ts, tests/support/bag.ts). Nothing
// runs them in CI, so a change to that set-up once stopped every one of them at its first request to
// the shop (the emulators had begun to issue tokens the benchmarks were not told of). This checks
// the set-up they all start with, not their figures: a storefront, and a shop that answers them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBenchStorefront } from '../../bench/support.ts';
import { cartForm, Shopper, stockedVariants } from '../support/bag.ts';
import { requireBuild } from '../support/storefront.ts';

let storefront: Awaited<ReturnType<typeof startBenchStorefront>>;

beforeAll(async () => {
  requireBuild();
  storefront = await startBenchStorefront();
});
afterAll(async () => {
  await storefront?.close();
});

describe('the benchmarks’ set-up', () => {
  it('serves the build and finds stocked variants in its shop, as every benchmark does first', async () => {
    expect((await fetch(`${storefront.url}/products/arco-tote`)).status).toBe(200);
    const variants = await stockedVariants(storefront.emulators!.url, 1);
    expect(variants.length).toBeGreaterThan(0);
    expect(variants[0]).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
  });

  it('gives a shopper a bag, as the throughput benchmark measures one', async () => {
    const [variant] = await stockedVariants(storefront.emulators!.url, 1);
    const shopper = new Shopper(storefront.url, storefront.emulators!.url);
    await shopper.get('/');
    const answer = await shopper.post(cartForm('LinesAdd', { lines: [{ merchandiseId: variant, quantity: 1 }] }));
    await answer.arrayBuffer();
    expect(answer.status).toBeLessThan(400);
    expect((await shopper.bag())?.totalQuantity).toBe(1);
  });
});
