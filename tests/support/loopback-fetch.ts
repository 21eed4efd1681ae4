// A fetch that connects from a chosen loopback address (127.0.0.2, 127.0.0.3, ...). The storefront's
// front door knows a client by its socket's address, so each address is a different client here, as
// different machines would be in production. Linux routes all of 127.0.0.0/8 to the loopback device.
import { request } from 'node:http';

export type FetchLike = (
  url: URL | string,
  init?: { method?: string; headers?: Record<string, string>; body?: URLSearchParams | string; redirect?: 'manual' },
) => Promise<Response>;

/** Redirects are never followed (as with `redirect: 'manual'`): the tests read them. */
export function fetchFrom(localAddress: string): FetchLike {
  return (url, init = {}) =>
    new Promise((resolve, reject) => {
      const target = new URL(url);
      const body = init.body === undefined ? undefined : String(init.body);
      const outgoing = request(
        {
          host: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method: init.method ?? 'GET',
          headers: init.headers,
          localAddress,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
            }
            const status = incoming.statusCode ?? 502;
            const empty = status === 204 || status === 304;
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
}
