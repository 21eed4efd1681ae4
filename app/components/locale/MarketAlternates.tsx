import { useMatches } from 'react-router';
import { marketOfTag, marketPrefix, withoutPrefix } from '~/lib/locale/market';

/**
 * The page's twins in every market the shop offers, and `x-default` (the default market's, which
 * also answers shoppers of no market), for search engines. Only a page that names its canonical
 * URL is indexable and has twins; every twin lists the same set, its own address included.
 */
export function MarketAlternates({ markets }: { markets: readonly string[] }) {
  const leaf = useMatches().at(-1)?.data as { canonicalUrl?: unknown } | undefined;
  if (typeof leaf?.canonicalUrl !== 'string') return null;
  const canonical = new URL(leaf.canonicalUrl);
  const path = `${withoutPrefix(canonical.pathname)}${canonical.search}`;
  // Written as Hydrogen writes the canonical link (no trailing slash), so a page's own twin is its
  // canonical address: the Italian home is /it-it, as its links name it, not /it-it/.
  const at = (prefix: string) => `${canonical.origin}${prefix}${path}`.replace(/\/$/, '');
  return (
    <>
      {markets.map((tag) => (
        <link key={tag} rel="alternate" hrefLang={tag} href={at(marketPrefix(marketOfTag(tag)))} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={at('')} />
    </>
  );
}
