import { commonMessages } from '~/core/texts/common';
import { describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import { allowedMethods, allowFor405, refuseMethod } from '~/core/security/method-policy.server';

const action = async () => null;
const loader = async () => null;

/** A route table shaped like the build's: ids, parents, paths and modules. */
const routes = {
  root: { id: 'root', path: '', module: { loader } },
  'routes/_index': { id: 'routes/_index', parentId: 'root', index: true, module: { loader } },
  'routes/search': { id: 'routes/search', parentId: 'root', path: 'search', module: { loader } },
  'routes/cart': { id: 'routes/cart', parentId: 'root', path: 'cart', module: { loader, action } },
  'routes/account': { id: 'routes/account', parentId: 'root', path: 'account', module: { action } },
  'routes/account._index': { id: 'routes/account._index', parentId: 'routes/account', index: true, module: { loader } },
  'routes/api.preview': {
    id: 'routes/api.preview',
    parentId: 'root',
    path: 'api/preview',
    module: { loader, action, handle: { actionMethods: ['POST', 'PUT', 'DELETE'] } },
  },
  'routes/$': { id: 'routes/$', parentId: 'root', path: '*', module: { loader } },
} as unknown as ServerBuild['routes'];

const url = (path: string) => new URL(path, 'https://bottega.test');
const request = (method: string, path: string, body?: string) => new Request(url(path), { method, body });

describe('the methods a URL answers', () => {
  it('are GET and HEAD on a page without a form, and on a path no route knows', () => {
    expect(allowedMethods(routes, url('/search'))).toEqual(['GET', 'HEAD']);
    expect(allowedMethods(routes, url('/no/such/page'))).toEqual(['GET', 'HEAD']);
  });

  it('add POST where the route has an action, also for its .data URL', () => {
    expect(allowedMethods(routes, url('/cart'))).toEqual(['GET', 'HEAD', 'POST']);
    expect(allowedMethods(routes, url('/cart.data'))).toEqual(['GET', 'HEAD', 'POST']);
  });

  it("follow React Router's target for an index route: its parent, unless the URL says ?index", () => {
    expect(allowedMethods(routes, url('/account'))).toEqual(['GET', 'HEAD', 'POST']);
    expect(allowedMethods(routes, url('/account?index'))).toEqual(['GET', 'HEAD']);
    expect(allowedMethods(routes, url('/?index'))).toEqual(['GET', 'HEAD']);
  });

  it("take a route's own list of action methods from its handle", () => {
    expect(allowedMethods(routes, url('/api/preview'))).toEqual(['GET', 'HEAD', 'POST', 'PUT', 'DELETE']);
  });
});

describe('refusing a method', () => {
  it('answers OPTIONS, LOCK, PROPFIND and a PUT to a page with 405 and the Allow header, in words', async () => {
    for (const [method, path, allow] of [
      ['OPTIONS', '/', 'GET, HEAD'],
      ['LOCK', '/search', 'GET, HEAD'],
      ['PROPFIND', '/cart', 'GET, HEAD, POST'],
      ['PUT', '/cart', 'GET, HEAD, POST'],
      ['DELETE', '/no/such/page', 'GET, HEAD'],
    ]) {
      const refused = await refuseMethod(request(method, path), routes);
      expect(refused?.status, `${method} ${path}`).toBe(405);
      expect(refused?.headers.get('Allow')).toBe(allow);
      expect(await refused?.text()).toBe(commonMessages.methodNotAllowed);
    }
  });

  it('lets through what a route takes, and a form post to a page, which the shop answers with its own page', async () => {
    expect(await refuseMethod(request('GET', '/search'), routes)).toBeNull();
    expect(await refuseMethod(request('HEAD', '/no/such/page'), routes)).toBeNull();
    expect(await refuseMethod(request('POST', '/cart', 'a=1'), routes)).toBeNull();
    expect(await refuseMethod(request('PUT', '/api/preview', 'a=1'), routes)).toBeNull();
    expect(await refuseMethod(request('POST', '/search', 'q=x'), routes)).toBeNull();
  });

  it('refuses a fetcher post to a page without an action itself (no browser form sends one)', async () => {
    const refused = await refuseMethod(request('POST', '/search.data', 'q=x'), routes);
    expect(refused?.status).toBe(405);
    expect(refused?.headers.get('Allow')).toBe('GET, HEAD');
  });

  it('names what is allowed when a route refused a method on its own', () => {
    expect(allowFor405(request('POST', '/search'), routes)).toBe('GET, HEAD');
    // The data endpoint's loader refuses GET: only the action's POST is on offer.
    expect(allowFor405(request('GET', '/cart'), routes)).toBe('POST');
  });
});
