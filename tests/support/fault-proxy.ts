// A small HTTP proxy that sits between the storefront and a service (the emulators, or anything
// else: it forwards to a target URL and knows no host) and misbehaves on request: it fails the next
// N calls that match (a 5xx, a GraphQL error, a reset socket, or an answer lost after the service
// acted on the call), adds latency, or cuts every connection as a service that is gone. Every call is recorded with
// its GraphQL operation name, so a test can count attempts.
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface ProxiedCall {
  method: string;
  path: string;
  /** The GraphQL operation name (from `operationName` or the document), or null for other calls. */
  operation: string | null;
  /** Whether the document is a mutation (only meaningful for GraphQL calls). */
  mutation: boolean;
  /** When the call arrived (epoch ms). */
  at: number;
}

export type Fault =
  /** Answers with this status and a plain-text body; the service never sees the call. */
  | { kind: 'status'; status: number }
  /** Answers 200 with a GraphQL `errors` body; the service never sees the call. */
  | { kind: 'graphql-error' }
  /** Destroys the socket before anything is forwarded; the service never sees the call. */
  | { kind: 'reset' }
  /** Forwards the call (the service acts on it), then destroys the socket: the answer is lost. */
  | { kind: 'drop-response' };

/** A call matches an operation name, or a predicate over the call. Omitted: every call. */
export type Match = string | ((call: ProxiedCall) => boolean);

interface Rule {
  match: Match | undefined;
  remaining: number;
  fault: Fault;
}

export interface FaultProxy {
  /** Where the storefront should send what it meant for the target. */
  readonly url: string;
  readonly calls: ProxiedCall[];
  /** Fails the next `times` calls that match. */
  failNext(times: number, match: Match | undefined, fault: Fault): void;
  /** Holds every matching call this long before forwarding it (until `clear`). */
  delay(ms: number, match?: Match): void;
  /** Removes every fault and delay. */
  clear(): void;
  /** Cuts open connections and every new one until `accept`, as a service that is gone. */
  refuse(): Promise<void>;
  accept(): Promise<void>;
  /** How many calls matched so far. */
  count(match?: Match): number;
  close(): Promise<void>;
}

const GRAPHQL_ERROR_BODY = JSON.stringify({
  errors: [{ message: 'Internal error. Looks like something went wrong on our end.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
});

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const calls: ProxiedCall[] = [];
  let rules: Rule[] = [];
  let delays: Array<{ ms: number; match: Match | undefined }> = [];
  const sockets = new Set<Socket>();

  const matches = (match: Match | undefined, call: ProxiedCall) =>
    match === undefined ? true : typeof match === 'string' ? call.operation === match : match(call);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    const call = describe(req, body);
    calls.push(call);

    const wait = delays.filter((entry) => matches(entry.match, call)).reduce((sum, entry) => sum + entry.ms, 0);
    if (wait) {
      const gone = await sleepUnlessClosed(wait, req);
      if (gone) return;
    }

    const rule = rules.find((candidate) => candidate.remaining > 0 && matches(candidate.match, call));
    if (rule) rule.remaining--;
    const fault = rule?.fault;
    if (fault?.kind === 'reset') return req.socket.destroy();
    if (fault?.kind === 'status') {
      res.writeHead(fault.status, { 'content-type': 'text/plain' });
      return res.end(`Fault injected: ${fault.status}`);
    }
    if (fault?.kind === 'graphql-error') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(GRAPHQL_ERROR_BODY);
    }
    forward(req, body, res, upstream, fault?.kind === 'drop-response');
  };

  let refusing = false;
  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => req.socket.destroy());
  });
  server.on('connection', (socket) => {
    // Refusing, every connection is cut at once. The port stays ours: were it closed and bound
    // again, an outgoing connection could take it in between.
    if (refusing) return socket.resetAndDestroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await listen(server, 0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failNext(times, match, fault) {
      rules.push({ match, remaining: times, fault });
    },
    delay(ms, match) {
      delays.push({ ms, match });
    },
    clear() {
      rules = [];
      delays = [];
    },
    async refuse() {
      refusing = true;
      // Kept-alive connections would still be served: cut them too, so nothing gets through.
      for (const socket of sockets) socket.destroy();
    },
    async accept() {
      refusing = false;
    },
    count(match) {
      return calls.filter((call) => matches(match, call)).length;
    },
    async close() {
      refusing = true;
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function describe(req: IncomingMessage, body: Buffer): ProxiedCall {
  const call: ProxiedCall = { method: req.method ?? 'GET', path: req.url ?? '/', operation: null, mutation: false, at: Date.now() };
  if (!body.length || !String(req.headers['content-type'] ?? '').includes('json')) return call;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { query?: unknown; operationName?: unknown };
    if (typeof parsed.query !== 'string') return call;
    const head = parsed.query.replace(/#[^\n]*/g, '').match(/\b(query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/);
    call.mutation = head?.[1] === 'mutation';
    call.operation = typeof parsed.operationName === 'string' ? parsed.operationName : (head?.[2] ?? null);
  } catch {
    // Not GraphQL: recorded without an operation.
  }
  return call;
}

/** Resolves true when the client hung up during the wait (nothing is forwarded then). */
function sleepUnlessClosed(ms: number, req: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      req.socket.off('close', onClose);
      resolve(false);
    }, ms);
    const onClose = () => {
      clearTimeout(timer);
      resolve(true);
    };
    req.socket.once('close', onClose);
  });
}

function forward(req: IncomingMessage, body: Buffer, res: ServerResponse, upstream: URL, dropResponse: boolean) {
  const headers = { ...req.headers, host: upstream.host, 'content-length': String(body.length) };
  delete headers['transfer-encoding'];
  const outgoing = httpRequest(
    { protocol: upstream.protocol, hostname: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
    (answer) => {
      if (dropResponse) {
        // The service has acted on the call; its answer never reaches the caller.
        answer.resume();
        answer.on('end', () => req.socket.destroy());
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  outgoing.on('error', () => req.socket.destroy());
  outgoing.end(body);
}
