// A pass-through HTTP server that records every request it forwards: point the storefront's
// PUBLIC_STORE_DOMAIN at it to see, byte for byte, what reaches the Storefront API.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export async function startRecordingProxy(target: string) {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    requests.push({ method: incoming.method ?? '', path: incoming.url ?? '', headers: incoming.headers, body: body.toString('utf8') });
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (name !== 'host' && name !== 'connection' && name !== 'content-length')
        for (const item of [value ?? []].flat()) headers.append(name, item);
    }
    try {
      const answer = await fetch(new URL(incoming.url ?? '/', target), {
        method: incoming.method,
        headers,
        body: incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : body,
        redirect: 'manual',
      });
      const answerHeaders: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (name !== 'content-encoding' && name !== 'content-length' && name !== 'transfer-encoding') answerHeaders[name] = value;
      });
      outgoing.writeHead(answer.status, answerHeaders).end(Buffer.from(await answer.arrayBuffer()));
    } catch {
      outgoing.writeHead(502).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The GraphQL bodies posted to the Storefront API, oldest first. */
    graphqlBodies: () => requests.filter((r) => r.method === 'POST' && r.path.endsWith('/graphql.json')).map((r) => r.body),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
