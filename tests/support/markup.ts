/**
 * Server-rendered HTML as a shopper reads it: without the comments React writes between adjacent
 * text nodes (`<!-- -->`) and around Suspense boundaries (`<!--$-->`, `<!--/$-->`), which split
 * "Bag [2]" into pieces a pattern would not match.
 */
export function withoutReactMarkers(html: string): string {
  return html.replaceAll(/<!--\/?[$!]?-->|<!-- -->/g, '');
}

/** The scripts a page has the browser fetch: those it names with a src and those it preloads as modules. */
export function pageScripts(html: string): string[] {
  const named = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]);
  return [...new Set(named)];
}
