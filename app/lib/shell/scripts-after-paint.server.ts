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

const HEAD_END = '</head>';
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

/**
 * The document stream with the scripts fetched after the first paint. It reads React's stream only
 * as the response is read (no read-ahead), so React still decides what is ready by the time the page
 * goes out, as it would unwrapped; and it holds back only what may be the start of the module script.
 */
export function withScriptsAfterPaint(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let stage: 'head' | 'body' | 'rest' = 'head';
  let held = '';
  let preloads: string[] = [];

  /** What can go out now of the text held so far; the rest stays held. */
  function release(): string {
    if (stage === 'head') {
      const end = held.indexOf(HEAD_END);
      if (end === -1) {
        if (held.length < LOOK_LIMIT) return '';
        stage = 'rest';
        return take(held.length);
      }
      const cut = end + HEAD_END.length;
      const amended = withoutModulePreloads(held.slice(0, cut));
      preloads = amended.preloads;
      held = held.slice(cut);
      stage = 'body';
      return amended.head + release();
    }
    if (stage === 'body') {
      const started = withStarter(held, preloads);
      if (started !== null) {
        stage = 'rest';
        held = '';
        return started;
      }
      // Keep from the last script that has not ended (it may be React Router's), or a tail that may
      // be the beginning of its tag.
      const open = held.lastIndexOf('<script');
      const keepFrom = open !== -1 && held.indexOf('</script>', open) === -1 ? open : Math.max(0, held.length - '<script'.length);
      if (held.length - keepFrom >= LOOK_LIMIT) {
        stage = 'rest';
        return take(held.length);
      }
      return take(keepFrom);
    }
    return take(held.length);
  }

  function take(length: number): string {
    const out = held.slice(0, length);
    held = held.slice(length);
    return out;
  }

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          const next = await reader.read();
          if (next.done) {
            held += decoder.decode();
            const last = stage === 'rest' ? held : release() + held;
            if (last) controller.enqueue(encoder.encode(last));
            return controller.close();
          }
          held += decoder.decode(next.value, { stream: true });
          const out = release();
          if (out) return controller.enqueue(encoder.encode(out));
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}
