// The built-in site settings: what the shop opens with when the content service cannot be reached
// and no good copy is cached. Deliberately minimal: the house's name, the spec's default description,
// no banner, and menus made of the collections the merchant lists in the shop's own collections-menu.
import type { AppLoadContext } from 'react-router';
import type { MenuEntryResult, SettingsQueryResult } from '~/core/sanity/model';
import { COLLECTIONS_MENU_QUERY } from '~/graphql/collection';
import { catalogueCache } from '~/core/catalogue/cache';
import { COLLECTIONS_MENU_HANDLE } from '~/core/constants';
import { failureSummary } from '~/core/failures/content-service.server';
import { DEFAULT_DESCRIPTION, SITE_NAME_FALLBACK } from '~/core/texts/spec';

export async function builtInSettings(context: Pick<AppLoadContext, 'storefront'>): Promise<SettingsQueryResult> {
  const menu = await collectionsMenu(context).catch((error: unknown) => {
    // With the shop away too, the header keeps its name, search and bag.
    console.error('The collections menu is unavailable:', failureSummary(error));
    return [];
  });
  return {
    siteName: SITE_NAME_FALLBACK,
    menu,
    menuMobile: menu,
    footer: [],
    footerMobile: [],
    shipping: null,
    account: null,
    banner: null,
    sizeGuide: null,
    navigationLogo: null,
    notFoundPage: null,
    seo: { title: null, description: DEFAULT_DESCRIPTION, image: null },
    accessibility: null,
    saleTags: [],
    customProductOptions: [],
    newsletterSignup: null,
    copyright: null,
  };
}

async function collectionsMenu(context: Pick<AppLoadContext, 'storefront'>): Promise<MenuEntryResult[]> {
  const { menu } = await context.storefront.query(COLLECTIONS_MENU_QUERY, {
    variables: { handle: COLLECTIONS_MENU_HANDLE },
    cache: catalogueCache(),
  });
  // The menu may name products as well as collections; each entry links to what it names.
  return (menu?.items ?? []).flatMap((item) => {
    const resource = item.resource;
    if (resource?.__typename !== 'Collection' && resource?.__typename !== 'Product') return [];
    const type = resource.__typename === 'Collection' ? ('collection' as const) : ('product' as const);
    return [
      {
        _key: item.id,
        title: item.title || resource.title,
        link: { _key: item.id, title: item.title, type, slug: resource.handle, url: null },
        subMenus: [],
        images: [],
      },
    ];
  });
}
