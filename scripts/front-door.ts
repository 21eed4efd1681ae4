// The local shop's front door: a Node HTTP pass-through in front of workerd (local-workerd.ts). It
// does what Oxygen's edge does before the storefront runs, and what workerd's own listener cannot:
// - workerd answers a method its HTTP parser does not know (`BREW`, `M-SEARCH`, `get`) with a 501
//   before any worker runs; Node's parser knows more methods, and answers the rest with a 400;
//   `CONNECT` (a client taking the shop for a proxy) gets a 405, where Node would drop the socket;
// - only the door sees the socket, so it vouches for the client's address in the one header the
//   worker trusts, replacing whatever a client sent under that name;
// - with TLS (local-tls.ts) it tells the worker the request came over https;
// - it gzips text answers for a client that accepts it, as Oxygen's and Cloudflare's edges do (the
//   worker never compresses): without it a page weighed 5 times its real size on the wire;
// - a worker that falls silent gets the client a 504, as at an edge, never a wait without end.
// Each request gets a connection of its own to workerd (loopback, a fraction of a millisecond): no
// pooled connection can be closed under a request by workerd's idle timeout. The connection to the
// browser is the door's own: it keeps it open between requests as an edge does (see
// CLIENT_IDLE_MS), and never passes on the headers that describe the other connection.
import { createServer, request as forward, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { readFileSync } from 'node:fs';
import { pipeline, type Duplex } from 'node:stream';
import { constants, createGzip } from 'node:zlib';
import { CLIENT_IDLE_MS } from '../emulators/http.ts';
import type { LocalTls } from './local-tls.ts';

/** The header workerd reads the client's scheme from (local-workerd.ts sets it as forwardedProtoHeader). */
export const FORWARDED_PROTO = 'x-forwarded-proto';

/** A host name or address, with an optional port: workerd cannot make a URL of any other Host. */
const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d+)?$/i;

/**
 * The path to send on (origin-form), or null for a target the shop cannot answer: `*` (of `GET *`
 * or `OPTIONS *`), or a Host that is no host name. An absolute-form target (`GET http://x/y`)
 * is answered for its path, as workerd and Oxygen do.
 */
export function originForm(target: string | undefined, host: string | undefined): string | null {
  // The pattern for the shape, the URL parser for the rest (a port past 65535).
  if (!host || !HOST.test(host) || !URL.canParse(`http://${host}`) || !target) return null;
  if (target.startsWith('/')) return target;
  const absolute = URL.parse(target);
  return absolute && /^https?:$/.test(absolute.protocol) ? `${absolute.pathname}${absolute.search}` : null;
}

/** Headers that describe one connection (RFC 9110 §7.6.1), which a proxy never passes on. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

/** The hop-by-hop names in a message: the fixed ones and any its Connection header lists. */
function hopByHop(connection: string | string[] | undefined): Set<string> {
  const listed = [connection ?? []].flat().flatMap((value) => value.split(','));
  return new Set([...HOP_BY_HOP, ...listed.map((name) => name.trim().toLowerCase())]);
}

/**
 * An answer's raw headers without the hop-by-hop ones: workerd's `Connection: close` is about its
 * connection to the door, and passed on it made the browser open a new connection for every request.
 */
export function endToEndHeaders(rawHeaders: string[]): string[] {
  const connection = rawHeaders.filter((entry, index) => index % 2 === 1 && rawHeaders[index - 1].toLowerCase() === 'connection');
  const dropped = hopByHop(connection);
  return rawHeaders.flatMap((entry, index) => (index % 2 === 0 && !dropped.has(entry.toLowerCase()) ? [entry, rawHeaders[index + 1]] : []));
}

/**
 * The headers the worker gets: the client's address vouched in the one header it trusts (whatever
 * a client sent under that name dropped), the scheme only the door knows, and none of the
 * hop-by-hop ones (the door's connection to workerd is its own, closed after the answer).
 */
export function forwardedHeaders(
  headers: IncomingHttpHeaders,
  { clientIpHeader, remoteAddress, secure }: { clientIpHeader?: string; remoteAddress?: string; secure: boolean },
): IncomingHttpHeaders {
  const name = clientIpHeader?.trim().toLowerCase();
  const dropped = hopByHop(headers.connection);
  const { [FORWARDED_PROTO]: _proto, ...all } = headers;
  const rest = Object.fromEntries(Object.entries(all).filter(([header]) => !dropped.has(header)));
  if (name && name !== 'none') {
    delete rest[name];
    if (remoteAddress) rest[name] = remoteAddress;
  }
  return secure ? { ...rest, [FORWARDED_PROTO]: 'https' } : rest;
}

export interface FrontDoorOptions {
  host: string;
  port: number;
  upstreamPort: number;
  /** Where a request the front door could not deliver is reported, one line each. */
  log?: (line: string) => void;
  /** The header the worker trusts for the client's address (TRUSTED_CLIENT_IP_HEADER); unset or `none`: no such header. */
  clientIpHeader?: string;
  /** Serve https instead of http (see local-tls.ts). */
  tls?: LocalTls;
  /** How long the worker may stay silent once the request is in (WORKER_SILENCE_MS; shorter in tests). */
  workerSilenceMs?: number;
}

/**
 * How long the door waits for the worker's next byte once the client's request is all in: past it,
 * a 504, as an edge answers a worker that never does. The worker gives its own calls 10 s in all
 * (REQUEST_DATA_BUDGET_MS) and an agent's 15 s, so only a hung request meets it; a streamed page
 * resets it with every part.
 */
export const WORKER_SILENCE_MS = 30_000;

/** Text the edge compresses: documents, scripts, styles, data, SVG. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|[a-z.+-]*\+json)|image\/svg\+xml)/i;

/**
 * Whether a client's Accept-Encoding takes gzip (RFC 9110 §12.5.3): named with a weight above 0,
 * or, not named, under `*`. `gzip;q=0` refuses it.
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  const weights = new Map(
    (acceptEncoding ?? '').split(',').map((entry) => {
      const [coding, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
      const weight = parameters.find((parameter) => parameter.startsWith('q='));
      return [coding, weight ? Number(weight.slice(2)) : 1] as const;
    }),
  );
  // A malformed weight is NaN, which is not above 0: no gzip.
  return (weights.get('gzip') ?? weights.get('x-gzip') ?? weights.get('*') ?? 0) > 0;
}

/**
 * Whether the door gzips an answer: a body of text not already encoded, for a client that accepts
 * gzip. The answer's raw headers come back without their length (the body changes) and with the
 * encoding, or null to pass the answer on untouched.
 */
export function gzippedHeaders(
  method: string | undefined,
  acceptEncoding: string | undefined,
  status: number,
  rawHeaders: string[],
): string[] | null {
  if (method === 'HEAD' || status === 204 || status === 304 || !acceptsGzip(acceptEncoding)) return null;
  const names = rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase());
  const value = (name: string) => rawHeaders[names.indexOf(name) * 2 + 1];
  if (names.includes('content-encoding') || !COMPRESSIBLE.test(value('content-type') ?? '')) return null;
  const kept = rawHeaders.flatMap((entry, index) =>
    index % 2 === 0 && names[index / 2] !== 'content-length' ? [entry, rawHeaders[index + 1]] : [],
  );
  return [...kept, 'content-encoding', 'gzip', 'vary', 'accept-encoding'];
}

export async function openFrontDoor({
  host,
  port,
  upstreamPort,
  log = console.error,
  clientIpHeader,
  tls,
  workerSilenceMs = WORKER_SILENCE_MS,
}: FrontDoorOptions) {
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const path = originForm(request.url, request.headers.host);
    if (path === null) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      response.end('Bad Request');
      request.resume();
      return;
    }
    const headers = forwardedHeaders(request.headers, {
      clientIpHeader,
      remoteAddress: request.socket.remoteAddress,
      secure: Boolean(tls),
    });
    const upstream = forward({ host: '127.0.0.1', port: upstreamPort, method: request.method, path, headers, agent: false }, (answer) => {
      const status = answer.statusCode ?? 502;
      // rawHeaders keeps every Set-Cookie line as the worker wrote it.
      const passed = endToEndHeaders(answer.rawHeaders);
      const gzipped = gzippedHeaders(request.method, request.headers['accept-encoding'], status, passed);
      response.writeHead(status, answer.statusMessage, gzipped ?? passed);
      // An answer that breaks off mid-body breaks off for the shopper too, never ends as if complete.
      // A streamed page is flushed as each part arrives, so the shopper still sees it early.
      if (gzipped) pipeline(answer, createGzip({ flush: constants.Z_SYNC_FLUSH }), response, () => {});
      else pipeline(answer, response, () => {});
    });
    // Timed from the request's end: a client slow with its own body is Node's to time out (408).
    request.on('end', () =>
      upstream.setTimeout(workerSilenceMs, () =>
        upstream.destroy(Object.assign(new Error('the worker fell silent'), { code: 'ETIMEDOUT' })),
      ),
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (response.headersSent || response.destroyed) return;
      const status = error.code === 'ETIMEDOUT' ? 504 : 502;
      log(`[front door] ${status} for ${request.method} ${path.split('?')[0]}: ${error.code ?? error.name} ${error.message}`);
      response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
      response.end();
    });
    // A shopper who leaves mid-answer (a cancelled navigation) cancels the worker's request too.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  };
  // With TLS the port speaks https only, as the storefront's one origin (see local-tls.ts).
  const listener = tls
    ? createTlsServer({ key: readFileSync(tls.keyFile), cert: readFileSync(tls.certFile) }, handle)
    : createServer(handle);
  listener.keepAliveTimeout = CLIENT_IDLE_MS;
  // Node hands CONNECT to this event and, with no listener, closes the socket without a word.
  listener.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    const body = 'Method Not Allowed';
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Type: text/plain; charset=utf-8\r\n' +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(port, host, resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        listener.closeAllConnections();
        listener.close(() => resolve());
      }),
  };
}
