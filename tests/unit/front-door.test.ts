import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isReplayable,
  openFrontDoor,
  repairPercentEscapes,
  withClientAddress,
  withStaticHeaders,
  type FrontDoor,
} from '../../scripts/front-door.ts';
import { freePort } from '../../scripts/free-port.ts';

describe('repairPercentEscapes', () => {
  it('turns a % that starts no escape into %25 and leaves real escapes alone', () => {
    expect(repairPercentEscapes('/search?q=100%')).toBe('/search?q=100%25');
    expect(repairPercentEscapes('/%')).toBe('/%25');
    expect(repairPercentEscapes('/products/%zz')).toBe('/products/%25zz');
    expect(repairPercentEscapes('/a%2Fb?q=%C3%A8%20x')).toBe('/a%2Fb?q=%C3%A8%20x');
    expect(repairPercentEscapes('/x%A')).toBe('/x%25A');
    expect(repairPercentEscapes('/x%%41')).toBe('/x%25%41');
  });
});

describe('withClientAddress', () => {
  it('sets the trusted header from the socket, replacing any copy the client sent', () => {
    const sent = { host: 'localhost', 'x-bottega-client-ip': '203.0.113.9', 'oxygen-buyer-ip': '203.0.113.10' };
    expect(withClientAddress(sent, 'x-bottega-client-ip', '127.0.0.2')).toEqual({
      host: 'localhost',
      'x-bottega-client-ip': '127.0.0.2',
      'oxygen-buyer-ip': '203.0.113.10',
    });
    expect(withClientAddress(sent, 'X-Bottega-Client-IP', undefined)).toEqual({ host: 'localhost', 'oxygen-buyer-ip': '203.0.113.10' });
  });

  it('leaves the headers alone when the worker trusts no header', () => {
    const sent = { host: 'localhost', 'x-bottega-client-ip': '203.0.113.9' };
    expect(withClientAddress(sent, undefined, '127.0.0.2')).toBe(sent);
    expect(withClientAddress(sent, 'none', '127.0.0.2')).toBe(sent);
  });
});

describe('isReplayable', () => {
  it('is true only for a safe method without a body', () => {
    expect(isReplayable('GET', {})).toBe(true);
    expect(isReplayable('HEAD', { 'content-length': '0' })).toBe(true);
    expect(isReplayable('OPTIONS', {})).toBe(true);
    expect(isReplayable('GET', { 'content-length': '12' })).toBe(false);
    expect(isReplayable('GET', { 'transfer-encoding': 'chunked' })).toBe(false);
    expect(isReplayable('POST', {})).toBe(false);
    expect(isReplayable('PUT', {})).toBe(false);
    expect(isReplayable('DELETE', {})).toBe(false);
    expect(isReplayable(undefined, {})).toBe(false);
  });
});

// A worker stand-in that plays workerd's keep-alive race on purpose: a request arriving on a
// connection that already carried one finds it closed under it, with no answer.
function closingUpstream() {
  const seen: string[] = [];
  const served = new WeakMap<Socket, number>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const count = (served.get(request.socket) ?? 0) + 1;
    served.set(request.socket, count);
    seen.push(`${request.method} ${request.url}`);
    if (count > 1 || request.method === 'POST') {
      request.socket.destroy();
      return;
    }
    request.resume();
    response.end(`answer ${seen.length}`);
  });
  return { server, seen };
}

let upstream: Server | undefined;
let door: FrontDoor | undefined;
afterEach(async () => {
  await door?.close();
  if (upstream) await new Promise((resolve) => upstream!.close(resolve));
  door = upstream = undefined;
});

async function openBoth() {
  const standIn = closingUpstream();
  upstream = standIn.server;
  const upstreamPort = await freePort();
  await new Promise<void>((resolve) => standIn.server.listen(upstreamPort, '127.0.0.1', resolve));
  const lines: string[] = [];
  const port = await freePort();
  door = await openFrontDoor({ host: '127.0.0.1', port, upstreamPort, log: (line) => lines.push(line) });
  return { url: `http://127.0.0.1:${port}`, seen: standIn.seen, lines };
}

describe('the front door over a connection the worker closed', () => {
  it('sends a page request again on a fresh connection: the shopper sees the page, not a 502', async () => {
    const { url, seen, lines } = await openBoth();
    expect((await fetch(`${url}/one`)).status).toBe(200);
    const second = await fetch(`${url}/two`);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe('answer 3');
    expect(seen).toEqual(['GET /one', 'GET /two', 'GET /two']);
    expect(lines).toEqual([]);
  });

  it('never sends a post twice, and logs the 502 it answers with its cause', async () => {
    const { url, seen, lines } = await openBoth();
    expect((await fetch(`${url}/warm`)).status).toBe(200);
    const response = await fetch(`${url}/cart?x=secret`, { method: 'POST', body: 'cartFormInput=%7B%7D' });
    expect(response.status).toBe(502);
    expect(seen).toEqual(['GET /warm', 'POST /cart?x=secret']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[front door\] 502 for POST \/cart: ECONNRESET /);
    expect(lines[0]).not.toContain('secret');
  });
});

describe('withStaticHeaders', () => {
  it('marks hashed build files immutable and names the favicon an icon, as Oxygen serves them', () => {
    expect(withStaticHeaders('/assets/root-BHi5WfY_.js', 200, ['Content-Type', 'text/javascript'])).toEqual([
      'Content-Type',
      'text/javascript',
      'Cache-Control',
      'public, max-age=31536000, immutable',
    ]);
    expect(
      withStaticHeaders('/favicon.ico', 200, ['Content-Type', 'application/octet-stream', 'X-Content-Type-Options', 'nosniff']),
    ).toEqual(['X-Content-Type-Options', 'nosniff', 'Content-Type', 'image/x-icon']);
  });

  it('leaves pages, failures and headers the worker chose alone', () => {
    const page = ['Content-Type', 'text/html', 'Set-Cookie', 'a=1', 'Set-Cookie', 'b=2'];
    expect(withStaticHeaders('/products/arco-tote', 200, page)).toBe(page);
    expect(withStaticHeaders('/assets/missing.js', 404, page)).toBe(page);
    const chosen = ['Cache-Control', 'no-store'];
    expect(withStaticHeaders('/assets/x.js', 200, chosen)).toBe(chosen);
  });
});
