import { describe, expect, it } from 'vitest';
import { guardedStorefrontRedirect } from '~/core/redirects/shop-redirects.server';
import { openRedirectPayloads } from '../support/open-redirect-payloads';

const SHOP = 'https://bottega.test';

/** A Storefront client whose shop has `target` as the URL redirect for every path (or none). */
function shopWithRedirect(target: string | null) {
  const asked: unknown[] = [];
  const storefront = {
    async query(_query: string, options: { variables: unknown }) {
      asked.push(options.variables);
      return { urlRedirects: { edges: target ? [{ node: { target } }] : [] } };
    },
    getShopifyDomain: () => 'https://bottega.myshopify.com',
  };
  return { storefront: storefront as never, asked };
}

async function answer(path: string, target: string | null) {
  const notFound = new Response('Not found', { status: 404 });
  const response = await guardedStorefrontRedirect({
    request: new Request(`${SHOP}${path}`),
    response: notFound,
    storefront: shopWithRedirect(target).storefront,
  });
  return {
    status: response.status,
    location: response.headers.get('location') ?? response.headers.get('x-remix-redirect'),
    notFound: response === notFound,
  };
}

describe('the shop’s URL redirects behind the guard', () => {
  it('follow a redirect on the shop, keeping the query', async () => {
    expect(await answer('/old-bags?utm_source=ig', '/collections/bags')).toEqual({
      status: 301,
      location: '/collections/bags?utm_source=ig',
      notFound: false,
    });
  });

  it('follow the merchant’s own redirect to another site (the spec: an external target navigates away)', async () => {
    expect(await answer('/gift', 'https://gifts.example/box')).toEqual({
      status: 301,
      location: 'https://gifts.example/box',
      notFound: false,
    });
  });

  it('drop an off-site answer when the visitor sent a redirect parameter: it could not be told from theirs', async () => {
    expect(await answer('/gift?redirect=/account', 'https://gifts.example/box')).toMatchObject({ status: 404, notFound: true });
  });

  it('never emit a protocol-relative or scripted Location, even from the shop’s data', async () => {
    for (const target of ['/.//evil.example', 'javascript:alert(1)', 'data:text/html,x']) {
      expect(await answer('/gift', target), target).toMatchObject({ status: 404, notFound: true });
    }
    // Hydrogen itself turns a merchant's "//host" into an absolute https address: an external target.
    expect(await answer('/gift', '//gifts.example/box')).toEqual({ status: 301, location: 'https://gifts.example/box', notFound: false });
  });

  it('keep the cookies the 404 set (session, tracking, a cleared locale)', async () => {
    const notFound = new Response('Not found', {
      status: 404,
      headers: [
        ['Set-Cookie', 'a=1; Path=/'],
        ['Set-Cookie', 'b=2; Path=/'],
      ],
    });
    const request = new Request(`${SHOP}/old-bags?utm_source=ig`);
    const response = await guardedStorefrontRedirect({
      request,
      response: notFound,
      storefront: shopWithRedirect('/collections/bags').storefront,
    });
    expect(response.status).toBe(301);
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('follow ?return_to= and ?redirect= on the shop', async () => {
    expect(await answer('/anything?return_to=/collections/bags', null)).toEqual({
      status: 301,
      location: '/collections/bags',
      notFound: false,
    });
    expect(await answer('/anything?redirect=%2Fproducts%2Farco-tote%3Fvariant%3D5', null)).toEqual({
      status: 301,
      location: '/products/arco-tote?variant=5',
      notFound: false,
    });
  });

  it('answer the 404 for every open-redirect payload in ?return_to= or ?redirect=, for pages and data requests', async () => {
    for (const payload of openRedirectPayloads('bottega.test')) {
      for (const name of ['return_to', 'redirect']) {
        for (const page of ['/anything', '/anything.data']) {
          const { location } = await answer(`${page}?${new URLSearchParams({ [name]: payload })}`, null);
          if (location === null) continue;
          expect(location.startsWith('//') || location.startsWith('/\\'), `${payload} -> ${location}`).toBe(false);
          expect(new URL(location, SHOP).origin, `${payload} -> ${location}`).toBe(SHOP);
        }
      }
    }
  });
});
