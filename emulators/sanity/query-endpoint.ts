// GET and POST /v{apiVersion}/data/query/{dataset}, answered like the Content Lake: params as
// JSON-encoded `$name` search parameters (GET) or a `params` object (POST), options in the
// search string either way.
import { json } from '../http.ts';
import type { DatasetSnapshot, SanityDocument } from './dataset.ts';
import { httpError, queryErrorResponse } from './errors.ts';
import { evaluateQuery, parseQuery } from './groq.ts';
import { buildView, defaultPerspective, parsePerspective } from './perspective.ts';
import type { Perspective } from './perspective.ts';
import { buildSourceMap } from './source-map.ts';
import { resultSyncTags } from './sync-tags.ts';

export interface QueryContext {
  apiVersion: string;
  dataset: DatasetSnapshot;
  projectId: string;
  datasetName: string;
  authenticated: boolean;
  headers: HeadersInit;
}

interface QueryInput {
  query: string;
  params: Record<string, unknown>;
  options: URLSearchParams;
}

export async function handleQuery(request: Request, context: QueryContext): Promise<Response> {
  const input = await readInput(request);
  if ('error' in input) return httpError(400, input.error, context.headers);
  const started = performance.now();

  const perspectiveParam = input.options.get('perspective');
  const perspective: Perspective | { error: string } =
    perspectiveParam === null ? defaultPerspective(context.apiVersion) : parsePerspective(perspectiveParam, context.apiVersion);
  if ('error' in perspective) return httpError(400, perspective.error, context.headers);

  const parsed = parseQuery(input.query, input.params);
  if (!parsed.ok) return queryErrorResponse(parsed.error, context.headers);

  const documents = viewFor(context, perspective);
  const evaluated = await evaluateQuery(input.query, parsed.tree, {
    documents,
    params: input.params,
    identity: context.authenticated ? 'emulator-user' : '',
    projectId: context.projectId,
    dataset: context.datasetName,
  });
  if (!evaluated.ok) return queryErrorResponse(evaluated.error, context.headers);

  const body: Record<string, unknown> = {};
  if (input.options.get('returnQuery') !== 'false') body.query = input.query;
  body.result = evaluated.result;
  body.syncTags = resultSyncTags(evaluated.result);
  const sourceMapMode = input.options.get('resultSourceMap');
  if (sourceMapMode === 'true' || sourceMapMode === 'withKeyArraySelector') {
    body.resultSourceMap = buildSourceMap(evaluated.result, documents, sourceMapMode === 'withKeyArraySelector');
  }
  body.ms = Math.max(1, Math.round(performance.now() - started));
  return json(body, { headers: context.headers });
}

async function readInput(request: Request): Promise<QueryInput | { error: string }> {
  const url = new URL(request.url);
  const options = url.searchParams;
  if (request.method === 'POST') {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return { error: 'Request body must be JSON' };
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return { error: 'Request body must be a JSON object' };
    const { query, params = {}, perspective } = body as { query?: unknown; params?: unknown; perspective?: unknown };
    if (typeof query !== 'string' || !query) return { error: 'Missing "query" in request body' };
    if (!params || typeof params !== 'object' || Array.isArray(params)) return { error: '"params" must be an object' };
    if (typeof perspective === 'string' && !options.has('perspective')) options.set('perspective', perspective);
    return { query, params: params as Record<string, unknown>, options };
  }
  const query = options.get('query');
  if (!query) return { error: 'Missing query parameter "query"' };
  const params: Record<string, unknown> = {};
  for (const [name, raw] of options) {
    if (!name.startsWith('$')) continue;
    try {
      params[name.slice(1)] = JSON.parse(raw);
    } catch {
      return { error: `Invalid JSON in parameter ${name}` };
    }
  }
  return { query, params, options };
}

const views = new WeakMap<DatasetSnapshot, Map<string, SanityDocument[]>>();

function viewFor(context: QueryContext, perspective: Perspective): SanityDocument[] {
  let cache = views.get(context.dataset);
  if (!cache) views.set(context.dataset, (cache = new Map()));
  const key = `${JSON.stringify(perspective)}:${context.authenticated}`;
  let view = cache.get(key);
  if (!view) cache.set(key, (view = buildView(context.dataset, perspective, context.authenticated)));
  return view;
}
