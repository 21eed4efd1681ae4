// The local shop's front door: a plain Node HTTP pass-through in front of mini-oxygen. It exists for
// one reason. Mini-oxygen's routing worker carries no compatibility date, so workerd gives it the
// legacy URL parser, whose `new URL()` throws on a `%` that starts no escape (`/search?q=100%`):
// the shopper would get a 500 with a stack trace before our worker ever ran. Oxygen has no such
// router, so production needs none of this; locally, such a `%` is passed on as the escape for '%'.
import { Agent, createServer, request as forward } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

/** A `%` that does not start a two-digit hex escape, written as `%25` (the escape for '%' itself). */
export function repairPercentEscapes(target: string): string {
  return target.replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
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

export interface FrontDoor {
  close(): Promise<void>;
}

export async function openFrontDoor({
  host,
  port,
  upstreamPort,
  clientIpHeader,
}: {
  host: string;
  port: number;
  upstreamPort: number;
  /** The header the worker trusts for the client's address (TRUSTED_CLIENT_IP_HEADER); unset or `none`: no such header. */
  clientIpHeader?: string;
}): Promise<FrontDoor> {
  const agent = new Agent({ keepAlive: true });
  const server = createServer((request, response) => {
    const upstream = forward(
      { host: '127.0.0.1', port: upstreamPort, method: request.method, path: repairPercentEscapes(request.url ?? '/'), headers: withClientAddress(request.headers, clientIpHeader, request.socket.remoteAddress), agent },
      (answer) => {
        // rawHeaders keeps every Set-Cookie line as the worker wrote it.
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end();
    });
    // A shopper who leaves mid-answer (a cancelled navigation) cancels the worker's request too.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
