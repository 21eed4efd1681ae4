// The local shop's front door: a plain Node HTTP pass-through in front of mini-oxygen. It exists for
// one reason. Mini-oxygen's routing worker carries no compatibility date, so workerd gives it the
// legacy URL parser, whose `new URL()` throws on a `%` that starts no escape (`/search?q=100%`):
// the shopper would get a 500 with a stack trace before our worker ever ran. Oxygen has no such
// router, so production needs none of this; locally, such a `%` is passed on as the escape for '%'.
import {
  Agent,
  createServer,
  request as forward,
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { pipeline } from 'node:stream';
import { rewriteShopifyComUrls, SHOPIFY_COM, toEmulator } from './shopify-com.ts';
import type { LocalTls } from './local-tls.ts';

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
export function withClientAddress(
  headers: IncomingHttpHeaders,
  header: string | undefined,
  remoteAddress: string | undefined,
): IncomingHttpHeaders {
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

/**
 * Miniflare takes the request URL the worker sees from this header. The front door sets it for a
 * request that came in over TLS (so the worker sees https, as on Oxygen) and drops any copy a
 * client sent, which could otherwise tell the worker any URL it liked.
 */
export const ORIGINAL_URL_HEADER = 'mf-original-url';

export function withOriginalUrl(headers: IncomingHttpHeaders, secure: boolean, path: string): IncomingHttpHeaders {
  const { [ORIGINAL_URL_HEADER]: _sent, ...rest } = headers;
  return secure && headers.host ? { ...rest, [ORIGINAL_URL_HEADER]: `https://${headers.host}${path}` } : rest;
}

/** Redirects to shopify.com (the Customer Account API's sign-in and logout) sent to the emulator instead, and the CSP to match. */
export function withEmulatedShopifyCom(rawHeaders: string[], emulatorUrl: string | undefined): string[] {
  if (!emulatorUrl) return rawHeaders;
  return rawHeaders.map((value, index) => {
    if (index % 2 === 0) return value;
    const name = rawHeaders[index - 1].toLowerCase();
    if (name === 'location') return toEmulator(value, emulatorUrl) ?? value;
    // The page may post to (or be sent on to) shopify.com, signing out: the policy names the emulator instead.
    if (name === 'content-security-policy') return value.replaceAll(SHOPIFY_COM, new URL(emulatorUrl).origin);
    return value;
  });
}

/** React Router's single-fetch redirect (a `.data` answer with status 202) carries its target in the body. */
function isSingleFetchRedirect(path: string, status: number | undefined, rawHeaders: string[]): boolean {
  const encoded = rawHeaders.some((value, index) => index % 2 === 0 && value.toLowerCase() === 'content-encoding');
  return status === 202 && path.split('?')[0].endsWith('.data') && !encoded;
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
  /** Serve https instead of http (see local-tls.ts). */
  tls?: LocalTls;
  /** The emulator standing in for shopify.com, when the Customer Account API is emulated (see shopify-com.ts). */
  shopifyComEmulator?: string;
}

export async function openFrontDoor({
  host,
  port,
  upstreamPort,
  log = console.error,
  clientIpHeader,
  tls,
  shopifyComEmulator,
}: FrontDoorOptions): Promise<FrontDoor> {
  const pool = new Agent({ keepAlive: true, timeout: UPSTREAM_IDLE_MS });
  const handle = (secure: boolean) => (request: IncomingMessage, response: ServerResponse) => {
    const path = repairPercentEscapes(request.url ?? '/');
    const replayable = isReplayable(request.method, request.headers);
    let headers = withOriginalUrl(withClientAddress(request.headers, clientIpHeader, request.socket.remoteAddress), secure, path);
    // A single-fetch answer may be a redirect to rewrite (isSingleFetchRedirect): ask for it uncompressed.
    if (shopifyComEmulator && path.split('?')[0].endsWith('.data')) {
      const { 'accept-encoding': _encoding, ...rest } = headers;
      headers = rest;
    }
    const report = (what: string, error: NodeJS.ErrnoException, upstream: ClientRequest) =>
      log(
        `[front door] ${what} ${request.method} ${path.split('?')[0]}: ${error.code ?? error.name} ${error.message}${upstream.reusedSocket ? ' (reused connection)' : ''}`,
      );
    let current: ClientRequest;
    let shopperLeft = false;

    // The second attempt takes a connection of its own: the pool may hold more that are closing.
    const send = (attempt: number) => {
      const agent = replayable && attempt === 1 ? pool : false;
      const upstream = forward({ host: '127.0.0.1', port: upstreamPort, method: request.method, path, headers, agent }, (answer) => {
        // rawHeaders keeps every Set-Cookie line as the worker wrote it.
        const rawHeaders = withEmulatedShopifyCom(withStaticHeaders(path, answer.statusCode, answer.rawHeaders), shopifyComEmulator);
        if (shopifyComEmulator && isSingleFetchRedirect(path, answer.statusCode, rawHeaders)) {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const body = rewriteShopifyComUrls(Buffer.concat(chunks).toString('utf8'), shopifyComEmulator);
            // The body's length changed: it goes out whole, with its new length and no chunking.
            const kept = rawHeaders.filter(
              (_value, index) => !['content-length', 'transfer-encoding'].includes(rawHeaders[index - (index % 2)].toLowerCase()),
            );
            response.writeHead(answer.statusCode ?? 502, answer.statusMessage, [
              ...kept,
              'Content-Length',
              String(Buffer.byteLength(body)),
            ]);
            response.end(body);
          });
          return;
        }
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, rawHeaders);
        answer.on('error', (error) => {
          if (!shopperLeft) report('answer cut short for', error, upstream);
        });
        // An answer that breaks off mid-body breaks off for the shopper too, never ends as if complete.
        pipeline(answer, response, () => {});
      });
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
  };
  // With TLS the port speaks https only, as the storefront's one origin (see local-tls.ts).
  const listener = tls ? createTlsServer({ key: tls.key, cert: tls.cert }, handle(true)) : createServer(handle(false));
  listener.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(port, host, resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        pool.destroy();
        listener.closeAllConnections();
        listener.close(() => resolve());
      }),
  };
}
