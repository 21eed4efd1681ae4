// The front door (scripts/front-door.ts) before a stand-in for workerd that records what reaches it:
// what it refuses itself, the client address and scheme it vouches for, and raw request lines
// (`GET *`, an unknown method) that workerd's own listener would answer with a 500 or a 501; and the
// compression the edge adds.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptsGzip, endToEndHeaders, forwardedHeaders, openFrontDoor, originForm } from '../../scripts/front-door.ts';
import { CLIENT_IDLE_MS } from '../../emulators/http.ts';
import { freePort } from '../../scripts/free-port.ts';

describe('originForm', () => {
  it('passes a path on, answers an absolute target for its path, and refuses what names no path or host', () => {
    expect(originForm('/search?q=100%', 'localhost:3000')).toBe('/search?q=100%');
    expect(originForm('http://evil.example/x?y=1', 'localhost:3000')).toBe('/x?y=1');
    expect(originForm('*', 'localhost:3000')).toBeNull();
    expect(originForm('ftp://x/y', 'localhost:3000')).toBeNull();
    expect(originForm('/', '<script>')).toBeNull();
    expect(originForm('/', undefined)).toBeNull();
    expect(originForm('/', 'localhost:99999')).toBeNull();
    expect(originForm('/', '[::1]:3000')).toBe('/');
  });
});

describe('forwardedHeaders', () => {
  it('sets the trusted header from the socket, replacing any copy the client sent', () => {
    const sent = { host: 'localhost', 'x-bottega-client-ip': '203.0.113.9', 'oxygen-buyer-ip': '203.0.113.10' };
    expect(forwardedHeaders(sent, { clientIpHeader: 'X-Bottega-Client-IP', remoteAddress: '127.0.0.2', secure: false })).toEqual({
      host: 'localhost',
      'x-bottega-client-ip': '127.0.0.2',
      'oxygen-buyer-ip': '203.0.113.10',
    });
    expect(forwardedHeaders(sent, { clientIpHeader: 'x-bottega-client-ip', secure: false })).toEqual({
      host: 'localhost',
      'oxygen-buyer-ip': '203.0.113.10',
    });
  });

  it('leaves the address alone when the worker trusts no header, and says https only for TLS', () => {
    const sent = { host: 'localhost', 'x-bottega-client-ip': '203.0.113.9', 'x-forwarded-proto': 'https' };
    expect(forwardedHeaders(sent, { clientIpHeader: 'none', remoteAddress: '127.0.0.2', secure: false })).toEqual({
      host: 'localhost',
      'x-bottega-client-ip': '203.0.113.9',
    });
    expect(forwardedHeaders({ host: 'localhost' }, { secure: true })).toEqual({ host: 'localhost', 'x-forwarded-proto': 'https' });
  });
});

describe('hop-by-hop headers', () => {
  it('never passes on what describes one connection, nor a header the Connection header names', () => {
    const answer = ['Content-Type', 'text/html', 'Connection', 'close, X-Hop', 'X-Hop', '1', 'Keep-Alive', 'timeout=5'];
    const more = ['Transfer-Encoding', 'chunked', 'Set-Cookie', 'a=1', 'Set-Cookie', 'b=2'];
    expect(endToEndHeaders([...answer, ...more])).toEqual(['Content-Type', 'text/html', 'Set-Cookie', 'a=1', 'Set-Cookie', 'b=2']);
    const sent = { host: 'localhost', connection: 'keep-alive, x-hop', 'x-hop': '1', te: 'trailers', accept: 'text/html' };
    expect(forwardedHeaders(sent, { secure: false })).toEqual({ host: 'localhost', accept: 'text/html' });
  });
});

let upstream: Server | undefined;
let door: { close(): Promise<void> } | undefined;
afterEach(async () => {
  await door?.close();
  if (upstream) await new Promise((resolve) => upstream!.close(resolve));
  door = upstream = undefined;
});

/** The door before a stand-in that answers with what reached it. */
async function openDoor() {
  const seen: string[] = [];
  upstream = createServer((request, response) => {
    seen.push(`${request.method} ${request.url} ${request.headers['x-bottega-client-ip']}`);
    request.resume();
    response.end(`${request.method} ${request.url}`);
  });
  const upstreamPort = await freePort();
  await new Promise<void>((resolve) => upstream!.listen(upstreamPort, '127.0.0.1', resolve));
  const port = await freePort();
  door = await openFrontDoor({ host: '127.0.0.1', port, upstreamPort, clientIpHeader: 'x-bottega-client-ip', log: () => {} });
  return { port, seen };
}

/** A raw request line and headers, and the status line that came back. */
function raw(port: number, head: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n`));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer.split('\r\n')[0]));
    socket.on('error', () => resolve(answer.split('\r\n')[0]));
  });
}

describe('the front door on the wire', () => {
  it('answers `GET *`, `OPTIONS *`, a Host with markup and an unknown method with a 400, CONNECT with a 405, never passing them on', async () => {
    const { port, seen } = await openDoor();
    expect(await raw(port, 'GET * HTTP/1.1\r\nHost: localhost\r\nConnection: close')).toBe('HTTP/1.1 400 Bad Request');
    expect(await raw(port, 'OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close')).toBe('HTTP/1.1 400 Bad Request');
    expect(await raw(port, 'GET / HTTP/1.1\r\nHost: <script>\r\nConnection: close')).toBe('HTTP/1.1 400 Bad Request');
    expect(await raw(port, 'BREW / HTTP/1.1\r\nHost: localhost\r\nConnection: close')).toBe('HTTP/1.1 400 Bad Request');
    // A client taking the shop for a proxy gets an answer, not a closed socket.
    expect(await raw(port, 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443')).toBe('HTTP/1.1 405 Method Not Allowed');
    expect(seen).toEqual([]);
  });

  it('passes a page request on with the vouched address, whatever the client claimed', async () => {
    const { port, seen } = await openDoor();
    const response = await fetch(`http://127.0.0.1:${port}/search?q=100%`, { headers: { 'x-bottega-client-ip': '203.0.113.9' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('GET /search?q=100%');
    expect(seen).toEqual(['GET /search?q=100% 127.0.0.1']);
  });
});

describe('the connection to the browser', () => {
  /** Sends each head on one socket, the next once the answer before it is in, waiting `idleMs` between. */
  function onOneSocket(port: number, heads: string[], idleMs: number): Promise<string[]> {
    return new Promise((resolve, reject) => {
      const answers: string[] = [];
      let answer = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(heads[0]));
      socket.on('data', (chunk) => {
        answer += chunk;
        // The stand-in's answers are whole in one short body ending with the path.
        if (!/\r\n\r\n.*\/(one|two)$/s.test(answer)) return;
        answers.push(answer);
        answer = '';
        if (answers.length === heads.length) socket.end();
        else setTimeout(() => socket.write(heads[answers.length]), idleMs);
      });
      socket.on('close', () => resolve(answers));
      socket.on('error', reject);
    });
  }

  it('stays open between requests longer than a browser keeps it, whatever workerd said of its own', { timeout: 15_000 }, async () => {
    // The stand-in is Node's server, which answers the door's `Connection: close` in kind, as workerd does.
    const { port, seen } = await openDoor();
    const head = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`;
    // Past Node's default of five seconds idle, the point where a browser's next request used to race the close.
    const answers = await onOneSocket(port, [head('/one'), head('/two')], 6_000);
    expect(answers).toHaveLength(2);
    expect(answers[0]).not.toMatch(/^connection: close/im);
    expect(answers[0]).toMatch(new RegExp(`^keep-alive: timeout=${CLIENT_IDLE_MS / 1000}\r$`, 'im'));
    expect(CLIENT_IDLE_MS).toBeGreaterThan(300_000);
    expect(seen).toEqual(['GET /one 127.0.0.1', 'GET /two 127.0.0.1']);
  });
});

describe('a worker that falls silent', () => {
  /** The door before a stand-in that sends one part of a page, then one more every `gapMs` until `parts`, or never answers. */
  async function openDoorBefore(answer: 'never' | { gapMs: number; parts: number }) {
    upstream = createServer((request, response) => {
      request.resume();
      if (answer === 'never') return;
      response.writeHead(200, { 'content-type': 'text/html' });
      let sent = 0;
      const part = () => {
        response.write(`<p>${++sent}</p>`);
        if (sent === answer.parts) response.end();
        else setTimeout(part, answer.gapMs);
      };
      part();
    });
    const upstreamPort = await freePort();
    await new Promise<void>((resolve) => upstream!.listen(upstreamPort, '127.0.0.1', resolve));
    const port = await freePort();
    door = await openFrontDoor({ host: '127.0.0.1', port, upstreamPort, clientIpHeader: 'none', log: () => {}, workerSilenceMs: 300 });
    return port;
  }

  it('gets the client a 504 once the worker has said nothing for the allowed time', async () => {
    const port = await openDoorBefore('never');
    const answer = await fetch(`http://127.0.0.1:${port}/products/arco-tote`);
    expect(answer.status).toBe(504);
  });

  it('lets a page stream on as long as each part comes in time', async () => {
    // Five parts 150 ms apart: 600 ms in all, twice the allowed silence, never silent that long.
    const port = await openDoorBefore({ gapMs: 150, parts: 5 });
    const answer = await fetch(`http://127.0.0.1:${port}/products/arco-tote`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('<p>1</p><p>2</p><p>3</p><p>4</p><p>5</p>');
  });
});

describe('acceptsGzip', () => {
  it('reads the weights: gzip named above 0, or any coding under *, and nothing else', () => {
    for (const taken of ['gzip', 'gzip, deflate, br, zstd', 'br;q=1.0, GZIP;q=0.5', '*', 'br, *;q=0.1', 'x-gzip'])
      expect(acceptsGzip(taken), taken).toBe(true);
    for (const refused of [
      undefined,
      '',
      'identity',
      'br',
      'gzip;q=0',
      'gzip;q=0.000, br',
      '*;q=0',
      'gzip;q=0, *',
      'gzip;q=abc',
      'gzipped',
    ])
      expect(acceptsGzip(refused), refused).toBe(false);
  });
});

describe('compression, as the edge does it', () => {
  const page = '<!doctype html><title>Arco</title>'.padEnd(4000, ' ');

  /** The door before a stand-in answering every request with this type and body. */
  async function openDoorAnswering(type: string, body: string) {
    upstream = createServer((request, response) => {
      request.resume();
      response.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body), 'set-cookie': ['a=1', 'b=2'] });
      response.end(request.method === 'HEAD' ? undefined : body);
    });
    const upstreamPort = await freePort();
    await new Promise<void>((resolve) => upstream!.listen(upstreamPort, '127.0.0.1', resolve));
    const port = await freePort();
    door = await openFrontDoor({ host: '127.0.0.1', port, upstreamPort, clientIpHeader: 'none', log: () => {} });
    return port;
  }

  /** The answer's headers and its body exactly as sent. */
  function get(port: number, headers: Record<string, string>, method = 'GET') {
    return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path: '/products/arco-tote', method, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  it('gzips a page for a client that accepts it, keeping every cookie and dropping the old length', async () => {
    const port = await openDoorAnswering('text/html; charset=utf-8', page);
    const answer = await get(port, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(answer.body.length).toBeLessThan(page.length / 10);
    expect(gunzipSync(answer.body).toString()).toBe(page);
  });

  it('passes the answer on untouched for a client without gzip, for a photograph, and for a HEAD', async () => {
    const port = await openDoorAnswering('text/html; charset=utf-8', page);
    const plain = await get(port, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    const head = await get(port, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.headers['content-length']).toBe(String(page.length));
    await door?.close();
    await new Promise((resolve) => upstream!.close(resolve));
    const imagePort = await openDoorAnswering('image/webp', 'RIFF....WEBP');
    const image = await get(imagePort, { 'accept-encoding': 'gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.toString()).toBe('RIFF....WEBP');
  });
});
