// The local edge (scripts/local-edge.js), called as workerd calls it, with a stand-in for what it
// passes requests to: the client address it vouches for, the targets it refuses, and the way to
// shopify.com it points at the emulator in Customer Account API mode.
import { describe, expect, it } from 'vitest';
import edge, { addressOf, shopifyCom, toEmulator } from '../../scripts/local-edge.js';

const EMULATOR = 'http://127.0.0.1:3100';

/** A request as workerd hands it to the edge, with the socket's peer in `cf.clientIp`. */
function fromSocket(url: string, init: RequestInit = {}, clientIp = '127.0.0.2:50123') {
  const request = new Request(url, init);
  Object.defineProperty(request, 'cf', { value: { clientIp } });
  return request;
}

/** The edge in front of a stand-in that records what reached it and answers `answer`. */
function edgeBefore(answer: () => Response, env: { CLIENT_IP_HEADER?: string; EMULATOR_URL?: string } = {}) {
  const seen: Request[] = [];
  const call = (request: Request) =>
    edge.fetch(request, {
      ...env,
      FRONT: {
        fetch: async (passed) => {
          seen.push(passed);
          return answer();
        },
      },
    });
  return { call, seen };
}

describe('the client address', () => {
  it('is the socket peer, in the one trusted header, replacing any copy the client sent', async () => {
    const { call, seen } = edgeBefore(() => new Response('ok'), { CLIENT_IP_HEADER: 'X-Bottega-Client-IP' });
    await call(fromSocket('http://localhost/', { headers: { 'x-bottega-client-ip': '203.0.113.9', 'oxygen-buyer-ip': '203.0.113.10' } }));
    expect(seen[0].headers.get('x-bottega-client-ip')).toBe('127.0.0.2');
    expect(seen[0].headers.get('oxygen-buyer-ip')).toBe('203.0.113.10');
    await call(fromSocket('http://localhost/', { headers: { 'x-bottega-client-ip': '203.0.113.9' } }, '[::1]:50123'));
    expect(seen[1].headers.get('x-bottega-client-ip')).toBe('::1');
  });

  it('is left alone when the worker trusts no header', async () => {
    const { call, seen } = edgeBefore(() => new Response('ok'), { CLIENT_IP_HEADER: 'none' });
    await call(fromSocket('http://localhost/', { headers: { 'x-bottega-client-ip': '203.0.113.9' } }));
    expect(seen[0].headers.get('x-bottega-client-ip')).toBe('203.0.113.9');
  });

  it('is read from workerd’s "address:port" only', () => {
    expect(addressOf('192.0.2.1:8080')).toBe('192.0.2.1');
    expect(addressOf('[2001:db8::1]:8080')).toBe('2001:db8::1');
    expect(addressOf(undefined)).toBeNull();
    expect(addressOf('no port')).toBeNull();
  });
});

describe('a target that names no host', () => {
  it('is a 400 the storefront never sees (`GET *` reaches the edge as http://localhost*)', async () => {
    const { call, seen } = edgeBefore(() => new Response('ok'));
    const request = { url: 'http://localhost*', headers: new Headers(), cf: { clientIp: '127.0.0.1:1' } } as unknown as Request;
    const answer = await call(request);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe('Bad Request');
    expect(seen).toEqual([]);
    expect((await call(fromSocket('http://[::1]:3000/x'))).status).toBe(200);
  });
});

describe('shopify.com in Customer Account API mode', () => {
  it('points shopify.com URLs, and only those, at the emulator', () => {
    expect(toEmulator('https://shopify.com/authentication/1/oauth/authorize?x=1', EMULATOR)).toBe(
      `${EMULATOR}/authentication/1/oauth/authorize?x=1`,
    );
    expect(toEmulator('https://shopify.com.evil.example/x', EMULATOR)).toBeNull();
    expect(toEmulator('https://cdn.shopify.com/x', EMULATOR)).toBeNull();
  });

  it('rewrites the Location and the CSP of an answer, leaving other headers alone', async () => {
    const { call } = edgeBefore(
      () =>
        new Response(null, {
          status: 302,
          headers: {
            Location: 'https://shopify.com/authentication/1/logout',
            'Content-Security-Policy': "form-action 'self' https://shopify.com",
            Link: '<https://shopify.com/x>',
          },
        }),
      { EMULATOR_URL: EMULATOR },
    );
    const answer = await call(fromSocket('http://localhost/account/logout', { method: 'POST' }));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`${EMULATOR}/authentication/1/logout`);
    expect(answer.headers.get('content-security-policy')).toBe(`form-action 'self' ${EMULATOR}`);
    expect(answer.headers.get('link')).toBe('<https://shopify.com/x>');
  });

  it('rewrites the target of a single-fetch redirect, which travels in the body', async () => {
    const payload = '[["SingleFetchRedirect",1],"redirect","https://shopify.com/authentication/1/logout?a=b"]';
    const { call } = edgeBefore(() => new Response(payload, { status: 202, headers: { 'content-length': '92' } }), {
      EMULATOR_URL: EMULATOR,
    });
    const answer = await call(fromSocket('http://localhost/account/logout.data', { method: 'POST' }));
    expect(await answer.text()).toContain(`"${EMULATOR}/authentication/1/logout?a=b"`);
    expect(answer.headers.get('content-length')).toBeNull();
  });

  it('leaves answers alone without an emulated shopify.com', async () => {
    const { call } = edgeBefore(() => new Response(null, { status: 302, headers: { Location: 'https://shopify.com/x' } }));
    expect((await call(fromSocket('http://localhost/'))).headers.get('location')).toBe('https://shopify.com/x');
  });

  it('sends the worker’s own shopify.com calls to the emulator, and every other call on its way', async () => {
    const reached: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: Request) => (reached.push(input.url), new Response('ok'))) as typeof fetch;
    try {
      await shopifyCom.fetch(new Request('https://shopify.com/authentication/1/oauth/token', { method: 'POST' }), {
        EMULATOR_URL: EMULATOR,
      });
      await shopifyCom.fetch(new Request('https://cdn.shopify.com/x'), { EMULATOR_URL: EMULATOR });
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(reached).toEqual([`${EMULATOR}/authentication/1/oauth/token`, 'https://cdn.shopify.com/x']);
  });
});
