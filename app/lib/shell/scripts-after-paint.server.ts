// The page is whole without JavaScript: its scripts only enhance it. React Router writes a preload
// for every module a page needs into the head, and a module script at the end of the body, so the
// browser fetched 150 KB of scripts alongside the stylesheet, the fonts and the photographs the
// first screen waits for. On a slow phone they shared the line (even at low priority, a request
// already under way keeps its share), and the first screen came later for code it does not need.
//
// So the scripts are fetched once the first screen is painted. As the document streams out:
// - the head's module preloads are taken out, and their addresses kept;
// - React Router's module script is replaced by a small starter with the same nonce. After the
//   first frame (at once in a hidden tab, which draws none) it adds the preloads back and runs
//   React Router's module as it was written.
// React Router's <Scripts> takes no such option, hence the rewrite. A document in which either
// piece is not found, in the form React Router writes it, passes through unchanged.

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const INLINE_MODULE = /<script( nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/g;
/** Only React Router's module script sets this. */
const ROUTER_MODULE_MARK = 'window.__reactRouterRouteModules';
/** Past this much without what is looked for, the rest of the document is passed on as it is. */
const LOOK_LIMIT = 256 * 1024;

/** Runs in the browser, from the starter: written out with toString, so it uses nothing outside itself. */
function loadAfterFirstPaint(preloads: string[], module: string) {
  const { nonce } = document.currentScript as HTMLScriptElement;
  const load = () => {
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.nonce = nonce;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    script.text = module;
    document.body.append(script);
  };
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(load, 0));
  else load();
}

/** JSON that is safe inside a <script>: no `</script>` or `<!--` can appear in it. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The head without its module preloads, and their addresses in order. */
export function withoutModulePreloads(head: string): { head: string; preloads: string[] } {
  const preloads: string[] = [];
  const rest = head.replace(MODULE_PRELOAD, (_tag, href: string) => {
    preloads.push(href.replace(/&amp;/g, '&'));
    return '';
  });
  return { head: rest, preloads };
}

/** The body with React Router's module script replaced by the starter, or null when it holds none. */
export function withStarter(body: string, preloads: string[]): string | null {
  const found = [...body.matchAll(INLINE_MODULE)].find((script) => script[2].includes(ROUTER_MODULE_MARK));
  if (!found) return null;
  const starter = `<script${found[1] ?? ''}>(${loadAfterFirstPaint.toString()})(${inlineJson(preloads)},${inlineJson(found[2])})</script>`;
  const at = found.index ?? 0;
  return body.slice(0, at) + starter + body.slice(at + found[0].length);
}

/** The scripts a page has the browser fetch: those it names, those it preloads and those its starter will. */
export function pageScripts(html: string): string[] {
  const named = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]);
  const started = /\(\["([^\]]+\.js)"\],"/.exec(html)?.[1].split('","') ?? [];
  return [...new Set([...named, ...started])];
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const HEAD_END = encoder.encode('</head>');
const SCRIPT_OPEN = encoder.encode('<script');
const SCRIPT_CLOSE = encoder.encode('</script>');
const MARK = encoder.encode(ROUTER_MODULE_MARK);

/**
 * The document stream with the scripts fetched after the first paint. It reads React's stream only
 * as the response is read (no read-ahead), so React still decides what is ready by the time the page
 * goes out, as it would unwrapped. It works on bytes and decodes only the head and the module script:
 * what it looks for is ASCII, so no cut falls inside a character. Past the module script, React's
 * chunks pass through as they are.
 */
export function withScriptsAfterPaint(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let stage: 'head' | 'body' | 'rest' = 'head';
  let held: Uint8Array = new Uint8Array(0);
  let preloads: string[] = [];

  /** What can go out now of the bytes held so far; the rest stays held. */
  function release(): Uint8Array[] {
    if (stage === 'head') {
      const end = indexOf(held, HEAD_END, 0);
      if (end === -1) return held.length < LOOK_LIMIT ? [] : passTheRest();
      const cut = end + HEAD_END.length;
      const amended = withoutModulePreloads(decoder.decode(held.subarray(0, cut)));
      preloads = amended.preloads;
      held = held.subarray(cut);
      stage = 'body';
      return [encoder.encode(amended.head), ...release()];
    }
    if (stage === 'rest') return passTheRest();
    // The last script not yet closed may be React Router's: it is held until it closes.
    const open = lastIndexOf(held, SCRIPT_OPEN);
    const unclosed = open !== -1 && indexOf(held, SCRIPT_CLOSE, open) === -1;
    const mark = indexOf(held, MARK, 0);
    if (mark !== -1 && !(unclosed && open < mark)) {
      const from = lastIndexOf(held.subarray(0, mark), SCRIPT_OPEN);
      const close = indexOf(held, SCRIPT_CLOSE, mark);
      const to = close + SCRIPT_CLOSE.length;
      const started = from === -1 || close === -1 ? null : withStarter(decoder.decode(held.subarray(from, to)), preloads);
      if (started === null) return passTheRest();
      const out = [held.subarray(0, from), encoder.encode(started), held.subarray(to)];
      held = new Uint8Array(0);
      stage = 'rest';
      return out;
    }
    // Otherwise everything goes but that script, or a tail that may begin its tag.
    const keepFrom = unclosed ? open : Math.max(0, held.length - (SCRIPT_OPEN.length - 1));
    if (held.length - keepFrom >= LOOK_LIMIT) return passTheRest();
    const out = held.subarray(0, keepFrom);
    held = held.subarray(keepFrom);
    return [out];
  }

  function passTheRest(): Uint8Array[] {
    stage = 'rest';
    const out = held;
    held = new Uint8Array(0);
    return [out];
  }

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          const next = await reader.read();
          if (next.done) {
            for (const part of [...release(), held]) if (part.length) controller.enqueue(part);
            return controller.close();
          }
          if (stage === 'rest') return controller.enqueue(next.value);
          held = held.length ? concat(held, next.value) : next.value;
          const out = release().filter((part) => part.length);
          if (out.length) {
            for (const part of out) controller.enqueue(part);
            return;
          }
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const all = new Uint8Array(a.length + b.length);
  all.set(a);
  all.set(b, a.length);
  return all;
}

function indexOf(bytes: Uint8Array, pattern: Uint8Array, from: number): number {
  for (let at = bytes.indexOf(pattern[0], from); at !== -1 && at <= bytes.length - pattern.length; at = bytes.indexOf(pattern[0], at + 1)) {
    if (startsAt(bytes, pattern, at)) return at;
  }
  return -1;
}

function lastIndexOf(bytes: Uint8Array, pattern: Uint8Array): number {
  for (
    let at = bytes.lastIndexOf(pattern[0], bytes.length - pattern.length);
    at !== -1;
    at = at === 0 ? -1 : bytes.lastIndexOf(pattern[0], at - 1)
  ) {
    if (startsAt(bytes, pattern, at)) return at;
  }
  return -1;
}

function startsAt(bytes: Uint8Array, pattern: Uint8Array, at: number): boolean {
  for (let offset = 1; offset < pattern.length; offset++) if (bytes[at + offset] !== pattern[offset]) return false;
  return true;
}
