// The local shop's front door: a plain Node HTTP pass-through in front of mini-oxygen. It exists for
// one reason. Mini-oxygen's routing worker carries no compatibility date, so workerd gives it the
// legacy URL parser, whose `new URL()` throws on a `%` that starts no escape (`/search?q=100%`):
// the shopper would get a 500 with a stack trace before our worker ever ran. Oxygen has no such
// router, so production needs none of this; locally, such a `%` is passed on as the escape for '%'.
import { Agent, createServer, request as forward } from 'node:http';

/** A `%` that does not start a two-digit hex escape, written as `%25` (the escape for '%' itself). */
export function repairPercentEscapes(target: string): string {
  return target.replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
}

export interface FrontDoor {
  close(): Promise<void>;
}

export async function openFrontDoor({ host, port, upstreamPort }: { host: string; port: number; upstreamPort: number }): Promise<FrontDoor> {
  const agent = new Agent({ keepAlive: true });
  const server = createServer((request, response) => {
    const upstream = forward(
      { host: '127.0.0.1', port: upstreamPort, method: request.method, path: repairPercentEscapes(request.url ?? '/'), headers: request.headers, agent },
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
