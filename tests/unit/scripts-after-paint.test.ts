import { describe, expect, it } from 'vitest';
import { pageScripts, withScriptsAfterPaint, withoutModulePreloads, withStarter } from '~/lib/shell/scripts-after-paint.server';

const head =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<link rel="preload" as="image" href="/hero.jpg" fetchPriority="high"/></head>';
// As React Router writes it: the module that imports the routes, then the entry.
const routerModule =
  '<script nonce="n" type="module" async="">import * as route0 from "/assets/root.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.js");</script>';
const body =
  '<body><main>Caffè <link rel="modulepreload" href="/in-body.js"/></main>' +
  '<script nonce="n">window.__reactRouterContext = {};</script>' +
  routerModule +
  '<script nonce="n">window.__reactRouterContext.streamController.close();</script></body></html>';

async function streamed(chunks: string[]): Promise<string> {
  const bytes = new TextEncoder().encode(chunks.join(''));
  // Cut the bytes at the chunk lengths given, so a cut may fall inside a character or a tag.
  const cuts = chunks.reduce<number[]>((at, chunk) => [...at, (at.at(-1) ?? 0) + new TextEncoder().encode(chunk).byteLength], []);
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      let from = 0;
      for (const to of cuts) {
        controller.enqueue(bytes.subarray(from, to));
        from = to;
      }
      controller.close();
    },
  });
  return new Response(withScriptsAfterPaint(source)).text();
}

/** Runs a starter as the browser would, with the page's scripts recorded rather than fetched. */
function runStarter(html: string, visibilityState: 'visible' | 'hidden') {
  const starter = /<script nonce="n">(\(function[\s\S]*?)<\/script>/.exec(html)![1];
  const appended: Array<Record<string, string>> = [];
  const frames: Array<() => void> = [];
  const element = () => ({}) as Record<string, string>;
  const document = {
    currentScript: { nonce: 'n' },
    visibilityState,
    createElement: element,
    head: { append: (node: Record<string, string>) => appended.push({ ...node, in: 'head' }) },
    body: { append: (node: Record<string, string>) => appended.push({ ...node, in: 'body' }) },
  };
  const run = new Function('document', 'requestAnimationFrame', 'setTimeout', starter);
  run(
    document,
    (frame: () => void) => frames.push(frame),
    (next: () => void) => next(),
  );
  return { appended, nextFrame: () => frames.shift()!() };
}

describe('the scripts wait for the first paint', () => {
  it("takes the head's module preloads out, and nothing else", () => {
    const { head: amended, preloads } = withoutModulePreloads(head);
    expect(preloads).toEqual(['/assets/entry.js', '/assets/root.js']);
    expect(amended).not.toContain('modulepreload');
    expect(amended).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(amended).toContain('fetchPriority="high"');
  });

  it("replaces React Router's module script with a starter that keeps its nonce", () => {
    const started = withStarter(body, ['/assets/entry.js'])!;
    expect(started).not.toContain('type="module"');
    expect(started).toContain('<script nonce="n">window.__reactRouterContext = {};</script>');
    expect(started).toContain('<script nonce="n">window.__reactRouterContext.streamController.close();</script>');
    expect(pageScripts(started)).toEqual(['/in-body.js', '/assets/entry.js']);
    // Another module script is left alone, before React Router's or without it.
    const other = '<script nonce="n" type="module" async="">import "/x.js";</script>';
    expect(withStarter(other + body, [])!.startsWith(other)).toBe(true);
    expect(withStarter('<script type="module" async="">import "/x.js";</script>', [])).toBeNull();
  });

  it('the starter loads the preloads and the module after the first frame, or at once in a hidden tab', () => {
    const started = withStarter(body, ['/assets/entry.js', '/assets/root.js'])!;
    const visible = runStarter(started, 'visible');
    expect(visible.appended).toEqual([]);
    visible.nextFrame();
    expect(visible.appended).toEqual([
      { rel: 'modulepreload', href: '/assets/entry.js', nonce: 'n', in: 'head' },
      { rel: 'modulepreload', href: '/assets/root.js', nonce: 'n', in: 'head' },
      { type: 'module', nonce: 'n', text: /<script[^>]*>([\s\S]*?)<\/script>/.exec(routerModule)![1], in: 'body' },
    ]);
    expect(runStarter(started, 'hidden').appended).toHaveLength(3);
  });

  it('writes no markup of the module into the starter, and gives it back whole', () => {
    const marked = body.replace('import("/assets/entry.js");', 'import("/assets/entry.js"); const p = "<!--<b>";');
    const started = withStarter(marked, [])!;
    expect(started).not.toContain('<!--<b>');
    expect(runStarter(started, 'hidden').appended[0].text).toContain('const p = "<!--<b>";');
  });

  it('rewrites the document however the stream is cut', async () => {
    const { head: amended, preloads } = withoutModulePreloads(head);
    const expected = amended + withStarter(body, preloads);
    expect(await streamed([head + body])).toBe(expected);
    // A cut inside a tag, inside "</head>", inside "è", and inside the module script's tag and text.
    const page = head + body;
    const at = [90, head.length - 3, head.length + 18, page.indexOf('type="module"') + 4, page.indexOf('__reactRouterRouteModules') + 5];
    const chunks = [0, ...at, page.length].slice(1).map((end, i, ends) => page.slice(i === 0 ? 0 : ends[i - 1], end));
    expect(chunks.join('')).toBe(page);
    expect(await streamed([page.slice(0, at[0]), ...chunks.slice(1)])).toBe(expected);
    expect(await streamed(['', head, '', body])).toBe(expected);
  });

  it('leaves a document without a head, or without the module script, as it is', async () => {
    expect(await streamed(['<p>plain</p>'])).toBe('<p>plain</p>');
    const plain = '<html><head><title>x</title></head><body><script>1</script><p>Caffè</p></body></html>';
    expect(await streamed([plain.slice(0, 50), plain.slice(50)])).toBe(plain);
  });
});
