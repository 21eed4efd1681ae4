import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageScripts, scriptsAfterPaint, starterSource } from '~/lib/shell/scripts-after-paint';

// React Router's module script as it writes it: the route modules, then the entry.
const MODULE =
  'import * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.js");';

/** The elements React Router's <Scripts> returns before hydration, in its shape. */
function routerScripts(module = MODULE): ReactNode {
  const link = (href: string) =>
    createElement('link', { key: href, rel: 'modulepreload', href, nonce: 'n', suppressHydrationWarning: true });
  return createElement(
    Fragment,
    null,
    null,
    null,
    createElement('link', { rel: 'modulepreload', href: '/assets/entry.js', nonce: 'n' }),
    ['/assets/runtime.js', '/assets/root.js'].map(link),
    createElement(
      Fragment,
      null,
      createElement('script', { nonce: 'n', dangerouslySetInnerHTML: { __html: 'window.__reactRouterContext = {};' } }),
      createElement('script', { nonce: 'n', type: 'module', async: true, dangerouslySetInnerHTML: { __html: module } }),
    ),
  );
}

/** Runs a starter as the browser would, with what it adds to the page recorded rather than fetched. */
function runStarter(source: string, visibilityState: 'visible' | 'hidden') {
  const appended: Array<Record<string, string>> = [];
  const frames: Array<() => void> = [];
  // Elements whose events are not followed here: the browser journeys (early-press.spec.ts) try them.
  const element = () => ({ addEventListener: () => {} });
  const document = {
    currentScript: { nonce: 'n' },
    visibilityState,
    documentElement: { dataset: {} },
    createElement: element,
    addEventListener: () => {},
    removeEventListener: () => {},
    head: { append: ({ addEventListener: _, ...node }: Record<string, string>) => appended.push({ ...node, in: 'head' }) },
    body: { append: ({ addEventListener: _, ...node }: Record<string, string>) => appended.push({ ...node, in: 'body' }) },
  };
  class MutationObserver {
    observe() {}
  }
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'MutationObserver', source)(
    document,
    (frame: () => void) => frames.push(frame),
    (next: () => void) => next(),
    MutationObserver,
  );
  return { appended, nextFrame: () => frames.shift()!() };
}

describe('the scripts wait for the first paint', () => {
  it("renders React Router's scripts without preloads, its module script replaced by a starter with its nonce", () => {
    const html = renderToStaticMarkup(createElement(Fragment, null, scriptsAfterPaint(routerScripts(), 3000)));
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<script nonce="n">window.__reactRouterContext = {};</script>');
    expect(html).toMatch(
      /^<script nonce="n">window.__reactRouterContext = \{\};<\/script><script nonce="n">\(function loadAfterFirstPaint/,
    );
    expect(pageScripts(html)).toEqual(['/assets/entry.js', '/assets/runtime.js', '/assets/root.js']);
  });

  it('leaves elements without a module script to be rendered as they are', () => {
    expect(scriptsAfterPaint(null, 3000)).toBeNull();
    expect(scriptsAfterPaint(createElement('script', { src: '/x.js' }), 3000)).toBeNull();
  });

  it('the starter adds the preloads and then the module after the first frame, or at once in a hidden tab', () => {
    const source = starterSource(['/assets/entry.js', '/assets/root.js'], MODULE, 3000);
    const visible = runStarter(source, 'visible');
    expect(visible.appended).toEqual([]);
    visible.nextFrame();
    expect(visible.appended).toEqual([
      { rel: 'modulepreload', href: '/assets/entry.js', nonce: 'n', in: 'head' },
      { rel: 'modulepreload', href: '/assets/root.js', nonce: 'n', in: 'head' },
      { type: 'module', nonce: 'n', text: MODULE, in: 'body' },
    ]);
    expect(runStarter(source, 'hidden').appended).toHaveLength(3);
  });

  it('writes no markup of the module into the page, and gives the module back whole', () => {
    const module = `${MODULE} const p = "</script><!--<b>";`;
    const html = renderToStaticMarkup(createElement(Fragment, null, scriptsAfterPaint(routerScripts(module), 3000)));
    expect(html).not.toContain('</script><!--<b>');
    const source = /<script nonce="n">(\(function loadAfterFirstPaint[\s\S]*?)<\/script>/.exec(html)![1];
    expect(runStarter(source, 'hidden').appended.at(-1)!.text).toBe(module);
  });
});
