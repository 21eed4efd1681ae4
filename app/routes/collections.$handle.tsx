import { data, Link, useLoaderData, useLocation } from 'react-router';
import { notFound } from '~/core/not-found/page.server';
import type { Route } from './+types/collections.$handle';
import { siteBase } from '~/core/request/site-origin.server';
import { COLLECTION_QUERY } from '~/graphql/collection';
import { catalogueCache } from '~/core/catalogue/cache';
import { cardShaper } from '~/core/catalogue/cards.server';
import { CATALOGUE_DOCUMENT_CACHE_CONTROL, isCollectionHandle, pageStatus, queryPage, readPaging } from '~/listings/listing.server';
import {
  collectionSort,
  COLLECTION_SORT_OPTIONS,
  hasFilters,
  parseFilters,
  parseSort,
  SORT_PARAM,
  toProductFilters,
} from '~/listings/filters';
import { facetGroups } from '~/listings/facets';
import { catalogueMessages } from '~/listings/texts';
import { messages } from '~/core/texts/spec';
import { productMessages } from '~/product/texts';
import { shellMessages } from '~/shell/texts';
import { pageMeta, pageLocale } from '~/core/page-meta';
import listingStyles from '~/listings/listing.css?url';
import { breadcrumbJsonLd } from '~/product/structured-data';
import { CatalogueView } from '~/listings/CatalogueView';
import { PageUnavailableNotice } from '~/listings/PageUnavailableNotice';
import { CollectionViewAnalytics } from '~/listings/CatalogueAnalytics';
import { listCurrency, listItem } from '~/core/events/list-items';
import { notFoundTitle } from '~/core/not-found/messages';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

// The page's own styles, with the shop's precedence: at the top of the head (see root.tsx's links).
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: listingStyles, precedence: 'default' }];

/** Twelve pieces a page: four rows of three, three rows of four, six rows of two. */
const PAGE_SIZE = 12;

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': CATALOGUE_DOCUMENT_CACHE_CONTROL });

export const meta: Route.MetaFunction = (args) => {
  const { data, matches, error } = args;
  if (!data) return pageMeta(args, { title: notFoundTitle(error, messagesIn(pageLocale(matches), messages).collectionNotFound) });
  const { collection, canonicalUrl, breadcrumbs } = data;
  return pageMeta(args, {
    title: collection.seo.title?.replace(/\s*\|.*$/, '') || collection.title,
    description: collection.seo.description || collection.description,
    image: collection.image?.url,
    url: canonicalUrl,
    extra: breadcrumbs ? [{ 'script:ld+json': breadcrumbs }] : [],
  });
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const specText = messagesIn(context.locale, messages);
  const productText = messagesIn(context.locale, productMessages);
  const catalogueText = messagesIn(context.locale, catalogueMessages);
  const { handle } = params;
  // A handle that cannot be one fails the validity check: the spec's fatal 404.
  if (!isCollectionHandle(handle))
    throw await notFound(context, specText.pageNotFoundFatal(new URL(request.url).pathname), { featured: false });

  const url = new URL(request.url);
  const selection = parseFilters(url.searchParams);
  const sort = parseSort(url.searchParams.get(SORT_PARAM), COLLECTION_SORT_OPTIONS);
  const { sortKey, reverse } = collectionSort(sort);
  const filters = toProductFilters(selection);

  const [shapeCard, { result, pageUnavailable }] = await Promise.all([
    cardShaper(context),
    queryPage(
      (paging) =>
        context.storefront.query(COLLECTION_QUERY, {
          variables: { handle, filters, sortKey, reverse, ...paging },
          cache: catalogueCache(),
        }),
      readPaging(request, PAGE_SIZE),
    ),
  ]);
  const { collection: found } = result;
  if (!found) throw await notFound(context, specText.collectionNotFound);
  const { image, updatedAt: _updatedAt, products, ...shown } = found;
  // The page shows the cards and the filter panel's groups, and names its picture only in og:image.
  const collection = {
    ...shown,
    image: image ? { url: image.url } : null,
    products: { nodes: products.nodes.map(shapeCard), pageInfo: products.pageInfo },
  };
  const groups = facetGroups(products.filters, selection);

  const base = siteBase(context.config, request);
  const canonicalUrl = base && `${base}/collections/${collection.handle}`;
  const breadcrumbs =
    base &&
    breadcrumbJsonLd(
      [
        { name: productText.home, path: '/' },
        { name: catalogueText.collections, path: '/collections' },
        { name: collection.title, path: `/collections/${collection.handle}` },
      ],
      base,
    );
  // A cursor that could not be honoured is bad input (400), but the shopper still gets the first page.
  return data(
    { collection, groups, selection, sort, canonicalUrl, breadcrumbs, filtered: hasFilters(selection), pageUnavailable },
    pageStatus(pageUnavailable),
  );
}

export default function Collection() {
  const locale = useLocale();
  const shellText = messagesIn(locale, shellMessages);
  const productText = messagesIn(locale, productMessages);
  const catalogueText = messagesIn(locale, catalogueMessages);
  const { collection, groups, selection, sort, filtered, pageUnavailable } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <div className="catalogue-page">
      <header className="catalogue-page__header">
        <nav aria-label={shellText.breadcrumb} className="breadcrumbs">
          <ol>
            <li>
              <Link to="/">{productText.home}</Link>
            </li>
            <li>
              <Link to="/collections">{catalogueText.collections}</Link>
            </li>
            <li aria-current="page">{collection.title}</li>
          </ol>
        </nav>
        <h1 className="catalogue-page__title">{collection.title}</h1>
        {collection.descriptionHtml ? (
          // The merchant's formatted text from Shopify's admin (the shop's own content, as Hydrogen's templates render it).
          <div className="catalogue-page__intro" dangerouslySetInnerHTML={{ __html: collection.descriptionHtml }} />
        ) : collection.description ? (
          <p className="catalogue-page__intro">{collection.description}</p>
        ) : null}
      </header>
      {pageUnavailable ? <PageUnavailableNotice /> : null}
      <CatalogueView
        key={collection.handle}
        pathname={pathname}
        connection={collection.products}
        groups={groups}
        selection={selection}
        sort={sort}
        sortOptions={COLLECTION_SORT_OPTIONS}
        empty={<p>{filtered ? catalogueText.noProductsMatch : catalogueText.emptyCollection}</p>}
        count={filtered ? filteredCount(collection.products, catalogueText) : undefined}
        list={collection.handle}
      />
      <CollectionViewAnalytics
        data={{ collection: { id: collection.id, handle: collection.handle }, products: collection.products.nodes.map(listItem) }}
        customData={{ currency: listCurrency(collection.products.nodes) }}
      />
    </div>
  );
}

export { NotFoundBoundary as ErrorBoundary } from '~/shell/NotFound';

/** What the filters found, said above the grid (and read out with JavaScript): counted on the first page only. */
function filteredCount(
  { nodes, pageInfo }: { nodes: unknown[]; pageInfo: { hasPreviousPage: boolean; hasNextPage: boolean } },
  catalogueText: { pieces: (count: number) => string; piecesAndMore: (count: number) => string },
): string | undefined {
  if (pageInfo.hasPreviousPage) return undefined;
  return pageInfo.hasNextPage ? catalogueText.piecesAndMore(nodes.length) : catalogueText.pieces(nodes.length);
}
