// Conformance: Sanity's own @sanity/client and @sanity/image-url, unmodified, against the Sanity
// emulator, asserting the answers and error shapes Sanity's HTTP API reference documents. The client
// reaches the emulator through its documented `apiHost` option (with `useProjectHostname: false`,
// under which its CDN URL is its API URL, so `useCdn` requests arrive here too).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { ClientConfig, SanityClient } from '@sanity/client';
import { emulatedSanityClient } from '../support/sanity-client.ts';
import imageUrlBuilder from '@sanity/image-url';
import { serveRecordedSanity } from '../support/recorded-sanity.ts';
import { issueSanityToken } from '../../emulators/credentials.ts';

const TOKEN = issueSanityToken();
const HASH = 'c'.repeat(40);
const ASSET_ID = `image-${HASH}-600x400-jpg`;

const PUBLISHED = [
  { _id: 'author-1', _type: 'author', name: 'Giulia Bianchi' },
  { _id: 'post-1', _type: 'post', title: 'Published title', rank: 1, tags: ['leather'], author: { _type: 'reference', _ref: 'author-1' } },
  { _id: 'post-2', _type: 'post', title: 'Second post', rank: 2, tags: ['linen'] },
  {
    _id: ASSET_ID,
    _type: 'sanity.imageAsset',
    url: `http://unused/images/bottega/production/${HASH}-600x400.jpg`,
    metadata: { dimensions: { width: 600, height: 400, aspectRatio: 1.5 } },
  },
];
const DRAFTS = [{ _id: 'drafts.post-1', _type: 'post', title: 'Draft title', rank: 1, tags: ['leather'] }];

let dir: string;
let datasetPath: string;
let served: Awaited<ReturnType<typeof serveRecordedSanity>>;
let apiHost: string;
/** The methods of the requests the emulator received, in order. */
const methods = () => served.seen.map((request) => request.method);

function writeDataset(docs: unknown[]): void {
  writeFileSync(datasetPath, `${docs.map((doc) => JSON.stringify(doc)).join('\n')}\n`);
}

function client(extra: Partial<ClientConfig> = {}): SanityClient {
  return emulatedSanityClient(apiHost, extra);
}

/** The ClientError a failed fetch rejects with. */
async function failure(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: { statusCode: number; message: string; responseBody: string; details?: unknown }) => error,
  );
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sanity-conformance-'));
  datasetPath = join(dir, 'content.ndjson');
  writeDataset([...PUBLISHED, ...DRAFTS]);
  writeFileSync(
    join(dir, 'content-images.json'),
    JSON.stringify({ [HASH]: { scene: 'still-life', palette: ['#d9c7a8'], width: 600, height: 400 } }),
  );
  mkdirSync(join(dir, 'images', 'masters'), { recursive: true });
  const master = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
  writeFileSync(join(dir, 'images', 'masters', `${HASH}-600x400.jpg`), master);
  served = await serveRecordedSanity({
    datasetPath,
    imagesDir: join(dir, 'images'),
    projectId: 'bottega',
    dataset: 'production',
    readToken: TOKEN,
    corsOrigins: [],
    watch: true,
  });
  apiHost = served.url;
});

afterAll(async () => {
  await served.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('perspectives', () => {
  const titles = '*[_type == "post"] | order(rank asc).title';

  it('published: the default from API version 2025-02-19, drafts never shown', async () => {
    expect(await client().fetch(titles)).toEqual(['Published title', 'Second post']);
    expect(await client({ token: TOKEN, perspective: 'published' }).fetch(titles)).toEqual(['Published title', 'Second post']);
  });

  it('drafts: drafts in place of their published documents, for the read token', async () => {
    expect(await client({ token: TOKEN, perspective: 'drafts' }).fetch(titles)).toEqual(['Draft title', 'Second post']);
  });

  it('raw: every document under its own id, drafts only for the read token', async () => {
    const ids = (await client({ token: TOKEN, perspective: 'raw' }).fetch<string[]>('*[_type == "post"]._id')).sort();
    expect(ids).toEqual(['drafts.post-1', 'post-1', 'post-2']);
    expect((await client({ perspective: 'raw' }).fetch<string[]>('*[_type == "post"]._id')).sort()).toEqual(['post-1', 'post-2']);
  });
});

describe('queries', () => {
  it('binds params of every JSON type', async () => {
    const result = await client().fetch(
      '*[_type == "post" && rank >= $min && count((tags)[@ in $tags]) > 0 && defined(title) == $defined]{title, "author": author->name}',
      {
        min: 1,
        tags: ['leather', 'wool'],
        defined: true,
      },
    );
    expect(result).toEqual([{ title: 'Published title', author: 'Giulia Bianchi' }]);
  });

  it('answers with result, ms, query and syncTags, as the reference documents', async () => {
    const response = await client().fetch('*[_id == $id][0].title', { id: 'post-2' }, { filterResponse: false });
    expect(response).toMatchObject({ result: 'Second post', query: '*[_id == $id][0].title' });
    expect(typeof response.ms).toBe('number');
    expect(response.syncTags).toEqual([expect.stringMatching(/^s1:/)]);
  });

  it('sends a query longer than a GET allows as a POST, with the same answer', async () => {
    const padding = Array.from({ length: 800 }, (_, index) => `"padding-title-${index}"`).join(', ');
    const query = `*[_type == "post" && !(title in [${padding}])] | order(rank asc).title`;
    expect(query.length).toBeGreaterThan(11_264);
    const before = methods().length;
    expect(await client().fetch(query)).toEqual(['Published title', 'Second post']);
    expect(methods().slice(before)).toEqual(['POST']);
  });

  it('with useCdn, answers the published content (the client keeps drafts off the CDN)', async () => {
    const before = methods().length;
    expect(await client({ useCdn: true }).fetch('*[_id == "post-1"][0].title')).toBe('Published title');
    expect(await client({ useCdn: true, token: TOKEN, perspective: 'drafts' }).fetch('*[_id == "post-1"][0].title')).toBe('Draft title');
    expect(methods().slice(before)).toEqual(['GET', 'GET']);
  });

  it('reads documents by id, listing the ones it may not show', async () => {
    expect((await client().getDocument('post-2'))?.title).toBe('Second post');
    expect(await client().getDocument('drafts.post-1')).toBeUndefined();
    expect((await client({ token: TOKEN }).getDocument('drafts.post-1'))?.title).toBe('Draft title');
  });
});

describe('errors', () => {
  it('answers bad GROQ with 400 and a positioned queryParseError', async () => {
    const error = await failure(client().fetch('*[_type == "post"'));
    expect(error.statusCode).toBe(400);
    expect(JSON.parse(error.responseBody)).toEqual({
      error: {
        description: expect.any(String),
        type: 'queryParseError',
        query: '*[_type == "post"',
        start: expect.any(Number),
        end: expect.any(Number),
      },
    });
    expect(error.details).toMatchObject({ type: 'queryParseError' });
    expect(error.message).toMatch(/GROQ query parse error/);
  });

  it('stops a query that would read the dataset too many times with 400, and answers the next one', async () => {
    // Each level reads the whole dataset once per document of the level above: twelve levels read it millions of times.
    const nested = `${'*[]{"inner": '.repeat(12)}*[]._id${'}'.repeat(12)}`;
    const error = await failure(client().fetch(nested));
    expect(error.statusCode).toBe(400);
    expect(error.details).toMatchObject({ type: 'queryExecutionError', description: expect.stringMatching(/^Query too expensive/) });
    expect(await client().fetch('count(*)')).toBeGreaterThan(0);
  });

  it('answers a missing param as a parse error naming it', async () => {
    const error = await failure(client().fetch('*[_id == $id]'));
    expect(error.statusCode).toBe(400);
    expect(error.details).toMatchObject({ description: 'param $id referenced, but not provided', type: 'queryParseError' });
  });

  it('refuses a token the project did not issue with 401 Session not found', async () => {
    const error = await failure(client({ token: 'sk-not-a-token-of-this-project' }).fetch('count(*)'));
    expect(error.statusCode).toBe(401);
    expect(JSON.parse(error.responseBody)).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Session not found',
      errorCode: 'SIO-401-ANF',
    });
  });

  it('answers an unknown dataset with 404', async () => {
    const error = await failure(client({ dataset: 'staging' }).fetch('count(*)'));
    expect(error.statusCode).toBe(404);
    expect(JSON.parse(error.responseBody)).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

describe('images built by @sanity/image-url', () => {
  const builder = () => imageUrlBuilder({ projectId: 'bottega', dataset: 'production', baseUrl: apiHost });

  it('resolve on the emulated CDN at the size and crop asked for', async () => {
    const image = {
      _type: 'image',
      asset: { _ref: ASSET_ID },
      crop: { top: 0, bottom: 0.5, left: 0, right: 0.5 },
      hotspot: { x: 0.25, y: 0.25, width: 0.5, height: 0.5 },
    };
    const url = builder().image(image).width(240).height(160).fit('crop').url();
    expect(url.startsWith(`${apiHost}/images/bottega/production/${HASH}-600x400.jpg?`)).toBe(true);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 240, 160]);
  });

  it('negotiate the format with auto=format', async () => {
    const response = await fetch(builder().image(ASSET_ID).width(100).auto('format').url(), { headers: { accept: 'image/webp,image/*' } });
    expect(response.headers.get('content-type')).toBe('image/webp');
  });
});

describe('Live Content API (client.live.events)', () => {
  /** Subscribes and resolves with the first events that satisfy `until`. */
  function collect(live: SanityClient, includeDrafts: boolean, until: (events: Array<{ type: string; tags?: string[] }>) => boolean) {
    const events: Array<{ type: string; tags?: string[] }> = [];
    let unsubscribe = () => {};
    const done = new Promise<typeof events>((resolve, reject) => {
      const subscription = live.live.events({ includeDrafts }).subscribe({
        next(event) {
          events.push(event as { type: string; tags?: string[] });
          if (until(events)) resolve(events);
        },
        error: reject,
      });
      unsubscribe = () => subscription.unsubscribe();
    });
    return { done: done.finally(() => unsubscribe()), events };
  }

  it('welcomes, then names the sync tags of what changed', async () => {
    const { syncTags: authorTags } = await client().fetch('*[_id == "author-1"][0]{_id, name}', {}, { filterResponse: false });
    const { syncTags: otherTags } = await client().fetch('*[_id == "post-2"][0]{_id, title}', {}, { filterResponse: false });
    const stream = collect(client(), false, (events) => events.some((event) => event.type === 'message'));
    await expect.poll(() => stream.events.map((event) => event.type)).toContain('welcome');

    // A draft-only edit is not news to a stream without drafts; the author's rename is.
    writeDataset([...PUBLISHED, { ...DRAFTS[0], title: 'Draft, edited' }]);
    await expect
      .poll(async () => client({ token: TOKEN, perspective: 'drafts' }).fetch('*[_id == "post-1"][0].title'))
      .toBe('Draft, edited');
    writeDataset([{ ...PUBLISHED[0], name: 'Giulia B.' }, ...PUBLISHED.slice(1), { ...DRAFTS[0], title: 'Draft, edited' }]);

    const message = (await stream.done).find((event) => event.type === 'message')!;
    writeDataset([...PUBLISHED, ...DRAFTS]);
    expect(message.tags).toEqual(expect.arrayContaining(authorTags!));
    expect(message.tags).not.toEqual(expect.arrayContaining(otherTags!));
  });

  it('with includeDrafts and the read token, names draft changes too', async () => {
    await expect.poll(async () => client().fetch('*[_id == "author-1"][0].name')).toBe('Giulia Bianchi');
    const { syncTags } = await client({ token: TOKEN, perspective: 'drafts' }).fetch(
      '*[_id == "post-1"][0]{_id, title}',
      {},
      { filterResponse: false },
    );
    const stream = collect(client({ token: TOKEN }), true, (events) => events.some((event) => event.type === 'message'));
    await expect.poll(() => stream.events.map((event) => event.type)).toContain('welcome');
    writeDataset([...PUBLISHED, { ...DRAFTS[0], title: 'Draft again' }]);
    const message = (await stream.done).find((event) => event.type === 'message')!;
    writeDataset([...PUBLISHED, ...DRAFTS]);
    expect(message.tags).toEqual(expect.arrayContaining(syncTags!));
  });

  it('refuses includeDrafts without the read token', async () => {
    const response = await fetch(`${apiHost}/vX/data/live/events/production?includeDrafts=true`, {
      headers: { authorization: 'Bearer sk-wrong' },
    });
    expect(response.status).toBe(401);
    const anonymous = await fetch(`${apiHost}/vX/data/live/events/production?includeDrafts=true`);
    expect(anonymous.status).toBe(401);
  });

  it('tells a client resuming from an event it cannot replay to restart', async () => {
    const response = await fetch(`${apiHost}/vX/data/live/events/production`, { headers: { 'last-event-id': 'an-event-from-before' } });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    expect(first).toMatch(/^id: \d+\nevent: restart\ndata: \{\}\n\n$/);
  });
});

describe('listener (client.listen)', () => {
  type Received = { type: string; documentId?: string; transition?: string; result?: { title?: string } };

  function listenUntil(live: SanityClient, query: string, until: (events: Received[]) => boolean) {
    const events: Received[] = [];
    let unsubscribe = () => {};
    const done = new Promise<Received[]>((resolve, reject) => {
      const subscription = live.listen(query, {}, { events: ['welcome', 'mutation'] }).subscribe({
        next(event) {
          events.push(event as Received);
          if (until(events)) resolve(events);
        },
        error: reject,
      });
      unsubscribe = () => subscription.unsubscribe();
    });
    return { done: done.finally(() => unsubscribe()), events };
  }

  it('welcomes, then reports each matching document’s transition with its result; drafts only to the read token', async () => {
    await expect.poll(async () => client().fetch('count(*[_type == "post"])')).toBe(2);
    const anonymous = listenUntil(
      client(),
      '*[_type == "post"]',
      (events) => events.filter((event) => event.type === 'mutation').length >= 3,
    );
    const editor = listenUntil(client({ token: TOKEN }), '*[_type == "post"]', (events) =>
      events.some((event) => event.documentId === 'drafts.post-1'),
    );
    await expect.poll(() => [anonymous.events[0]?.type, editor.events[0]?.type]).toEqual(['welcome', 'welcome']);

    writeDataset([...PUBLISHED.filter((doc) => doc._id !== 'post-2'), { ...DRAFTS[0], title: 'Draft, listened' }]);
    await expect.poll(async () => client().fetch('count(*[_type == "post"])')).toBe(1);
    writeDataset([
      ...PUBLISHED,
      { _id: 'post-3', _type: 'post', title: 'A new post', rank: 3 },
      { ...DRAFTS[0], title: 'Draft, listened' },
    ]);

    const seen = (await anonymous.done).filter((event) => event.type === 'mutation');
    writeDataset([...PUBLISHED, ...DRAFTS]);
    expect(seen.map(({ documentId, transition }) => ({ documentId, transition }))).toEqual([
      { documentId: 'post-2', transition: 'disappear' },
      { documentId: 'post-2', transition: 'appear' },
      { documentId: 'post-3', transition: 'appear' },
    ]);
    expect(seen.map((event) => event.result?.title)).toEqual([undefined, 'Second post', 'A new post']);
    const draft = (await editor.done).find((event) => event.documentId === 'drafts.post-1')!;
    expect(draft).toMatchObject({ transition: 'update', result: { title: 'Draft, listened' } });
  });
});
