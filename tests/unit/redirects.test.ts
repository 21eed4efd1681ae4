import { describe, expect, it } from 'vitest';
import { findRedirect } from '~/core/redirects/redirect-table';
import { pagePath } from '~/core/security/data-request';
import { RETIRED_PRODUCT_REDIRECTS } from '~/core/redirects/retired-products';
import { openRedirectPayloads } from '../support/open-redirect-payloads';

const at = (path: string) => new URL(path, 'https://bottega.test');
const locationOf = (path: string, table?: Record<string, string>) => findRedirect(at(path), table)?.location ?? null;

describe('the retired product table', () => {
  it('holds about twenty entries: some to products (one with a variant), the rest to the Symmetry collection', () => {
    const targets = Object.values(RETIRED_PRODUCT_REDIRECTS);
    expect(targets.length).toBeGreaterThanOrEqual(18);
    expect(targets.length).toBeLessThanOrEqual(24);
    const toProducts = targets.filter((target) => target.startsWith('/products/'));
    expect(toProducts.length).toBeGreaterThan(0);
    expect(toProducts.filter((target) => /\?variant=\d+$/.test(target))).toHaveLength(1);
    expect(
      targets.filter((target) => !target.startsWith('/products/')).every((target) => target === '/collections/symmetry-pochette'),
    ).toBe(true);
    for (const source of Object.keys(RETIRED_PRODUCT_REDIRECTS)) {
      expect(source).toMatch(/^\/products\/[a-z0-9-]+$/);
    }
  });

  it('sends every entry to its target with a permanent redirect', () => {
    for (const [source, target] of Object.entries(RETIRED_PRODUCT_REDIRECTS)) {
      expect(findRedirect(at(source))).toEqual({ location: target, status: 301, external: false });
    }
  });

  it('sends a renamed product to the product, and one to its variant', () => {
    expect(locationOf('/products/symmetry-pochette-black')).toBe('/products/symmetry-pochette-nero');
    expect(locationOf('/products/luna-bag-blush')).toBe('/products/luna-shoulder-bag?variant=5');
  });

  it('sends discontinued editions to /collections/symmetry-pochette', () => {
    expect(locationOf('/products/symmetry-pochette-mini')).toBe('/collections/symmetry-pochette');
  });

  it('tolerates a trailing slash and capital letters', () => {
    expect(locationOf('/products/arco-bag/')).toBe('/products/arco-tote');
    expect(locationOf('/products/arco-bag//')).toBe('/products/arco-tote');
    expect(locationOf('/Products/Arco-Bag')).toBe('/products/arco-tote');
  });

  it('keeps the query string', () => {
    expect(locationOf('/products/arco-bag?utm_source=press&utm_medium=print')).toBe(
      '/products/arco-tote?utm_source=press&utm_medium=print',
    );
    expect(locationOf('/products/symmetry-pochette-oro/?ref=newsletter')).toBe('/collections/symmetry-pochette?ref=newsletter');
  });

  it("lets the target's own query win over the same parameter, and keeps the rest", () => {
    expect(locationOf('/products/luna-bag-blush?variant=99&utm_source=ig')).toBe('/products/luna-shoulder-bag?variant=5&utm_source=ig');
  });

  it('leaves current products and near misses alone', () => {
    expect(locationOf('/products/arco-tote')).toBeNull();
    expect(locationOf('/products/arco-bag-xl')).toBeNull();
    expect(locationOf('/products')).toBeNull();
    expect(locationOf('/')).toBeNull();
    expect(locationOf('/collections/bags')).toBeNull();
    expect(locationOf('/products/constructor')).toBeNull();
    expect(locationOf('/products/__proto__')).toBeNull();
  });
});

describe('product and collection handles in capitals', () => {
  it('go to the same page in lower case, with the query kept', () => {
    expect(locationOf('/products/ARCO-TOTE')).toBe('/products/arco-tote');
    expect(locationOf('/Products/Arco-Tote/?variant=5&utm_source=print')).toBe('/products/arco-tote?variant=5&utm_source=print');
    expect(locationOf('/collections/Bags')).toBe('/collections/bags');
    // In one hop from a collection's product path too.
    expect(locationOf('/collections/Bags/products/ARCO-TOTE')).toBe('/products/arco-tote');
  });

  it('read letters written as percent escapes as the letters they are', () => {
    const moves: Array<[string, string | null]> = [
      ['/products/%41rco-tote', '/products/arco-tote'],
      ['/products/%41RCO%2dTOTE?variant=5', '/products/arco-tote?variant=5'],
      ['/collections/%42ags', '/collections/bags'],
      ['/products/arc%6f-tote', '/products/arco-tote'],
      ['/collections/bags/products/%41rco-tote', '/products/arco-tote'],
      // Never a step up the path, nor a slash.
      ['/products/%2E%2E', null],
      ['/products/a%2Fb', null],
    ];
    for (const [from, to] of moves) expect(locationOf(from), from).toBe(to);
  });

  it('leave lower-case handles and percent escapes alone, so no address redirects to itself', () => {
    expect(locationOf('/products/arco-tote')).toBeNull();
    expect(locationOf('/collections/bags')).toBeNull();
    expect(locationOf('/Products/arco-tote')).toBeNull();
    expect(locationOf('/products/borsa-%C3%A9t%C3%A9')).toBeNull();
    expect(locationOf('/products/Borsa-%C3%A9T%C3%A9')).toBe('/products/borsa-%C3%A9t%C3%A9');
  });
});

describe('collection product paths', () => {
  it('become /products/{handle}', () => {
    expect(locationOf('/collections/bags/products/arco-tote')).toBe('/products/arco-tote');
    expect(locationOf('/collections/all/products/camicia-lino/')).toBe('/products/camicia-lino');
  });

  it('keep the query string', () => {
    expect(locationOf('/collections/bags/products/arco-tote?variant=2')).toBe('/products/arco-tote?variant=2');
  });

  it('need a collection and a handle', () => {
    expect(locationOf('/collections/bags/products')).toBeNull();
    expect(locationOf('/collections/bags/products/arco-tote/extra')).toBeNull();
    expect(locationOf('/collections//products/arco-tote')).toBeNull();
  });

  it('send a retired handle straight to its final address', () => {
    expect(locationOf('/collections/bags/products/arco-bag?utm_source=ig')).toBe('/products/arco-tote?utm_source=ig');
  });
});

describe('legacy /pages paths', () => {
  it('send /pages/shipping to /shipping-and-returns', () => {
    expect(locationOf('/pages/shipping')).toBe('/shipping-and-returns');
    expect(locationOf('/pages/shipping/')).toBe('/shipping-and-returns');
    expect(locationOf('/pages/Shipping?from=footer')).toBe('/shipping-and-returns?from=footer');
  });

  it('send any other /pages/{slug} to /{slug}', () => {
    expect(locationOf('/pages/press')).toBe('/press');
    expect(locationOf('/pages/size-guide/?unit=cm')).toBe('/size-guide?unit=cm');
    expect(locationOf('/pages/shipping-policy')).toBe('/shipping-policy');
  });

  it('need exactly one slug', () => {
    expect(locationOf('/pages')).toBeNull();
    expect(locationOf('/pages/')).toBeNull();
    expect(locationOf('/pages/a/b')).toBeNull();
  });

  it('never build an address on another host: a slug the redirect guard refuses is no redirect', () => {
    for (const path of [
      '/pages/%2F%2Fevil.example',
      '/pages/%5C%5Cevil.example',
      '/collections/x/products/%2F%2Fevil.example',
      '/pages/%09%2Fevil.example',
    ]) {
      expect(findRedirect(at(path)), path).toBeNull();
    }
    for (const payload of openRedirectPayloads('bottega.test')) {
      for (const path of [
        `/pages/${encodeURIComponent(payload)}`,
        `/collections/x/products/${encodeURIComponent(payload)}`,
        `/pages/x?redirect=${encodeURIComponent(payload)}`,
      ]) {
        const match = findRedirect(at(path));
        if (!match) continue;
        expect(match.external, path).toBe(false);
        expect(match.location.startsWith('//') || match.location.startsWith('/\\'), path).toBe(false);
        expect(new URL(match.location, 'https://bottega.test').host, path).toBe('bottega.test');
      }
    }
  });
});

describe('absolute targets', () => {
  const table = {
    '/products/atelier-visit': 'https://appointments.example/bottega?lang=en',
    '/products/gift-box': 'https://gifts.example/box',
  };

  it('are followed as external redirects', () => {
    expect(findRedirect(at('/products/gift-box'), table)).toEqual({ location: 'https://gifts.example/box', status: 301, external: true });
  });

  it('must be http(s) addresses from the table: another scheme is not followed off the shop', () => {
    const hostile = { '/products/a': 'javascript://bottega.test/%0Aalert(1)', '/products/b': '//evil.example/x' };
    expect(findRedirect(at('/products/a'), hostile)).toBeNull();
    expect(findRedirect(at('/products/b'), hostile)).toBeNull();
  });

  it('merge the query in, keeping their own parameters', () => {
    expect(locationOf('/products/atelier-visit?utm_source=mail&lang=it', table)).toBe(
      'https://appointments.example/bottega?lang=en&utm_source=mail',
    );
    expect(locationOf('/products/gift-box/?a=1&a=2', table)).toBe('https://gifts.example/box?a=1&a=2');
  });
});

describe('data request paths', () => {
  it('map back to the page path', () => {
    expect(pagePath('/pages/press.data')).toEqual({ pathname: '/pages/press', isDataRequest: true });
    expect(pagePath('/pages/press/_.data')).toEqual({ pathname: '/pages/press/', isDataRequest: true });
    expect(pagePath('/_root.data')).toEqual({ pathname: '/', isDataRequest: true });
    expect(pagePath('/pages/press')).toEqual({ pathname: '/pages/press', isDataRequest: false });
  });
});
