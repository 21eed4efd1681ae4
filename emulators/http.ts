// The one contract every emulator shares: a web-standard handler that answers the
// requests it owns and returns null for the rest, so `server.ts` can chain them on one port.
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * How long the local servers keep an idle connection open: longer than any client keeps one, so the
 * client always closes first. Browsers reuse a used connection for up to five minutes (Chromium 300 s,
 * Firefox 115 s). A server that closes sooner (Node's default is 5 s) races them: a request sent as the
 * server closes fails, and the browser resends it on its next idle connection, which a burst of
 * requests left to close in the same instant; when those run out, the request fails
 * (ERR_EMPTY_RESPONSE, ERR_CONNECTION_RESET).
 */
export const CLIENT_IDLE_MS = 310_000;

export type Handler = (request: Request) => Promise<Response | null>;

/** Tries each handler in turn; the first non-null response wins. */
export function chain(...handlers: Handler[]): Handler {
  return async (request) => {
    for (const handler of handlers) {
      const response = await handler(request);
      if (response) return response;
    }
    return null;
  };
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** Node's http.Server speaks IncomingMessage; the emulators speak Request/Response. */
export async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  let body: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    body = Buffer.concat(chunks);
  }
  return new Request(new URL(req.url ?? '/', origin), { method, headers, body: body ? new Uint8Array(body) : undefined });
}

export async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (response.body) {
    // A stream that never ends by itself (server-sent events) ends when its client goes away.
    const reader = response.body.getReader();
    const gone = () => void reader.cancel().catch(() => {});
    res.once('close', gone);
    try {
      for (let next = await reader.read(); !next.done; next = await reader.read()) res.write(next.value);
    } finally {
      res.off('close', gone);
    }
  }
  res.end();
}
