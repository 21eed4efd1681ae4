// The page is whole without JavaScript: its scripts only enhance it. React Router preloads every
// module a page needs from the head, and a module preload is fetched at high priority, so on a slow
// phone 150 KB of scripts shared the line with the stylesheet, the fonts and the largest photograph
// the first screen is waiting for. The preloads are marked low here: the first screen comes first,
// hydration right after. (React Router's <Scripts> takes no priority, so the head is amended as it
// streams out; the rest of the document passes through untouched.)

const HEAD_END = new TextEncoder().encode('</head>');
/** Past this much without the head ending, the document is passed on as it is. */
const HEAD_LIMIT_BYTES = 256 * 1024;

export function lowPriorityModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/gi, '<link rel="modulepreload" fetchpriority="low"');
}

/**
 * The document stream with its head's module preloads marked low priority. It reads React's stream
 * only as the response is read (no read-ahead), so React still decides what is ready by the time the
 * page goes out, as it would unwrapped: a section finished by then is written in place.
 */
export function withLowPriorityScripts(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let head: Uint8Array[] = [];
  let headBytes = 0;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          const next = await reader.read();
          if (next.done) {
            if (!done && headBytes) controller.enqueue(concat(head, headBytes));
            return controller.close();
          }
          if (done) return controller.enqueue(next.value);
          head.push(next.value);
          headBytes += next.value.byteLength;
          const buffered = concat(head, headBytes);
          const end = indexOf(buffered, HEAD_END);
          if (end === -1 && headBytes < HEAD_LIMIT_BYTES) continue;
          done = true;
          head = [];
          if (end === -1) return controller.enqueue(buffered);
          // `</head>` is ASCII, so the cut never falls inside a character.
          const cut = end + HEAD_END.byteLength;
          controller.enqueue(new TextEncoder().encode(lowPriorityModulePreloads(new TextDecoder().decode(buffered.subarray(0, cut)))));
          if (cut < buffered.byteLength) controller.enqueue(buffered.subarray(cut));
          return;
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0];
  const all = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

function indexOf(bytes: Uint8Array, pattern: Uint8Array): number {
  const first = pattern[0];
  for (let at = bytes.indexOf(first); at !== -1 && at <= bytes.length - pattern.length; at = bytes.indexOf(first, at + 1)) {
    let match = true;
    for (let offset = 1; offset < pattern.length && match; offset++) match = bytes[at + offset] === pattern[offset];
    if (match) return at;
  }
  return -1;
}
