// What the product page's loader reads besides the product itself, and how it shapes it: the route
// keeps the order of things (meta, loader, component), this file the details.
import type { AppLoadContext } from 'react-router';
import { PRODUCT_COLLECTIONS_QUERY, PRODUCT_QUERY, PRODUCT_RECOMMENDATIONS_QUERY } from '~/graphql/product';
import { catalogueCache } from '~/core/catalogue/cache';
import { cardShaper } from '~/core/catalogue/cards.server';
import { isSizeOption } from '~/core/catalogue/sizes';
import { customOptionsFor } from '~/core/catalogue/swatches';
import type { loadSiteSettings } from '~/core/settings/settings.server';
import { shippingNote } from '~/core/settings/shell-settings';
import { DEFERRED_DATA_BUDGET_MS, LIMITS } from '~/core/constants';
import { arrivedYet, withinBudget } from '~/core/services/fetch-policy';
import { productBadges } from '~/core/catalogue/badges';
import { moreFrom } from './more-from';
import { siblingColours } from './page-view';
import type { PageProduct } from './page-product';
import { markedDown } from '~/core/catalogue/badges';
import { guidesForProduct } from './size-guide';
import { parseVariantParam, selectedOptionsFromSearch } from '~/core/catalogue/url';
import type { Locale } from '~/core/locale/locale';

type Storefront = AppLoadContext['storefront'];
type SiteSettings = Awaited<ReturnType<typeof loadSiteSettings>>;
type QueriedProduct = NonNullable<Awaited<ReturnType<typeof loadProduct>>>;

/**
 * The product with the URL's selection. `?variant=` names a variant directly: when it belongs to
 * the product and differs from what the options picked, it wins and the product is asked again
 * with that variant's options (Hydrogen's option map is built around the selected variant).
 * A malformed id (which the loader answers 400 for) or a foreign or unknown one picks nothing here:
 * the first available variant shows instead.
 */
export async function loadProduct(storefront: Storefront, handle: string, search: URLSearchParams) {
  const query = (selectedOptions: Array<{ name: string; value: string }>) =>
    storefront
      .query(PRODUCT_QUERY, { variables: { handle, selectedOptions }, cache: catalogueCache() })
      .then((result) => result.product ?? null);

  const product = await query(selectedOptionsFromSearch(search));
  const variantId = parseVariantParam(search.get('variant'));
  if (!product || !variantId || product.selectedOrFirstAvailableVariant?.id === variantId) return product;
  const requested = product.variants.nodes.find((variant) => variant.id === variantId);
  return requested ? ((await query(requested.selectedOptions)) ?? product) : product;
}

/**
 * The page's two rails, started before the product is asked for so that they run alongside it.
 * Recommendations never hold up the product: a slow answer is not waited for past the deferred-data
 * budget (the section then renders empty), and when they are in by the time the product is, they
 * come with the page instead of streaming after it. The collections rail ("More from") is awaited
 * with the product: a streamed section never replaces its fallback without JavaScript, and this
 * rail is a way on for every shopper.
 */
export function startRails(context: AppLoadContext, handle: string) {
  const shapeCard = cardShaper(context);
  const recommendations = withinBudget(
    Promise.all([context.storefront.query(PRODUCT_RECOMMENDATIONS_QUERY, { variables: { handle }, cache: catalogueCache() }), shapeCard])
      .then(([result, shape]) => result.productRecommendations?.slice(0, LIMITS.recommendedProducts).map(shape) ?? null)
      .catch(() => null),
    DEFERRED_DATA_BUDGET_MS,
    null,
  );
  const collections = withinBudget(
    context.storefront
      .query(PRODUCT_COLLECTIONS_QUERY, { variables: { handle }, cache: catalogueCache() })
      .then((result) => result.product?.collections.nodes ?? null)
      .catch(() => null),
    DEFERRED_DATA_BUDGET_MS,
    null,
  );
  /** The rails for the page of `currentHandle`: "More from" without that piece. */
  return async (currentHandle: string) => {
    const early = await arrivedYet(recommendations);
    return {
      recommendations: early.arrived ? early.value : recommendations,
      moreFrom: moreFrom(await collections, currentHandle, await shapeCard),
    };
  };
}

/**
 * What the site's settings add to this piece's page: its badges, the merchant's shipping words
 * (which only this page and the bag show), the size guide when the piece is sold in sizes (for its
 * kind of product only), and the house's custom colour options it may look a swatch up by. They
 * travel with the product, not with every page's shell.
 */
export function fromSettings(product: PageProduct, queried: QueriedProduct, settings: SiteSettings, locale: Locale) {
  const { sizeGuide, customProductOptions, saleTags } = settings;
  const badgeFacts = {
    publishedAt: product.publishedAt,
    tags: product.tags,
    preorderNote: product.preorderNote?.value,
    markedDown: markedDown(queried),
  };
  return {
    badges: productBadges(badgeFacts, new Date(), saleTags, locale),
    shippingNote: shippingNote(settings),
    sizeGuide:
      sizeGuide && offersSizes(product.options) ? { ...sizeGuide, guides: guidesForProduct(sizeGuide.guides, product.productType) } : null,
    customOptions: customOptionsFor(customProductOptions, shownValueNames(product)),
  };
}

/** Every name the page may look a swatch up by: its option values, its sibling colours' values and titles. */
function shownValueNames(product: PageProduct): string[] {
  const own = product.options.flatMap((option) => option.optionValues.map((value) => value.name));
  const siblings = siblingColours(product).flatMap((sibling) => [
    sibling.title,
    ...sibling.options.flatMap((option) => option.optionValues.map((value) => value.name)),
  ]);
  return [...own, ...siblings];
}

const offersSizes = (options: Array<{ name: string; optionValues: unknown[] }>) =>
  options.some((option) => isSizeOption(option.name) && option.optionValues.length > 1);
