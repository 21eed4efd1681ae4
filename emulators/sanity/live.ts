// GET /v{apiVersion}/data/live/events/{dataset}: the Live Content API, a server-sent event stream
// that @sanity/client's `client.live.events()` reads. It opens with `welcome`; each change to the
// dataset sends `message` with the sync tags it touched (the same tags query answers carry), under
// an event id. A client reconnecting with a Last-Event-ID this stream cannot resume from gets
// `restart`, telling it to refetch everything. `includeDrafts=true` needs the read token.
import type { DatasetStore } from './dataset.ts';
import { changedSyncTags } from './sync-tags.ts';

/** Comment lines keep idle connections open through proxies, as the hosted stream does. */
const HEARTBEAT_MS = 25_000;

export function liveEvents(
  request: Request,
  store: DatasetStore,
  { includeDrafts, headers }: { includeDrafts: boolean; headers: Headers },
): Response {
  const encoder = new TextEncoder();
  const resumeFrom = request.headers.get('last-event-id');
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      const latest = String(store.current().revision);
      send(resumeFrom && resumeFrom !== latest ? `id: ${latest}\nevent: restart\ndata: {}\n\n` : `event: welcome\ndata: {}\n\n`);
      const unsubscribe = store.onChange((previous, next) => {
        const tags = changedSyncTags(previous, next, includeDrafts);
        if (tags.length) send(`id: ${next.revision}\nevent: message\ndata: ${JSON.stringify({ tags })}\n\n`);
      });
      const heartbeat = setInterval(() => send(': keepalive\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
    },
    cancel() {
      stop();
    },
  });
  headers.set('content-type', 'text/event-stream');
  headers.set('cache-control', 'no-cache');
  return new Response(body, { headers });
}
