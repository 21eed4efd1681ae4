// What crawlers and the storefront's 404 handler ask for: URL redirects and sitemaps.
import type { ResolverMap } from '../graphql/execute.ts';
import { paginate } from '../connection.ts';
import { gid } from '../ids.ts';
import { userInputError } from '../errors.ts';

const SITEMAP_PAGE_SIZE = 250;

interface RedirectRow {
  id: number;
  path: string;
  target: string;
}

function normalizePath(path: string): string {
  const [pathname, search] = path.split('?');
  const trimmed = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return search ? `${trimmed}?${search}` : trimmed;
}

export const siteResolvers: ResolverMap = {
  QueryRoot: {
    urlRedirects: (_root, args, context) => {
      let rows = context.services.db.statement('SELECT id, path, target FROM url_redirects ORDER BY id').all() as unknown as RedirectRow[];
      const query = typeof args.query === 'string' ? args.query.trim().slice(0, 2000) : '';
      if (query) {
        const match = /^(path|target):(.*)$/i.exec(query);
        const field = (match?.[1]?.toLowerCase() ?? 'path') as 'path' | 'target';
        const wanted = normalizePath((match?.[2] ?? query).replace(/^"|"$/g, ''));
        rows = rows.filter((row) => normalizePath(row[field]) === wanted);
      }
      if (args.reverse) rows.reverse();
      const redirects = rows.map((row) => ({
        __typename: 'UrlRedirect',
        id: gid('UrlRedirect', row.id),
        path: row.path,
        target: row.target,
        rowId: row.id,
      }));
      return paginate(redirects, args, 'urlRedirects', (redirect) => ({ last_id: redirect.rowId, last_value: redirect.rowId }));
    },
    sitemap: (_root, args) => ({ type: args.type }),
  },
  Sitemap: {
    pagesCount: (sitemap: { type: string }, _args, context) => {
      const total = resourcesOf(sitemap.type, context).length;
      return { count: Math.ceil(total / SITEMAP_PAGE_SIZE), precision: 'EXACT' };
    },
    resources: (sitemap: { type: string }, args, context) => {
      if (!Number.isInteger(args.page) || args.page < 1) throw userInputError('page must be a positive integer', 'INVALID_PARAMETER');
      const all = resourcesOf(sitemap.type, context);
      const start = (args.page - 1) * SITEMAP_PAGE_SIZE;
      if (start >= all.length && args.page > 1) return null;
      return { items: all.slice(start, start + SITEMAP_PAGE_SIZE), hasNextPage: start + SITEMAP_PAGE_SIZE < all.length };
    },
  },
};

function resourcesOf(type: string, context: any) {
  const catalogue = context.services.catalogue();
  const publicUrl: string = context.services.publicUrl;
  const resource = (item: { handle: string; title: string; updatedAt: string }, image: any) => ({
    __typename: 'SitemapResource',
    handle: item.handle,
    title: item.title,
    updatedAt: item.updatedAt,
    image: image ? { alt: image.altText, filepath: `${publicUrl}/cdn/shop/files/${image.filename}.jpg`, updatedAt: item.updatedAt } : null,
  });
  if (type === 'PRODUCT') return catalogue.products.map((product: any) => resource(product, product.images[0]));
  if (type === 'COLLECTION') {
    return catalogue.collections.map((collection: any) =>
      resource(collection, collection.imageRowId == null ? null : catalogue.imagesById.get(collection.imageRowId)),
    );
  }
  return [];
}
