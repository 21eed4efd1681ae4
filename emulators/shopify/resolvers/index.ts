// The resolver modules the Storefront API answers with, merged once.
import { mergeResolverModules } from './registry.ts';
import type { ResolverModule } from './registry.ts';
import { catalogueResolvers } from './catalogue.ts';
import { catalogueNodeLoaders } from './catalogue-nodes.ts';
import { collectionResolvers } from './collections.ts';
import { shopResolvers } from './shop.ts';
import { menuResolvers } from './menu.ts';
import { siteResolvers } from './site.ts';
import { cartNodeLoaders, cartResolvers } from './cart.ts';
import { searchResolvers } from './search.ts';
import { customerNodeLoaders, customerResolvers } from './customer.ts';
import { onlineStoreNodeLoaders, onlineStoreResolvers } from './online-store.ts';

const CORE_MODULES: ResolverModule[] = [
  { name: 'catalogue', resolvers: catalogueResolvers, nodeLoaders: catalogueNodeLoaders },
  { name: 'collections', resolvers: collectionResolvers },
  { name: 'shop', resolvers: shopResolvers },
  { name: 'menu', resolvers: menuResolvers },
  { name: 'online-store', resolvers: onlineStoreResolvers, nodeLoaders: onlineStoreNodeLoaders },
  { name: 'site', resolvers: siteResolvers },
  { name: 'search', resolvers: searchResolvers },
  { name: 'cart', resolvers: cartResolvers, nodeLoaders: cartNodeLoaders },
  { name: 'customers', resolvers: customerResolvers, nodeLoaders: customerNodeLoaders },
];

export function buildResolvers(extra: ResolverModule[] = []) {
  return mergeResolverModules([...CORE_MODULES, ...extra]);
}
