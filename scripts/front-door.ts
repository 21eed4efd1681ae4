// The local shop's front door: a plain Node HTTP pass-through in front of mini-oxygen. It exists for
// one reason. Mini-oxygen's routing worker carries no compatibility date, so workerd gives it the
// legacy URL parser, whose `new URL()` throws on a `%` that starts no escape (`/search?q=100%`):
// the shopper would get a 500 with a stack trace before our worker ever ran. Oxygen has no such
// router, so production needs none of this; locally, such a `%` is passed on as the escape for '%'.
import { Agent, createServer, request as forward, type ClientRequest, type IncomingHttpHeaders } from 'node:http';
import { pipeline } from 'node:stream';

/** A `%` that does not start a two-digit hex escape, written as `%25` (the escape for '%' itself). */
export function repairPercentEscapes(target: string): string {
  return target.replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
}

/**
 * workerd closes a keep-alive connection after 5 s idle (measured: 5,005 ms). The pool lets go of an
 * idle connection a second earlier, the margin Node keeps under a server's own Keep-Alive hint, so
 * a request is not sent down a connection workerd is about to close.
 */
export const UPSTREAM_IDLE_MS = 4_000;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request the front door may send a second time: a safe method with no body (nothing to replay,
 * nothing the worker changes). Only these share pooled connections; anything else (a bag post, a
 * sign-in) gets a connection of its own, so it never meets one closing under it and is never sent twice.
 */
export function isReplayable(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  const hasBody = headers['transfer-encoding'] !== undefined || (headers['content-length'] ?? '0') !== '0';
  return SAFE_METHODS.has(method ?? '') && !hasBody;
}

/** A pooled connection the worker had already closed: it failed before any answer came back. */
export function isStaleConnection(error: NodeJS.ErrnoException, reusedSocket: boolean): boolean {
  return reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
}

/**
 * Locally the front door is the edge: only it sees the socket, so it vouches for the client's
 * address in the one header the worker trusts, replacing whatever a client sent under that name.
 */
export function withClientAddress(headers: IncomingHttpHeaders, header: string | undefined, remoteAddress: string | undefined): IncomingHttpHeaders {
  const name = header?.trim().toLowerCase();
  if (!name || name === 'none') return headers;
  const { [name]: _sent, ...rest } = headers;
  return remoteAddress ? { ...rest, [name]: remoteAddress } : rest;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * What Oxygen's asset CDN sends and mini-oxygen's asset server does not: hashed build files
 * (`/assets/*`, a new name for every new content) may be kept for a year, and a favicon.ico is an
 * icon. Without them local page-weight and Lighthouse figures would count downloads production never makes.
 */
export function withStaticHeaders(path: string, status: number | undefined, rawHeaders: string[]): string[] {
  if (status !== 200) return rawHeaders;
  const pathname = path.split('?')[0];
  const has = (name: string) => rawHeaders.some((value, index) => index % 2 === 0 && value.toLowerCase() === name);
  if (pathname.startsWith('/assets/') && !has('cache-control')) return [...rawHeaders, 'Cache-Control', IMMUTABLE];
  if (pathname === '/favicon.ico') {
    const kept: string[] = [];
    for (let index = 0; index < rawHeaders.length; index += 2) {
      if (rawHeaders[index].toLowerCase() !== 'content-type') kept.push(rawHeaders[index], rawHeaders[index + 1]);
    }
    return [...kept, 'Content-Type', 'image/x-icon'];
  }
  return rawHeaders;
}

export interface FrontDoor {
  close(): Promise<void>;
}

export interface FrontDoorOptions {
  host: string;
  port: number;
  upstreamPort: number;
  /** Where a request the front door could not deliver is reported, one line each. */
  log?: (line: string) => void;
  /** The header the worker trusts for the client's address (TRUSTED_CLIENT_IP_HEADER); unset or `none`: no such header. */
  clientIpHeader?: string;
}

export async function openFrontDoor({ host, port, upstreamPort, log = console.error, clientIpHeader }: FrontDoorOptions): Promise<FrontDoor> {
  const pool = new Agent({ keepAlive: true, timeout: UPSTREAM_IDLE_MS });
  const server = createServer((request, response) => {
    const path = repairPercentEscapes(request.url ?? '/');
    const replayable = isReplayable(request.method, request.headers);
    const headers = withClientAddress(request.headers, clientIpHeader, request.socket.remoteAddress);
    const report = (what: string, error: NodeJS.ErrnoException, upstream: ClientRequest) =>
      log(`[front door] ${what} ${request.method} ${path.split('?')[0]}: ${error.code ?? error.name} ${error.message}${upstream.reusedSocket ? ' (reused connection)' : ''}`);
    let current: ClientRequest;
    let shopperLeft = false;

    // The second attempt takes a connection of its own: the pool may hold more that are closing.
    const send = (attempt: number) => {
      const agent = replayable && attempt === 1 ? pool : false;
      const upstream = forward(
        { host: '127.0.0.1', port: upstreamPort, method: request.method, path, headers, agent },
        (answer) => {
          // rawHeaders keeps every Set-Cookie line as the worker wrote it.
          response.writeHead(answer.statusCode ?? 502, answer.statusMessage, withStaticHeaders(path, answer.statusCode, answer.rawHeaders));
          answer.on('error', (error) => {
            if (!shopperLeft) report('answer cut short for', error, upstream);
          });
          // An answer that breaks off mid-body breaks off for the shopper too, never ends as if complete.
          pipeline(answer, response, () => {});
        },
      );
      current = upstream;
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (shopperLeft || response.headersSent) return;
        if (replayable && attempt === 1 && isStaleConnection(error, upstream.reusedSocket)) return send(2);
        report('502 for', error, upstream);
        response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        response.end();
      });
      if (replayable) upstream.end();
      else request.pipe(upstream);
    };

    // A shopper who leaves mid-answer (a cancelled navigation) cancels the worker's request too.
    response.on('close', () => {
      if (response.writableFinished) return;
      shopperLeft = true;
      current.destroy();
    });
    send(1);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        pool.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
