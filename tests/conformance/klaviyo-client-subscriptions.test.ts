// Conformance: Klaviyo's client Create Subscription endpoint as its API reference documents it —
// `POST /client/subscriptions?company_id=<public key>` with a `revision` header and a JSON:API
// body, answered 202 with no body, callable from browsers (CORS), and refusing bad input with
// JSON:API error objects (`errors[]` of id, status, code, title, detail, source.pointer).
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendResponse, toRequest } from '../../emulators/http.ts';
import { createKlaviyoEmulator } from '../../emulators/klaviyo/index.ts';

const COMPANY = 'AbC123';
const LIST = 'Y6nRLr';
const REVISION = '2025-10-15';

let dir: string;
let server: Server;
let url: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'klaviyo-conformance-'));
  const emulator = createKlaviyoEmulator({ storePath: join(dir, 'subscriptions.ndjson'), companies: [COMPANY], lists: [LIST] });
  server = createServer(async (req, res) => {
    await sendResponse(res, (await emulator(await toRequest(req, url))) ?? new Response(null, { status: 404 }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

/** The reference's example body: a profile by email joining a list, with an optional custom source. */
function subscription(email: string, list = LIST) {
  return {
    data: {
      type: 'subscription',
      attributes: { custom_source: 'Footer form', profile: { data: { type: 'profile', attributes: { email } } } },
      relationships: { list: { data: { type: 'list', id: list } } },
    },
  };
}

function subscribe(body: unknown, { company = COMPANY as string | null, revision = REVISION as string | null, method = 'POST' } = {}) {
  const headers: Record<string, string> = {
    'content-type': 'application/vnd.api+json',
    accept: 'application/vnd.api+json',
    origin: 'https://shop.example',
  };
  if (revision) headers.revision = revision;
  const query = company === null ? '' : `?company_id=${encodeURIComponent(company)}`;
  return fetch(`${url}/client/subscriptions${query}`, {
    method,
    headers,
    body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function errorOf(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/vnd\.api\+json/);
  const body = (await response.json()) as { errors: Array<Record<string, unknown>> };
  expect(body.errors).toHaveLength(1);
  const [error] = body.errors;
  expect(error).toEqual({
    id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    status: response.status,
    code: expect.any(String),
    title: expect.any(String),
    detail: expect.any(String),
    source: expect.any(Object),
  });
  return error as { code: string; detail: string; source: { pointer?: string } };
}

describe('accepted subscriptions', () => {
  it('answer 202 with no body, readable from a browser on any origin', async () => {
    const response = await subscribe(subscription('giulia@example.com'));
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answer a CORS preflight for the revision and content-type headers', async () => {
    const response = await fetch(`${url}/client/subscriptions?company_id=${COMPANY}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,revision',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/revision/i);
  });

  it('are recorded with the list, the source and the revision they came with', async () => {
    await subscribe(subscription('recorded@example.com'));
    const { subscriptions } = (await (await fetch(`${url}/__emulator/klaviyo/subscriptions`)).json()) as {
      subscriptions: Array<Record<string, unknown>>;
    };
    expect(subscriptions.at(-1)).toMatchObject({
      companyId: COMPANY,
      listId: LIST,
      email: 'recorded@example.com',
      customSource: 'Footer form',
      revision: REVISION,
    });
  });
});

describe('refusals, as JSON:API errors', () => {
  it.each([
    ['no company_id', () => subscribe(subscription('a@example.com'), { company: null })],
    ['an unknown company_id', () => subscribe(subscription('a@example.com'), { company: 'Nope12' })],
    ['no revision header', () => subscribe(subscription('a@example.com'), { revision: null })],
    ['a malformed revision', () => subscribe(subscription('a@example.com'), { revision: 'latest' })],
  ])('400 for %s', async (_name, send) => {
    const response = await send();
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('invalid');
  });

  it('400 parse_error for a body that is not JSON', async () => {
    const response = await subscribe('{"data": ');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('parse_error');
  });

  it.each([
    ['an invalid email', subscription('not-an-email'), '/data/attributes/profile/data/attributes/email'],
    ['a document of another type', { data: { ...subscription('a@example.com').data, type: 'profile' } }, '/data/type'],
    ['no list relationship', { data: { ...subscription('a@example.com').data, relationships: {} } }, '/data/relationships/list/data'],
    ['a list that does not exist', subscription('a@example.com', 'Zz9Zz9'), '/data/relationships/list/data/id'],
  ])('400 for %s, pointing at the field', async (_name, body, pointer) => {
    const response = await subscribe(body);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('invalid');
    expect(error.source.pointer).toBe(pointer);
  });

  it('405 for another method', async () => {
    const response = await subscribe(null, { method: 'GET' });
    expect(response.status).toBe(405);
    expect((await errorOf(response)).code).toBe('method_not_allowed');
  });
});
