// The page is whole without JavaScript: its scripts only enhance it. React Router's <Scripts> writes a
// preload for every module a page needs and a module script that imports them, so the browser
// fetched about 145 KB of scripts alongside the stylesheet, the fonts and the photographs the first
// screen waits for. On a slow phone they shared the line (a low priority does not take a request
// already under way off it), and the first screen came later for code it does not need.
//
// So the scripts are fetched once the first screen is painted: <ScriptsAfterPaint> renders React
// Router's elements without the preloads and with its module script replaced by a small starter
// (same nonce). After the first frame (at once in a hidden tab, which draws none) the starter adds
// the preloads back and runs React Router's module as React Router wrote it.
import { Fragment, cloneElement, createElement, isValidElement, type ReactElement, type ReactNode } from 'react';

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

/** The starter's source: loads these module preloads, then runs this module, after the first frame. */
export function starterSource(preloads: string[], module: string): string {
  return `(${loadAfterFirstPaint.toString()})(${inlineJson(preloads)},${inlineJson(module)})`;
}

type Props = { rel?: string; href?: string; type?: string; nonce?: string; dangerouslySetInnerHTML?: { __html?: string } };

/**
 * React Router's script elements rearranged: its module preloads taken out, its module script (the
 * one element of type "module") replaced by the starter. Null when they hold no module script, so the
 * caller renders them as they are. The server and the browser's hydration rearrange alike, so the
 * elements match; only the server writes the starter's text (React Router's own differs too).
 */
export function scriptsAfterPaint(scripts: ReactNode): ReactNode | null {
  const preloads: string[] = [];
  let hasModule = false;
  visit(scripts, (element) => {
    const props = element.props as Props;
    if (element.type === 'link' && props.rel === 'modulepreload' && props.href) preloads.push(props.href);
    if (element.type === 'script' && props.type === 'module') hasModule = true;
  });
  if (!hasModule) return null;
  return rebuild(scripts, (element) => {
    const props = element.props as Props;
    if (element.type === 'link' && props.rel === 'modulepreload') return null;
    if (element.type !== 'script' || props.type !== 'module') return undefined;
    return createElement('script', {
      key: element.key,
      nonce: props.nonce,
      suppressHydrationWarning: true,
      // Only the server's text is ever run: hydration keeps a script's text, so the browser's bundle
      // carries no starter.
      dangerouslySetInnerHTML: { __html: import.meta.env.SSR ? starterSource(preloads, props.dangerouslySetInnerHTML?.__html ?? '') : '' },
    });
  });
}

function visit(node: ReactNode, see: (element: ReactElement) => void): void {
  if (Array.isArray(node)) return node.forEach((child) => visit(child, see));
  if (!isValidElement(node)) return;
  see(node);
  if (node.type === Fragment) visit((node.props as { children?: ReactNode }).children, see);
}

/** The tree with each element the function answers for (undefined: kept) replaced; fragments walked. */
function rebuild(node: ReactNode, replace: (element: ReactElement) => ReactNode | undefined): ReactNode {
  if (Array.isArray(node)) return node.map((child) => rebuild(child, replace));
  if (!isValidElement(node)) return node;
  const replaced = replace(node);
  if (replaced !== undefined) return replaced;
  if (node.type !== Fragment) return node;
  const children = (node.props as { children?: ReactNode }).children;
  return cloneElement(node, undefined, ...(Array.isArray(children) ? children : [children]).map((child) => rebuild(child, replace)));
}

/** The scripts a page has the browser fetch: those it names, those it preloads and those its starter will. */
export function pageScripts(html: string): string[] {
  const named = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]);
  const started = /\(\["([^\]]+\.js)"\],"/.exec(html)?.[1].split('","') ?? [];
  return [...new Set([...named, ...started])];
}
