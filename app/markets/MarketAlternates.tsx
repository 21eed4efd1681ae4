import { useMatches } from 'react-router';
import { alternatesOf, withoutPrefix } from '~/core/locale/market';

/**
 * The page's twins in every market the shop offers, and `x-default` (the default market's, which
 * also answers shoppers of no market), for search engines. Only a page that names its canonical
 * URL is indexable and has twins; every twin lists the same set, its own address included.
 */
export function MarketAlternates({ markets }: { markets: readonly string[] }) {
  const leaf = useMatches().at(-1)?.data as { canonicalUrl?: unknown } | undefined;
  if (typeof leaf?.canonicalUrl !== 'string') return null;
  const canonical = new URL(leaf.canonicalUrl);
  const twins = alternatesOf(`${withoutPrefix(canonical.pathname)}${canonical.search}`, { origin: canonical.origin, tags: markets });
  return (
    <>
      {twins.map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
    </>
  );
}
