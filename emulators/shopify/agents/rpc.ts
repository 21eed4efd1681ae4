// The MCP server side both agent endpoints share: JSON-RPC 2.0 over HTTP POST, answered as plain
// JSON (the Streamable HTTP transport allows a JSON body instead of an event stream), stateless (no
// Mcp-Session-Id is issued), server-to-server (no CORS; OPTIONS is not answered, as on Shopify).
// Protocol faults are JSON-RPC errors; what a tool finds out about the shop is its result.
import { json } from '../../http.ts';
import { clientKey, RateLimiter } from './identity/rate-limit.ts';

const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
const INTERNAL_ERROR = -32603;
/** UCP's protocol error (authentication, permission, idempotency, rate limits). */
export const SERVER_ERROR = -32000;
/** UCP's discovery error (the agent's profile cannot be read, or speaks a version the shop does not). */
export const DISCOVERY_ERROR = -32001;

const MAX_BODY_BYTES = 256 * 1024;
const PROTOCOL_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];

export class RpcError extends Error {
  readonly code: number;
  /** The HTTP status the transport gives with it: the primary signal for UCP's protocol errors. */
  readonly status: number;
  readonly data: unknown;
  readonly headers: Record<string, string>;
  constructor(code: number, message: string, options: { status?: number; data?: unknown; headers?: Record<string, string> } = {}) {
    super(message);
    this.code = code;
    this.status = options.status ?? 200;
    this.data = options.data;
    this.headers = options.headers ?? {};
  }
}

export interface ToolResult {
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

/** What every call of an endpoint knows about its caller; an endpoint may add more (who signed, which version). */
export interface CallScope {
  request: Request;
}

export interface Tool<S extends CallScope = CallScope> {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  /** Throws RpcError for input the tool cannot read; returns the outcome otherwise. */
  call(args: Record<string, unknown>, scope: S): ToolResult | Promise<ToolResult>;
}

export interface McpServer<S extends CallScope = CallScope> {
  name: string;
  version: string;
  /** Reads who is calling once per message, after the body is read; throws RpcError to refuse. */
  scope(request: Request, body: string, params: Record<string, unknown>): S | Promise<S>;
  /** The tools this caller may list. */
  tools(scope: S): Tool<S>[];
  /** Before a listed or unlisted tool runs: throws RpcError when this caller may not call it now. */
  admit?(name: string, scope: S): void;
}

const failure = (id: unknown, code: number, message: string, status: number, data?: unknown, headers: Record<string, string> = {}) =>
  json({ jsonrpc: '2.0', id: id ?? null, error: { code, message, ...(data === undefined ? {} : { data }) } }, { status, headers });

/** UCP's rate-limit answer: 429 with Retry-After, and the same in error.data for MCP clients. */
const tooMany = (id: unknown) => failure(id, SERVER_ERROR, 'Rate limit exceeded', 429, { retry_after: 60 }, { 'retry-after': '60' });

/** An endpoint for one MCP server; `limiter` is shared by the shop's agent endpoints. */
export function mcpEndpoint<S extends CallScope>(server: McpServer<S>, limiter: RateLimiter) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') {
      const response = failure(null, INVALID_REQUEST, 'Use POST with a JSON-RPC 2.0 body.', 405);
      response.headers.set('allow', 'POST');
      return response;
    }
    if (!limiter.take(clientKey(request))) return tooMany(null);
    // The answer is always JSON; a client that takes only an event stream cannot read it.
    const accept = request.headers.get('accept');
    if (accept && !/application\/json|\*\/\*|application\/\*/i.test(accept))
      return failure(null, INVALID_REQUEST, 'Not Acceptable: this server answers application/json.', 406);
    // Set by clients after initialize; one this server does not speak is refused, as the transport says.
    const version = request.headers.get('mcp-protocol-version');
    if (version && !PROTOCOL_VERSIONS.includes(version))
      return failure(null, INVALID_REQUEST, `Unsupported MCP-Protocol-Version: ${version.slice(0, 40)}`, 400);
    if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
      return failure(null, INVALID_REQUEST, 'Request body too large.', 413);
    const text = await request.text();
    if (Buffer.byteLength(text) > MAX_BODY_BYTES) return failure(null, INVALID_REQUEST, 'Request body too large.', 413);
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return failure(null, PARSE_ERROR, 'Parse error: the body is not JSON.', 400);
    }
    if (Array.isArray(message)) return failure(null, INVALID_REQUEST, 'Batches are not accepted; send one message.', 400);
    if (!isObject(message) || message.jsonrpc !== '2.0' || typeof message.method !== 'string')
      return failure(
        isObject(message) ? message.id : null,
        INVALID_REQUEST,
        'Invalid Request: expected {jsonrpc: "2.0", method, id}.',
        400,
      );
    const { id, method } = message;
    // A notification (no id) gets no answer, as the transport says.
    if (id === undefined) return new Response(null, { status: 202 });
    if (id !== null && typeof id !== 'string' && typeof id !== 'number')
      return failure(null, INVALID_REQUEST, 'Invalid Request: id must be a string or a number.', 400);
    const params = message.params === undefined ? {} : message.params;
    if (!isObject(params)) return failure(id, INVALID_PARAMS, 'Invalid params: expected an object.', 200);
    try {
      const scope = await server.scope(request, text, params);
      return json({ jsonrpc: '2.0', id, result: await dispatch(server, scope, method, params) });
    } catch (error) {
      if (error instanceof RpcError) return failure(id, error.code, error.message, error.status, error.data, error.headers);
      console.error(error);
      return failure(id, INTERNAL_ERROR, 'Internal error.', 500);
    }
  };
}

async function dispatch<S extends CallScope>(server: McpServer<S>, scope: S, method: string, params: Record<string, unknown>) {
  switch (method) {
    case 'initialize': {
      const asked = typeof params.protocolVersion === 'string' ? params.protocolVersion : '';
      return {
        protocolVersion: PROTOCOL_VERSIONS.includes(asked) ? asked : PROTOCOL_VERSIONS[1],
        capabilities: { tools: { listChanged: false } },
        serverInfo: { name: server.name, version: server.version },
      };
    }
    case 'ping':
      return {};
    case 'tools/list':
      return { tools: server.tools(scope).map(({ name, description, inputSchema }) => ({ name, description, inputSchema })) };
    case 'tools/call': {
      const name = typeof params.name === 'string' ? params.name.slice(0, 100) : String(params.name).slice(0, 100);
      server.admit?.(name, scope);
      const tool = server.tools(scope).find((candidate) => candidate.name === name);
      // As an MCP server answers a tool it does not have (the SDK's own servers say the same).
      if (!tool) throw new RpcError(INVALID_PARAMS, `Unknown tool: ${name}`);
      const args = params.arguments === undefined ? {} : params.arguments;
      if (!isObject(args)) throw new RpcError(INVALID_PARAMS, 'Invalid params: arguments must be an object.');
      return tool.call(args, scope);
    }
    default:
      throw new RpcError(METHOD_NOT_FOUND, `Method not found: ${method.slice(0, 100)}`);
  }
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A tool's answer: the JSON as text for every client, and as structuredContent where the binding asks for it. */
export function toolResult(body: Record<string, unknown>, structured: boolean): ToolResult {
  const result: ToolResult = { content: [{ type: 'text', text: JSON.stringify(body) }] };
  if (structured) result.structuredContent = body;
  return result;
}

/** A required string argument, or an Invalid params error naming it. */
export function requireString(value: unknown, name: string, max = 1000): string {
  if (typeof value !== 'string' || !value.trim()) throw new RpcError(INVALID_PARAMS, `Invalid params: ${name} must be a non-empty string.`);
  if (value.length > max) throw new RpcError(INVALID_PARAMS, `Invalid params: ${name} is longer than ${max} characters.`);
  return value;
}
