// Slugs are written in lower case, as the shop's handles are (shell/redirect-table.ts moves
// '/products/ARCO-TOTE' the same way): a content address typed or printed in capitals ('/About',
// '/lookbooks/Riviera') is the same page, moved for good to its own address.
import { redirect, type AppLoadContext } from 'react-router';
import { fetchContent } from '~/content/documents.server';
import { shopperSearch } from '~/core/security/data-request';

/**
 * Called when `slug` named no document: throws a 301 to `address(lower-case slug)` when that one
 * exists, keeping the shopper's query. Returns when the slug was already lower case or names nothing.
 */
export async function moveToLowerCaseSlug(
  context: Pick<AppLoadContext, 'sanity' | 'withCache' | 'locale'>,
  query: string,
  slug: string,
  url: URL,
  address: (slug: string) => string,
): Promise<void> {
  const lower = slug.toLowerCase();
  if (lower === slug) return;
  if (await fetchContent<unknown>(context, query, { slug: lower })) throw redirect(`${address(lower)}${shopperSearch(url)}`, 301);
}
