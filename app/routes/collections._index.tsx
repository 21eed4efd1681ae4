import { Link, useLoaderData } from 'react-router';
import { ShopImage } from '~/core/ui/ShopImage';
import { CARD_SRCSET, GRID_SIZES } from '~/core/catalogue/card-image';
import type { Route } from './+types/collections._index';
import { siteUrl } from '~/core/request/site-origin.server';
import type { CollectionTileFragment } from 'storefrontapi.generated';
import { COLLECTIONS_MENU_QUERY, COLLECTIONS_QUERY } from '~/graphql/collection';
import { COLLECTIONS_MENU_HANDLE } from '~/core/constants';
import { catalogueCache } from '~/core/catalogue/cache';
import { CATALOGUE_DOCUMENT_CACHE_CONTROL } from '~/listings/listing.server';
import { catalogueMessages } from '~/listings/texts';
import { SITE_NAME_FALLBACK } from '~/core/texts/spec';
import { pageMeta, pageLocale } from '~/core/page-meta';
import listingStyles from '~/listings/listing.css?url';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

// The page's own styles, with the shop's precedence: at the top of the head (see root.tsx's links).
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: listingStyles, precedence: 'default' }];

/** The Storefront API's page limit: every collection the shop publishes fits in one request. */
const MAX_COLLECTIONS = 250;

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': CATALOGUE_DOCUMENT_CACHE_CONTROL });

export const meta: Route.MetaFunction = (args) => {
  const catalogueText = messagesIn(pageLocale(args.matches), catalogueMessages);
  return pageMeta(args, { title: catalogueText.collections, description: catalogueText.collectionsIntro, url: args.data?.canonicalUrl });
};

/**
 * The collections the merchant lists in the 'collections-menu', in their order (the menu's item
 * titles win, so "Ready-to-Wear" reads as the merchant wrote it there). A shop without that menu
 * shows every collection it publishes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { menu } = await context.storefront.query(COLLECTIONS_MENU_QUERY, {
    variables: { handle: COLLECTIONS_MENU_HANDLE },
    cache: catalogueCache(),
  });
  let collections: CollectionTileFragment[] = (menu?.items ?? []).flatMap((item) =>
    item.resource?.__typename === 'Collection' ? [{ ...item.resource, title: item.title || item.resource.title }] : [],
  );
  if (!collections.length) {
    const all = await context.storefront.query(COLLECTIONS_QUERY, { variables: { first: MAX_COLLECTIONS }, cache: catalogueCache() });
    collections = all.collections.nodes;
  }
  return { collections, canonicalUrl: siteUrl(context.config, request, '/collections') };
}

export default function Collections() {
  const catalogueText = messagesIn(useLocale(), catalogueMessages);
  const { collections } = useLoaderData<typeof loader>();
  return (
    <div className="catalogue-page collections-overview">
      <header className="catalogue-page__header">
        <p className="eyebrow">{SITE_NAME_FALLBACK}</p>
        <h1 className="catalogue-page__title">{catalogueText.collections}</h1>
        <p className="catalogue-page__intro">{catalogueText.collectionsIntro}</p>
      </header>
      <ul className="product-grid collection-tiles">
        {collections.map((collection, index) => (
          <li key={collection.id} className="collection-tile">
            <Link to={`/collections/${collection.handle}`} prefetch="intent" className="collection-tile__link">
              <div className="collection-tile__media">
                {collection.image ? (
                  <ShopImage
                    data={collection.image}
                    aspectRatio="4/5"
                    sizes={GRID_SIZES}
                    srcSetOptions={CARD_SRCSET}
                    loading={index < 8 ? 'eager' : 'lazy'}
                  />
                ) : null}
              </div>
              <h2 className="collection-tile__title">{collection.title}</h2>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
