/**
 * Server-rendered HTML as a shopper reads it: without the comments React writes between adjacent
 * text nodes (`<!-- -->`) and around Suspense boundaries (`<!--$-->`, `<!--/$-->`), which split
 * "Bag [2]" into pieces a pattern would not match.
 */
export function withoutReactMarkers(html: string): string {
  return html.replaceAll(/<!--\/?[$!]?-->|<!-- -->/g, '');
}
