// Posts a body the server refuses before reading it. A server that answers early closes the
// connection under the rest of the upload; a pooled client (fetch) would then reuse that dead
// socket for the next test's request and fail with ECONNRESET. So this post gets a connection of
// its own that nobody reuses.
import { request } from 'node:http';

export function postOnOwnConnection(url: string, headers: Record<string, string>, body: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', agent: false, headers: { ...headers, connection: 'close' } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const item of [value ?? []].flat()) responseHeaders.append(name, item);
        }
        resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode, headers: responseHeaders }));
      });
      incoming.on('error', reject);
    });
    // The server may hang up before the upload ends; its answer is what the test asserts.
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    outgoing.end(body);
  });
}
