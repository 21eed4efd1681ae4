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

/**
 * Runs in the browser, from the starter: written out with toString, so it uses nothing outside itself.
 *
 * A press that comes before the page has hydrated (a quick shopper, a test that clicks at `load`)
 * would take the path meant for browsers without JavaScript: Add to bag would post and leave for the
 * bag page, Search would open the search page instead of its panel. So until React has hydrated
 * (root.tsx marks <html data-hydrated>), a press on a link or a button of this page is held, the
 * scripts are sent for at once, and the press is made again once they have taken over. Should they
 * fail to load, or take longer than `holdMs`, the held press goes the plain way: it is never lost.
 * Presses that open elsewhere (a new tab, another site, a download, an anchor on this page) are left
 * alone.
 */
function loadAfterFirstPaint(preloads: string[], module: string, holdMs: number) {
  const { nonce } = document.currentScript as HTMLScriptElement;
  const root = document.documentElement;
  let loading = false;
  let held: { press: () => void } | null = null;
  let settled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  // Once React has taken over, or the scripts will not: the listeners go, and a held press is made
  // again after this task, reaching React's handlers or, without them, going the plain way.
  const settle = () => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    const press = held?.press;
    held = null;
    if (press) setTimeout(press, 0);
  };

  // Each element the scripts come by carries the page's nonce, and failing to load settles a held press.
  const add = (parent: HTMLElement, element: HTMLLinkElement | HTMLScriptElement) => {
    element.nonce = nonce;
    element.addEventListener('error', settle);
    parent.append(element);
  };
  const load = () => {
    if (loading) return;
    loading = true;
    for (const href of preloads) add(document.head, Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    add(document.body, Object.assign(document.createElement('script'), { type: 'module', text: module }));
  };

  function hold(event: Event) {
    if (settled || event.defaultPrevented) return;
    const target = event.target as Element;
    let press: () => void;
    if (event.type === 'submit') {
      const form = target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter;
      press = () => form.isConnected && form.requestSubmit(submitter);
    } else {
      const click = event as MouseEvent;
      if (click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return;
      const pressed = target.closest?.<HTMLElement>('a[href], button, input[type="submit"], input[type="image"]');
      if (!pressed) return;
      if (pressed instanceof HTMLAnchorElement) {
        const here = pressed.origin === location.origin && pressed.pathname === location.pathname && pressed.search === location.search;
        if (
          pressed.origin !== location.origin ||
          (pressed.target && pressed.target !== '_self') ||
          pressed.hasAttribute('download') ||
          (here && pressed.hash)
        )
          return;
      }
      press = () => pressed.isConnected && pressed.click();
    }
    // Nobody else sees it now: React, taking over meanwhile, must not act on it as well as the replay.
    event.preventDefault();
    event.stopImmediatePropagation();
    held = { press };
    load();
    timer ??= setTimeout(settle, holdMs);
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  new MutationObserver((_, observer) => {
    if (root.dataset.hydrated === undefined) return;
    observer.disconnect();
    settle();
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });

  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(load, 0));
  else load();
}

/** JSON that is safe inside a <script>: no `</script>` or `<!--` can appear in it. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The starter's source: loads these module preloads, then runs this module, after the first frame;
 * holds a press made before the page hydrates for at most `holdMs`.
 */
export function starterSource(preloads: string[], module: string, holdMs: number): string {
  return `(${loadAfterFirstPaint.toString()})(${inlineJson(preloads)},${inlineJson(module)},${holdMs})`;
}

type Props = { rel?: string; href?: string; type?: string; nonce?: string; dangerouslySetInnerHTML?: { __html?: string } };

/**
 * React Router's script elements rearranged: its module preloads taken out, its module script (the
 * one element of type "module") replaced by the starter. Null when they hold no module script, so the
 * caller renders them as they are. The server and the browser's hydration rearrange alike, so the
 * elements match; only the server writes the starter's text (React Router's own differs too).
 */
export function scriptsAfterPaint(scripts: ReactNode, holdMs: number): ReactNode | null {
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
      dangerouslySetInnerHTML: {
        __html: import.meta.env.SSR ? starterSource(preloads, props.dangerouslySetInnerHTML?.__html ?? '', holdMs) : '',
      },
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
