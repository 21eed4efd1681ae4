// GET /v{apiVersion}/data/listen/{dataset}: the real-time listener `client.listen(query, params)`
// opens (preview kits built on it refetch when it fires). A server-sent event stream: `welcome`
// with the listener's name, then one `mutation` event per changed document the filter query
// matched before or after the change, with its transition (`appear`, `update`, `disappear`) and,
// unless `includeResult=false`, the document as it is now. Without the read token only public
// documents (no dotted ids) are reported, as Sanity does for anonymous listeners.
import { randomUUID } from 'node:crypto';
import type { DatasetStore, SanityDocument } from './dataset.ts';
import { httpError, queryErrorResponse } from './errors.ts';
import { evaluateQuery, parseQuery } from './groq.ts';
import { isVisible } from './perspective.ts';

interface ListenContext {
  store: DatasetStore;
  authenticated: boolean;
  projectId: string;
  datasetName: string;
  headers: Headers;
}

export async function listen(request: Request, context: ListenContext): Promise<Response> {
  const url = new URL(request.url);
  const query = url.searchParams.get('query');
  if (!query) return httpError(400, 'Missing query parameter "query"', context.headers);
  const params: Record<string, unknown> = {};
  for (const [name, raw] of url.searchParams) {
    if (!name.startsWith('$')) continue;
    try {
      params[name.slice(1)] = JSON.parse(raw);
    } catch {
      return httpError(400, `Invalid JSON in parameter ${name}`, context.headers);
    }
  }
  const parsed = parseQuery(query, params);
  if (!parsed.ok) return queryErrorResponse(parsed.error, context.headers);
  const includeResult = url.searchParams.get('includeResult') !== 'false';
  const includePrevious = url.searchParams.get('includePreviousRevision') === 'true';

  /** Whether the filter query selects this one document. */
  const matches = async (doc: SanityDocument | undefined): Promise<boolean> => {
    if (!doc || !isVisible(doc, context.authenticated)) return false;
    const evaluated = await evaluateQuery(query, parsed.tree, {
      documents: [doc],
      params,
      identity: '',
      projectId: context.projectId,
      dataset: context.datasetName,
    });
    return evaluated.ok && Array.isArray(evaluated.result) && evaluated.result.length > 0;
  };

  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (event: string, data: unknown, id?: string) =>
        controller.enqueue(encoder.encode(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      send('welcome', { listenerName: `emulator-${randomUUID()}` });
      // Changes are reported in order even when evaluating one takes longer than the next arrives.
      let queue = Promise.resolve();
      stop = context.store.onChange((previous, next) => {
        queue = queue.then(async () => {
          const transactionId = `emulator-${next.revision}`;
          const timestamp = new Date().toISOString();
          const ids = new Set([...previous.byId.keys(), ...next.byId.keys()]);
          for (const documentId of ids) {
            const before = previous.byId.get(documentId);
            const after = next.byId.get(documentId);
            if (JSON.stringify(before) === JSON.stringify(after)) continue;
            const [was, is] = [await matches(before), await matches(after)];
            if (!was && !is) continue;
            const eventId = `${transactionId}#${documentId}`;
            send(
              'mutation',
              {
                eventId,
                documentId,
                transactionId,
                transition: was && is ? 'update' : is ? 'appear' : 'disappear',
                identity: 'emulator',
                mutations: [],
                ...(includeResult && is ? { result: after } : {}),
                ...(includePrevious && was ? { previous: before } : {}),
                previousRev: before?._rev,
                resultRev: after?._rev,
                timestamp,
                visibility: 'query',
              },
              eventId,
            );
          }
        });
      });
    },
    cancel() {
      stop();
    },
  });
  context.headers.set('content-type', 'text/event-stream');
  context.headers.set('cache-control', 'no-cache');
  return new Response(body, { headers: context.headers });
}
