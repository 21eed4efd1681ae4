// The bounds on the agent endpoints, applied before the shopifyRoutes stage forwards /api/mcp and
// /api/ucp/mcp to the shop (app/stages.server.ts): a body larger
// than a JSON-RPC call ever is, and more calls a minute from one vouched client address than an
// assistant shopping for one person makes. Refusals are JSON-RPC error bodies, as the shop's own are.
import { AGENT_CALLS_PER_MINUTE, AGENT_ENDPOINT_MAX_BODY_BYTES } from '~/core/constants';
import { discardBody, readCapped } from '~/core/security/request-body.server';
import { jsonRpcError } from '~/agents/json-rpc';

/** The addresses the storefront forwards to the shop's agent endpoints. */
export const AGENT_ENDPOINTS = new Set(['/api/mcp', '/api/ucp/mcp']);

const WINDOW_MS = 60_000;
const MAX_TRACKED_CLIENTS = 10_000;
// Per isolate, settled numbers only (no request ever awaits another's work). A worker runs in many
// isolates, so this bounds one isolate's share; the shop's own per-buyer limit is the global backstop.
const windows = new Map<string, { start: number; count: number }>();

/** Counts a call; false once the client has used this minute's calls. */
function takeCall(client: string, now = Date.now()): boolean {
  let window = windows.get(client);
  if (!window || now - window.start >= WINDOW_MS) {
    if (windows.size >= MAX_TRACKED_CLIENTS) windows.clear();
    window = { start: now, count: 0 };
    windows.set(client, window);
  }
  window.count += 1;
  return window.count <= AGENT_CALLS_PER_MINUTE;
}

/**
 * For a call to an agent endpoint: a refusal, or the request with its body read within the cap
 * (to be forwarded in its place). Without a vouched client address
 * no per-client count is kept: one bucket for every unidentified client would let one lock out all.
 */
export async function boundAgentCall(request: Request, clientAddress: string | null): Promise<Request | Response> {
  if (clientAddress && !takeCall(clientAddress)) {
    await discardBody(request);
    return jsonRpcError(-32000, 'Too many requests; try again in a minute.', 429, { 'retry-after': '60' });
  }
  if (request.method !== 'POST') return request;
  const tooLarge = () => jsonRpcError(-32600, 'Request body too large.', 413);
  if (Number(request.headers.get('content-length') ?? 0) > AGENT_ENDPOINT_MAX_BODY_BYTES) {
    await discardBody(request);
    return tooLarge();
  }
  const body = await readCapped(request, AGENT_ENDPOINT_MAX_BODY_BYTES);
  if (body === 'too-large') return tooLarge();
  if (body === 'unreadable') return jsonRpcError(-32700, 'Parse error: the body could not be read.', 400);
  return new Request(request.url, { method: 'POST', headers: request.headers, body });
}
