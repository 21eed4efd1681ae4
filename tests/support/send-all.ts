// Sends many requests over a few kept-alive connections, the way a scanner would, and keeps what
// each answered. node:http rather than fetch: fetch refuses TRACE and odd methods, and rewrites
// headers a hostile client sends as they are.
import { Agent, request as send } from 'node:http';
import { connect } from 'node:net';

/** One request as a hostile client sends it (hostile-requests.ts makes them). */
export interface HostileRequest {
  /** What the request tries, for the failure report. */
  label: string;
  method: string;
  /** Path and query, already percent-encoded where a client would have to encode. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface Answer {
  request: HostileRequest;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Set when the connection failed instead of answering. */
  error?: string;
}

/** Bodies are read up to this size; no page of this shop comes near it. */
const MAX_READ_BYTES = 4 * 1024 * 1024;

function one(base: URL, agent: Agent, request: HostileRequest): Promise<Answer> {
  return new Promise((resolve) => {
    const headers = { ...request.headers, ...(request.body ? { 'content-length': String(request.body.byteLength) } : {}) };
    const outgoing = send(
      { host: base.hostname, port: base.port, method: request.method, path: request.path, headers, agent },
      (incoming) => {
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on('data', (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size <= MAX_READ_BYTES) chunks.push(chunk);
        });
        incoming.on('end', () =>
          resolve({ request, status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        incoming.on('error', (error) => resolve({ request, status: 0, headers: {}, body: '', error: error.message }));
      },
    );
    outgoing.setTimeout(60_000, () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', (error) => resolve({ request, status: 0, headers: {}, body: '', error: error.message }));
    outgoing.end(request.body);
  });
}

/** Every request, at most `concurrency` at a time, answers in the order of the requests. */
export async function sendAll(baseUrl: string, requests: readonly HostileRequest[], concurrency = 8): Promise<Answer[]> {
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const answers: Answer[] = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      answers[index] = await one(base, agent, requests[index]);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
  return answers;
}

export interface RawAnswer {
  label: string;
  /** The status of every answer on the connection, in order (pipelined requests get one each). */
  statuses: number[];
  /** Everything the server wrote, as text. */
  text: string;
}

/** Each head written as it is on a connection of its own; what came back before the server closed it (or 5 s passed). */
export async function sendRaw(baseUrl: string, heads: ReadonlyArray<{ label: string; head: string }>): Promise<RawAnswer[]> {
  const base = new URL(baseUrl);
  return Promise.all(
    heads.map(
      ({ label, head }) =>
        new Promise<RawAnswer>((resolve) => {
          const socket = connect(Number(base.port), base.hostname, () => socket.write(Buffer.from(head, 'utf8')));
          const chunks: Buffer[] = [];
          const done = () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const statuses = [...text.matchAll(/^HTTP\/\d\.\d (\d{3})/gm)].map((match) => Number(match[1]));
            resolve({ label, statuses, text });
          };
          socket.setTimeout(5_000, () => socket.destroy());
          socket.on('data', (chunk: Buffer) => chunks.push(chunk));
          socket.on('close', done);
          socket.on('error', () => {});
        }),
    ),
  );
}

/** `count` requests for one path at once, each on a connection of its own (a crawler's or a link preview's burst). */
export async function burst(baseUrl: string, method: string, path: string, count: number): Promise<Answer[]> {
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: false, maxSockets: count });
  const request = { label: `${method} ${path} ×${count}`, method, path, headers: {} };
  try {
    return await Promise.all(Array.from({ length: count }, () => one(base, agent, request)));
  } finally {
    agent.destroy();
  }
}
