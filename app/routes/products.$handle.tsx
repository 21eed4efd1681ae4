import { data, useLoaderData, Link } from 'react-router';
import { notFound } from '~/lib/shell/not-found-page.server';
import { getAdjacentAndFirstAvailableVariants, getProductOptions, useOptimisticVariant } from '@shopify/hydrogen';
import type { Route } from './+types/products.$handle';
import { siteOrigin } from '~/lib/site-origin.server';
import { PRODUCT_COLLECTIONS_QUERY, PRODUCT_QUERY, PRODUCT_RECOMMENDATIONS_QUERY } from '~/graphql/product';
import { MoreFromCollection } from '~/components/product/MoreFromCollection';
import { ProductFacts } from '~/components/product/ProductFacts';
import { formatWeight } from '~/lib/product/weight';
import { moreFrom } from '~/lib/product/more-from';
import { markedDown, pageProduct, type PageProduct } from '~/lib/product/page-product';
import { catalogueCache } from '~/lib/catalogue/cache';
import { shapedOnce } from '~/lib/services/isolate-memo.server';
import { cardShaper } from '~/lib/catalogue/cards.server';
import { DEFERRED_DATA_BUDGET_MS, FEW_LEFT_MAX, LIMITS } from '~/lib/constants';
import { arrivedYet, withinBudget } from '~/lib/services/fetch-policy';
import { messages, SITE_NAME_FALLBACK } from '~/lib/messages/spec';
import { productMessages } from '~/lib/messages/product';
import { shellMessages } from '~/lib/messages/shell';
import { isMalformedVariantParam, isValidHandle, parseVariantParam, selectedOptionsFromSearch } from '~/lib/product/url';
import { productBadges } from '~/lib/product/badges';
import { breadcrumbJsonLd, productJsonLd } from '~/lib/product/structured-data';
import { seoMeta, siteSeo } from '~/lib/shell/seo';
import { loadSiteSettings } from '~/lib/content/settings.server';
import { shippingNote } from '~/lib/content/shell-settings';
import { guidesForProduct } from '~/lib/product/size-guide';
import { ShippingNote } from '~/components/layout/SettingsNotes';
import { isColourOption, isSizeOption } from '~/lib/catalogue/sizes';
import { customOptionsFor } from '~/lib/catalogue/swatches';
import { Price } from '~/components/product/Price';
import { ProductGallery } from '~/components/product/ProductGallery';
import { ProductOptions } from '~/components/product/ProductOptions';
import { AddToBag } from '~/components/product/AddToBag';
import { ProductDetails } from '~/components/product/ProductDetails';
import { PreorderNote, ProductBadges } from '~/components/product/ProductBadges';
import { MatchingColours } from '~/components/product/MatchingColours';
import { SizeGuideLink, SizeGuideSection } from '~/components/product/SizeGuide';
import { Recommendations } from '~/components/product/Recommendations';
import { ProductViewAnalytics } from '~/components/product/ProductViewAnalytics';
import { notFoundTitle } from '~/lib/shell/not-found-messages';

export const meta: Route.MetaFunction = ({ data, matches, error }) => {
  const settings = matches[0]?.data?.settings;
  const site = siteSeo(settings);
  if (!data) return seoMeta({ title: notFoundTitle(error, messages.productNotFound) }, site);
  const { product, canonicalUrl } = data;
  return [
    ...seoMeta(
      {
        title: product.title,
        description: product.seo.description || product.description,
        image: product.featuredImage?.url,
        url: canonicalUrl,
      },
      site,
      'product',
    ),
    // Tells the sites a link is shared on when the piece changed, so they fetch its card afresh.
    ...(product.extras.updatedAt ? [{ property: 'og:updated_time', content: product.extras.updatedAt }] : []),
    ...structuredData(product, canonicalUrl ? new URL(canonicalUrl).origin : null, settings?.siteName || SITE_NAME_FALLBACK).map(
      (entry) => ({ 'script:ld+json': entry }),
    ),
  ];
};

// The page's product is made once per answer the isolate keeps (isolate-memo.server.ts).
const pageProductOnce = shapedOnce(pageProduct);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { handle } = params;
  // A handle that cannot be one fails the validity check: the spec's fatal 404.
  if (!isValidHandle(handle)) throw await notFound(context, messages.pageNotFoundFatal(new URL(request.url).pathname), { featured: false });
  // Started first, awaited by the page: recommendations never hold up the product, and a slow
  // answer is not waited for past the deferred-data budget (the section then renders empty). When
  // they are in by the time the product is, they come with the page instead of streaming after it.
  const shapeCard = cardShaper(context);
  const recommendations = withinBudget(
    Promise.all([context.storefront.query(PRODUCT_RECOMMENDATIONS_QUERY, { variables: { handle }, cache: catalogueCache() }), shapeCard])
      .then(([result, shape]) => result.productRecommendations?.slice(0, LIMITS.recommendedProducts).map(shape) ?? null)
      .catch(() => null),
    DEFERRED_DATA_BUDGET_MS,
    null,
  );
  // Awaited with the product (it runs alongside, so it rarely adds time): a streamed section never
  // replaces its fallback without JavaScript, and this rail is a way on for every shopper.
  const collections = withinBudget(
    context.storefront
      .query(PRODUCT_COLLECTIONS_QUERY, { variables: { handle }, cache: catalogueCache() })
      .then((result) => result.product?.collections.nodes ?? null)
      .catch(() => null),
    DEFERRED_DATA_BUDGET_MS,
    null,
  );

  const url = new URL(request.url);
  const queried = await loadProduct(context.storefront, handle, url.searchParams);
  if (!queried) throw await notFound(context, messages.productNotFound);
  const product = pageProductOnce(queried);

  // The size guide and the house's custom options belong to product pages: they travel with the
  // product, not with every page's shell, and the guide only for this kind of product.
  const settings = await loadSiteSettings(context);
  const { sizeGuide, customProductOptions, saleTags } = settings;
  const origin = siteOrigin(context.config, request);
  const canonicalUrl = origin && new URL(`/products/${product.handle}`, origin).toString();

  // A `?variant=` that cannot be an id is bad input: 400 and a notice, over the piece as it comes.
  // (A well-formed id this product does not have is a stale link: a plain 200, as loadProduct says.)
  const variantMalformed = isMalformedVariantParam(url.searchParams.get('variant'));
  const early = await arrivedYet(recommendations);
  return data(
    {
      product,
      canonicalUrl,
      badges: productBadges(
        {
          publishedAt: product.publishedAt,
          tags: product.tags,
          preorderNote: product.preorderNote?.value,
          markedDown: markedDown(queried),
        },
        new Date(),
        saleTags,
      ),
      recommendations: early.arrived ? early.value : recommendations,
      // The merchant's shipping words, which only this page and the bag show.
      shippingNote: shippingNote(settings),
      moreFrom: moreFrom(await collections, product.handle, await shapeCard),
      variantMalformed,
      // Only a piece sold in sizes links to the guide.
      sizeGuide:
        sizeGuide && offersSizes(product.options)
          ? { ...sizeGuide, guides: guidesForProduct(sizeGuide.guides, product.productType) }
          : null,
      customOptions: customOptionsFor(customProductOptions, shownValueNames(product)),
    },
    { status: variantMalformed ? 400 : 200 },
  );
}

/**
 * The product's JSON-LD, built where the meta tags are (on the server for the document, in the
 * browser after a navigation) from data the page already has, rather than sent a second time.
 * Structured data names the product's address; without the shop's own origin there is none to name.
 */
function structuredData(product: LoadedProduct, origin: string | null, siteName: string) {
  if (!origin) return [];
  return [
    productJsonLd(
      {
        title: product.title,
        handle: product.handle,
        description: product.description,
        vendor: product.vendor,
        productType: product.productType,
        featuredImage: product.featuredImage,
        images: product.extras.imageUrls,
        variants: product.variants.nodes,
      },
      origin,
      siteName,
    ),
    breadcrumbJsonLd(
      [
        { name: productMessages.home, path: '/' },
        { name: product.title, path: `/products/${product.handle}` },
      ],
      origin,
    ),
  ];
}

/** Every name the page may look a swatch up by: its option values, its sibling colours' values and titles. */
function shownValueNames(product: PageProduct): string[] {
  const own = product.options.flatMap((option) => option.optionValues.map((value) => value.name));
  const reference = product.matchingColours?.reference;
  const siblings =
    reference && 'products' in reference
      ? reference.products.nodes.flatMap((sibling) => [
          sibling.title,
          ...sibling.options.flatMap((option) => option.optionValues.map((value) => value.name)),
        ])
      : [];
  return [...own, ...siblings];
}

const offersSizes = (options: Array<{ name: string; optionValues: unknown[] }>) =>
  options.some((option) => isSizeOption(option.name) && option.optionValues.length > 1);

type LoadedProduct = Route.ComponentProps['loaderData']['product'];
type Storefront = Route.LoaderArgs['context']['storefront'];

/**
 * The product with the URL's selection. `?variant=` names a variant directly: when it belongs to
 * the product and differs from what the options picked, it wins and the product is asked again
 * with that variant's options (Hydrogen's option map is built around the selected variant).
 * A malformed id (which the loader answers 400 for) or a foreign or unknown one picks nothing here:
 * the first available variant shows instead.
 */
async function loadProduct(storefront: Storefront, handle: string, search: URLSearchParams) {
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

export default function ProductPage() {
  const { product, badges, recommendations, moreFrom, variantMalformed, sizeGuide, customOptions } = useLoaderData<typeof loader>();
  // As Hydrogen's skeleton: a choice is shown at once when it lands on a variant the page already has.
  const selectedVariant = useOptimisticVariant(product.selectedOrFirstAvailableVariant, getAdjacentAndFirstAvailableVariants(product));
  const productOptions = getProductOptions({ ...product, selectedOrFirstAvailableVariant: selectedVariant });

  const matching =
    product.matchingColours?.reference && 'products' in product.matchingColours.reference
      ? product.matchingColours.reference.products.nodes
      : [];
  const hasMatching = matching.length > 1;
  // A single-colour product in a family shows its colours as links to the sibling products instead.
  const options = productOptions.filter((option) => !(hasMatching && isColourOption(option.name) && option.optionValues.length === 1));
  const preorder = badges.some((badge) => badge.kind === 'preorder');
  const available = Boolean(selectedVariant?.availableForSale);
  const quantity = selectedVariant?.quantityAvailable ?? null;
  // A gift card is sent by email: no weight, no delivery note, no shipping times.
  const ships = !product.extras.giftCard && selectedVariant?.requiresShipping !== false;

  return (
    <div className="product-page">
      <nav className="breadcrumbs" aria-label={shellMessages.breadcrumb}>
        <ol>
          <li>
            <Link to="/">{productMessages.home}</Link>
          </li>
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>
      {variantMalformed ? (
        <p className="product__notice" role="status">
          {productMessages.variantMalformed}
        </p>
      ) : null}
      <div className="product">
        <div className="product__gallery">
          <ProductGallery
            media={product.media.nodes}
            selectedVariant={selectedVariant}
            title={product.title}
            colours={product.options.find((option) => isColourOption(option.name))?.optionValues.map((value) => value.name) ?? []}
          />
        </div>
        <div className="product__info">
          <div className="product__summary">
            <ProductBadges badges={badges} />
            <h1 className="product__title">{product.title}</h1>
            {product.productType ? <p className="product__type">{product.productType}</p> : null}
            <ProductFacts
              material={product.fabrication?.value}
              colours={product.styleColor?.value}
              weight={ships ? formatWeight(selectedVariant?.weight, selectedVariant?.weightUnit) : null}
            />
            {selectedVariant ? <Price price={selectedVariant.price} compareAt={selectedVariant.compareAtPrice} /> : null}
            <p className={`product__availability${available ? '' : ' product__availability--sold-out'}`} role="status">
              {!available
                ? productMessages.soldOutNotice
                : preorder
                  ? null
                  : quantity !== null && quantity > 0 && quantity <= FEW_LEFT_MAX
                    ? productMessages.fewLeft(quantity)
                    : productMessages.inStock}
            </p>
          </div>
          {hasMatching ? <MatchingColours products={matching} currentHandle={product.handle} customOptions={customOptions} /> : null}
          <ProductOptions
            options={options}
            customOptions={customOptions}
            productSwatchColor={product.swatchColor?.value ?? null}
            sizeGuide={sizeGuide ? <SizeGuideLink /> : null}
          />
          <PreorderNote badges={badges} />
          <AddToBag variant={selectedVariant} preorder={preorder} />
          <ProductDetails
            description={product.pdpDescription?.value ?? product.description}
            materialsAndCare={product.materialsAndCare?.value}
            dimensions={product.dimensions?.value}
            shipping={product.shipping?.value}
          />
          {/* After the details, not between them and Add to bag: on a phone the button rides along
              until the details have been read, and a note in between would carry it off screen. */}
          {ships ? (
            <ShippingNote className="product__shipping-note" />
          ) : (
            <p className="product__shipping-note">{productMessages.giftCardDelivery}</p>
          )}
        </div>
      </div>
      {sizeGuide ? <SizeGuideSection sizeGuide={sizeGuide} productType={product.productType} /> : null}
      <MoreFromCollection moreFrom={moreFrom} />
      <Recommendations products={recommendations} />
      <ProductViewAnalytics
        data={{
          products: [
            {
              id: product.id,
              title: product.title,
              price: selectedVariant?.price.amount ?? '0',
              vendor: product.vendor,
              variantId: selectedVariant?.id ?? '',
              variantTitle: selectedVariant?.title ?? '',
              productType: product.productType,
              quantity: 1,
            },
          ],
        }}
        currency={selectedVariant?.price.currencyCode}
      />
    </div>
  );
}

export { NotFoundBoundary as ErrorBoundary } from '~/components/layout/NotFound';
