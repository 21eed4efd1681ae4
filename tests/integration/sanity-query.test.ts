// The Content Lake query and doc endpoints, exercised through the official @sanity/client exactly
// as the storefront configures it (apiHost + useProjectHostname: false).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatedSanityClient } from '../support/sanity-client.ts';
import type { ClientConfig, SanityClient } from '@sanity/client';
import { serveRecordedSanity, type SeenRequest } from '../support/recorded-sanity.ts';
import { issueSanityToken } from '../../emulators/credentials.ts';

/** The project's read token; any other token is refused. */
const TOKEN = issueSanityToken();
const STOREFRONT = 'http://localhost:3000';

const block = (key: string, text: string) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: `${key}s`, text, marks: [] }],
});

const FIXTURE = [
  { _id: 'author-1', _type: 'author', name: 'Giulia Bianchi' },
  {
    _id: 'post-1',
    _type: 'post',
    title: 'Published title',
    slug: { _type: 'slug', current: 'one' },
    author: { _type: 'reference', _ref: 'author-1' },
    body: [block('b1', 'Cut by hand.')],
  },
  {
    _id: 'drafts.post-1',
    _type: 'post',
    title: 'Draft title',
    slug: { _type: 'slug', current: 'one' },
    author: { _type: 'reference', _ref: 'author-1' },
    body: [block('b1', 'Cut and stitched by hand.')],
  },
  { _id: 'drafts.post-2', _type: 'post', title: 'Only a draft', slug: { _type: 'slug', current: 'two' } },
  { _id: 'versions.rSpring.post-1', _type: 'post', title: 'Spring release title', slug: { _type: 'slug', current: 'one' } },
  {
    _id: 'sanity-preview-url-secret.share-access',
    _type: 'sanity.previewUrlShareAccess',
    secret: 's3cret',
    studioUrl: 'http://localhost:3000/studio',
  },
];

let dir: string;
let datasetPath: string;
let served: Awaited<ReturnType<typeof serveRecordedSanity>>;
let apiHost: string;
let seen: SeenRequest[];

function writeDataset(docs: unknown[]): void {
  writeFileSync(datasetPath, `${docs.map((doc) => JSON.stringify(doc)).join('\n')}\n`);
}

function client(extra: Partial<ClientConfig> = {}): SanityClient {
  return emulatedSanityClient(apiHost, extra);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sanity-query-'));
  datasetPath = join(dir, 'content.ndjson');
  writeDataset(FIXTURE);
  served = await serveRecordedSanity({
    datasetPath,
    imagesDir: join(dir, 'images'),
    projectId: 'bottega',
    dataset: 'production',
    watch: true,
    readToken: TOKEN,
    corsOrigins: [
      { origin: STOREFRONT, allowCredentials: true },
      { origin: 'https://*.example.com', allowCredentials: false },
    ],
  });
  apiHost = served.url;
  seen = served.seen;
});

afterAll(async () => {
  await served.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('query endpoint', () => {
  it('answers GET /v{apiVersion}/data/query/{dataset} with JSON-encoded params', async () => {
    const title = await client().fetch('*[_type == "post" && slug.current == $slug][0].title', { slug: 'one' });
    expect(title).toBe('Published title');
    const last = seen.at(-1)!;
    expect(last.method).toBe('GET');
    expect(last.url).toMatch(/^\/v2025-02-19\/data\/query\/production\?query=/);
    expect(new URL(last.url, apiHost).searchParams.get('$slug')).toBe('"one"');
  });

  it('dereferences references and passes structured params', async () => {
    const result = await client().fetch('*[_type == "post" && slug.current in $slugs]{title, "author": author->name}', {
      slugs: ['one', 'nine'],
    });
    expect(result).toEqual([{ title: 'Published title', author: 'Giulia Bianchi' }]);
  });

  it('returns result, ms, query and syncTags, and leaves query out when returnQuery=false', async () => {
    const full = await client().fetch('*[_id == "post-1"][0]{title}', {}, { filterResponse: false, returnQuery: true });
    expect(full.result).toEqual({ title: 'Published title' });
    expect(full.query).toBe('*[_id == "post-1"][0]{title}');
    expect(typeof full.ms).toBe('number');
    expect(full.syncTags?.length).toBeGreaterThan(0);
    const bare = await client().fetch('*[_id == "post-1"][0]{title}', {}, { filterResponse: false, returnQuery: false });
    expect(bare.result).toEqual({ title: 'Published title' });
    expect('query' in bare).toBe(false);
  });

  it('answers null for a query that matches nothing', async () => {
    expect(await client().fetch('*[_id == "nothing"][0]')).toBeNull();
  });

  it('switches to POST above the GET size limit and still applies params and perspective', async () => {
    const filler = Array.from({ length: 700 }, (_, i) => `"unused-slug-${i}"`).join(', ');
    const query = `*[_type == "post" && !(slug.current in [${filler}]) && slug.current == $slug][0].title`;
    expect(query.length).toBeGreaterThan(11264);
    const before = seen.length;
    const title = await client({ token: TOKEN, perspective: 'drafts' }).fetch(query, { slug: 'one' });
    expect(title).toBe('Draft title');
    const request = seen[before];
    expect(request.method).toBe('POST');
    expect(request.url).toMatch(/^\/v2025-02-19\/data\/query\/production\?.*perspective=drafts/);
  });
});

describe('perspectives', () => {
  const titles = '*[_type == "post"] | order(title asc) {_id, _originalId, title}';

  it('defaults to published from API version 2025-02-19', async () => {
    expect(await client({ token: TOKEN }).fetch(titles)).toEqual([{ _id: 'post-1', _originalId: null, title: 'Published title' }]);
  });

  it('defaults to raw for older API versions', async () => {
    const ids = (await client({ token: TOKEN, apiVersion: '2024-01-01' }).fetch<Array<{ _id: string }>>(titles))
      .map((doc) => doc._id)
      .sort();
    expect(ids).toEqual(['drafts.post-1', 'drafts.post-2', 'post-1', 'versions.rSpring.post-1']);
  });

  it('drafts overlays drafts on published documents and keeps _originalId', async () => {
    expect(await client({ token: TOKEN, perspective: 'drafts' }).fetch(titles)).toEqual([
      { _id: 'post-1', _originalId: 'drafts.post-1', title: 'Draft title' },
      { _id: 'post-2', _originalId: 'drafts.post-2', title: 'Only a draft' },
    ]);
  });

  it('previewDrafts is the old name of drafts', async () => {
    const result = await client({ token: TOKEN, perspective: 'previewDrafts' }).fetch<Array<{ title: string }>>(titles);
    expect(result.map((doc) => doc.title)).toEqual(['Draft title', 'Only a draft']);
  });

  it('references resolve inside the drafts view', async () => {
    const result = await client({ token: TOKEN, perspective: 'drafts' }).fetch(
      '*[_id == "post-1"][0]{"author": author->name, "text": body[0].children[0].text}',
    );
    expect(result).toEqual({ author: 'Giulia Bianchi', text: 'Cut and stitched by hand.' });
  });

  it('raw shows every document side by side', async () => {
    const ids = (await client({ token: TOKEN, perspective: 'raw' }).fetch<Array<{ _id: string }>>(titles)).map((doc) => doc._id).sort();
    expect(ids).toEqual(['drafts.post-1', 'drafts.post-2', 'post-1', 'versions.rSpring.post-1']);
  });

  it('a release stack reads the release, then drafts, then published', async () => {
    const result = await client({ token: TOKEN, perspective: ['rSpring', 'drafts'] }).fetch<Array<{ title: string }>>(titles);
    expect(result.map((doc) => doc.title)).toEqual(['Only a draft', 'Spring release title']);
  });

  it('hides drafts and system documents from requests without a token, as the Content Lake does', async () => {
    const anonymous = client({ perspective: 'drafts' });
    expect(await anonymous.fetch(titles)).toEqual([{ _id: 'post-1', _originalId: 'post-1', title: 'Published title' }]);
    const raw = await client({ perspective: 'raw' }).fetch<Array<{ _id: string }>>('*[]._id');
    expect(raw).not.toContain('drafts.post-1');
    expect(raw).not.toContain('sanity-preview-url-secret.share-access');
    expect(await client({ token: TOKEN, perspective: 'raw' }).fetch('*[_type == "sanity.previewUrlShareAccess"][0].secret')).toBe('s3cret');
  });

  it('sends the token as a bearer header', async () => {
    await client({ token: TOKEN, perspective: 'drafts' }).fetch('count(*)');
    expect(seen.at(-1)!.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('refuses a token the project did not issue with 401 and Sanity’s body, through the client', async () => {
    for (const token of ['local-preview-token', `${TOKEN.slice(0, -1)}${TOKEN.endsWith('x') ? 'y' : 'x'}`]) {
      const error = await client({ token, perspective: 'drafts' })
        .fetch('count(*)')
        .catch((caught: unknown) => caught as { statusCode: number; message: string; responseBody: string });
      expect(error.statusCode).toBe(401);
      expect(JSON.parse(error.responseBody)).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Session not found',
        errorCode: 'SIO-401-ANF',
      });
      expect(error.message).toMatch(/Session not found/);
    }
    const malformed = await fetch(`${apiHost}/v2025-02-19/data/doc/production/post-1`, { headers: { authorization: 'Basic abc' } });
    expect(malformed.status).toBe(401);
  });

  it('rejects an unknown perspective with a 400', async () => {
    const response = await fetch(
      `${apiHost}/v2025-02-19/data/query/production?query=count(*)&perspective=${encodeURIComponent('not a perspective!')}`,
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/Invalid perspective/);
  });
});

describe('errors', () => {
  it('a referenced but missing param is a 400 queryParseError pointing at the param', async () => {
    const query = '*[_type == "post" && slug.current == $slug][0]';
    const error = await client()
      .fetch(query)
      .then(
        () => null,
        (caught: unknown) => caught as { statusCode: number; details: Record<string, unknown>; message: string },
      );
    expect(error?.statusCode).toBe(400);
    expect(error?.details).toMatchObject({ type: 'queryParseError', description: 'param $slug referenced, but not provided', query });
    expect(query.slice(error!.details.start as number, error!.details.end as number)).toBe('$slug');
  });

  it('a GROQ syntax error is a 400 queryParseError with position, formatted by the client', async () => {
    const query = '*[_type == "post"]{title';
    const error = await client()
      .fetch(query)
      .then(
        () => null,
        (caught: unknown) => caught as { statusCode: number; details: Record<string, unknown>; message: string },
      );
    expect(error?.statusCode).toBe(400);
    expect(error?.details).toMatchObject({ type: 'queryParseError', query });
    expect(typeof error?.details.start).toBe('number');
    expect(error?.message).toMatch(/^GROQ query parse error:/);
  });

  it('malformed requests get 400s, never 500s', async () => {
    const cases = [
      fetch(`${apiHost}/v2025-02-19/data/query/production`),
      fetch(`${apiHost}/v2025-02-19/data/query/production?query=*&$x=%7Bnot-json`),
      fetch(`${apiHost}/v2025-02-19/data/query/production`, {
        method: 'POST',
        body: 'not json',
        headers: { 'content-type': 'application/json' },
      }),
      fetch(`${apiHost}/v2025-02-19/data/query/production`, {
        method: 'POST',
        body: JSON.stringify({ query: 1 }),
        headers: { 'content-type': 'application/json' },
      }),
      fetch(`${apiHost}/vnonsense/data/query/production?query=*`),
    ];
    for (const response of await Promise.all(cases)) expect(response.status).toBe(400);
  });

  it('an unknown dataset is a 404', async () => {
    const response = await fetch(`${apiHost}/v2025-02-19/data/query/staging?query=*`);
    expect(response.status).toBe(404);
  });
});

describe('doc endpoint', () => {
  it('returns documents by id', async () => {
    const doc = await client().getDocument('post-1');
    expect(doc?.title).toBe('Published title');
    expect(seen.at(-1)!.url).toBe('/v2025-02-19/data/doc/production/post-1');
  });

  it('returns null for ids that do not exist, in order', async () => {
    const docs = await client().getDocuments(['missing', 'author-1']);
    expect(docs.map((doc) => doc?._id ?? null)).toEqual([null, 'author-1']);
  });

  it('lists what it left out, and why', async () => {
    const body = (await (await fetch(`${apiHost}/v2025-02-19/data/doc/production/post-1,drafts.post-1,gone`)).json()) as {
      documents: Array<{ _id: string }>;
      omitted: Array<{ id: string; reason: string }>;
    };
    expect(body.documents.map((doc) => doc._id)).toEqual(['post-1']);
    expect(body.omitted).toEqual([
      { id: 'drafts.post-1', reason: 'permission' },
      { id: 'gone', reason: 'existence' },
    ]);
    const withToken = await client({ token: TOKEN }).getDocument('drafts.post-1');
    expect(withToken?.title).toBe('Draft title');
  });
});

describe('browsers', () => {
  const preflight = (origin: string) =>
    fetch(`${apiHost}/v2025-02-19/data/query/production`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });

  it('answers CORS preflights from the storefront origin, with credentials', async () => {
    const response = await preflight(STOREFRONT);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
  });

  it('allows a wildcard origin without credentials when the project says so', async () => {
    const response = await preflight('https://shop.example.com');
    expect(response.headers.get('access-control-allow-origin')).toBe('https://shop.example.com');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives an origin the project does not list no CORS headers, so its browser withholds the answer', async () => {
    for (const origin of ['https://evil.test', 'http://localhost:3001', 'https://example.com.evil.test']) {
      expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBeNull();
      const answer = await fetch(`${apiHost}/v2025-02-19/data/query/production?query=count(*)`, { headers: { origin } });
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('tells the client, on /check/cors, whether its origin is allowed and with credentials', async () => {
    const check = async (origin: string) =>
      ((await (await fetch(`${apiHost}/v1/check/cors`, { headers: { origin } })).json()) as { result: unknown }).result;
    expect(await check(STOREFRONT)).toEqual({ allowed: true, withCredentials: true });
    expect(await check('https://shop.example.com')).toEqual({ allowed: true, withCredentials: false });
    expect(await check('https://evil.test')).toEqual({ allowed: false, withCredentials: false });
  });
});

describe('CDN and reloading', () => {
  it('useCdn requests go to the same host and answer the same', async () => {
    const before = seen.length;
    expect(await client({ useCdn: true }).fetch('*[_id == $id][0].title', { id: 'post-1' })).toBe('Published title');
    expect(seen.length).toBe(before + 1);
  });

  it('reloads the dataset when the file changes (watch)', async () => {
    writeDataset([...FIXTURE.filter((doc) => doc._id !== 'post-1'), { ...FIXTURE[1], title: 'Rewritten title' }]);
    const deadline = Date.now() + 5000;
    let title = '';
    while (Date.now() < deadline) {
      title = await client().fetch('*[_id == "post-1"][0].title');
      if (title === 'Rewritten title') break;
      await new Promise((done) => setTimeout(done, 100));
    }
    expect(title).toBe('Rewritten title');
    writeDataset(FIXTURE);
  });
});
