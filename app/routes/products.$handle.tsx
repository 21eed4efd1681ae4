import { data, useLoaderData, Link } from 'react-router';
import { getAdjacentAndFirstAvailableVariants, getProductOptions, useOptimisticVariant } from '@shopify/hydrogen';
import type { Route } from './+types/products.$handle';
import { notFound } from '~/core/not-found/page.server';
import { notFoundTitle } from '~/core/not-found/messages';
import { siteUrl } from '~/core/request/site-origin.server';
import { pageMeta, pageLocale } from '~/core/page-meta';
import { shapedOnce } from '~/core/services/isolate-memo.server';
import { loadSiteSettings } from '~/core/settings/settings.server';
import { pageProduct } from '~/product/page-product';
import { fromSettings, loadProduct, startRails } from '~/product/product-page.server';
import { availabilityNote, siblingColours } from '~/product/page-view';
import { productPageJsonLd } from '~/product/structured-data';
import { isMalformedVariantParam, isValidHandle } from '~/core/catalogue/url';
import { formatWeight } from '~/product/weight';
import { isColourOption } from '~/core/catalogue/sizes';
import { messages, SITE_NAME_FALLBACK } from '~/core/texts/spec';
import { productMessages } from '~/product/texts';
import { shellMessages } from '~/shell/texts';
import { ShippingNote } from '~/core/settings/ShippingNote';
import { AddToBag } from '~/product/AddToBag';
import { MatchingColours } from '~/product/MatchingColours';
import { MoreFromCollection } from '~/product/MoreFromCollection';
import { Price } from '~/core/catalogue/Price';
import { PreorderNote, ProductBadges } from '~/core/catalogue/ProductBadges';
import { ProductDetails } from '~/product/ProductDetails';
import { ProductFacts } from '~/product/ProductFacts';
import { ProductGallery } from '~/product/ProductGallery';
import { ProductOptions } from '~/product/ProductOptions';
import { ProductViewAnalytics } from '~/product/ProductViewAnalytics';
import { Recommendations } from '~/product/Recommendations';
import { SizeGuideLink } from '~/product/SizeGuideLink';
import { serverOnly } from '~/core/ui/hydrate-later';
import productStyles from '~/product/product.css?url';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

// The page's own styles, with the shop's precedence: at the top of the head (see root.tsx's links).
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: productStyles, precedence: 'default' }];

// The in-page size guide sits in <noscript>: a browser that runs scripts never shows it (the panel
// does), so only the server writes it and the browser never fetches its code for the page.
const SizeGuideSection = serverOnly(
  () => import('~/product/SizeGuide').then((module) => module.SizeGuideSection),
  () => <noscript />,
);

export const meta: Route.MetaFunction = (args) => {
  const { data, matches, error } = args;
  const locale = pageLocale(matches);
  if (!data) return pageMeta(args, { title: notFoundTitle(error, messagesIn(locale, messages).productNotFound) });
  const { product, canonicalUrl } = data;
  return pageMeta(args, {
    title: product.title,
    description: product.seo.description || product.description,
    image: product.featuredImage?.url,
    url: canonicalUrl,
    type: 'product',
    extra: [
      // Tells the sites a link is shared on when the piece changed, so they fetch its card afresh.
      ...(product.extras.updatedAt ? [{ property: 'og:updated_time', content: product.extras.updatedAt }] : []),
      // The market's base on the shop's origin is the canonical URL without the product's own path.
      ...productPageJsonLd(
        product,
        canonicalUrl?.slice(0, canonicalUrl.lastIndexOf('/products/')) ?? null,
        matches[0]?.data?.settings?.siteName || SITE_NAME_FALLBACK,
        messagesIn(locale, productMessages).home,
      ).map((entry) => ({ 'script:ld+json': entry })),
    ],
  });
};

// The page's product is made once per answer the isolate keeps (isolate-memo.server.ts).
const pageProductOnce = shapedOnce(pageProduct);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const specText = messagesIn(context.locale, messages);
  const { handle } = params;
  // A handle that cannot be one fails the validity check: the spec's fatal 404.
  if (!isValidHandle(handle)) throw await notFound(context, specText.pageNotFoundFatal(new URL(request.url).pathname), { featured: false });
  const rails = startRails(context, handle);
  const url = new URL(request.url);
  const queried = await loadProduct(context.storefront, handle, url.searchParams);
  if (!queried) throw await notFound(context, specText.productNotFound);
  const product = pageProductOnce(queried);
  const settings = await loadSiteSettings(context);
  // A `?variant=` that cannot be an id is bad input: 400 and a notice, over the piece as it comes.
  // (A well-formed id this product does not have is a stale link: a plain 200, as loadProduct says.)
  const variantMalformed = isMalformedVariantParam(url.searchParams.get('variant'));
  return data(
    {
      product,
      canonicalUrl: siteUrl(context.config, request, `/products/${product.handle}`),
      ...fromSettings(product, queried, settings, context.locale),
      ...(await rails(product.handle)),
      variantMalformed,
    },
    { status: variantMalformed ? 400 : 200 },
  );
}

export default function ProductPage() {
  const locale = useLocale();
  const shellText = messagesIn(locale, shellMessages);
  const productText = messagesIn(locale, productMessages);
  const { product, badges, recommendations, moreFrom, variantMalformed, sizeGuide, customOptions } = useLoaderData<typeof loader>();
  // As Hydrogen's skeleton: a choice is shown at once when it lands on a variant the page already has.
  const selectedVariant = useOptimisticVariant(product.selectedOrFirstAvailableVariant, getAdjacentAndFirstAvailableVariants(product));
  const productOptions = getProductOptions({ ...product, selectedOrFirstAvailableVariant: selectedVariant });

  const matching = siblingColours(product);
  const hasMatching = matching.length > 1;
  // A single-colour product in a family shows its colours as links to the sibling products instead.
  const options = productOptions.filter((option) => !(hasMatching && isColourOption(option.name) && option.optionValues.length === 1));
  const preorder = badges.some((badge) => badge.kind === 'preorder');
  const available = Boolean(selectedVariant?.availableForSale);
  // A gift card is sent by email: no weight, no delivery note, no shipping times.
  const ships = !product.extras.giftCard && selectedVariant?.requiresShipping !== false;

  return (
    <div className="product-page">
      <nav className="breadcrumbs" aria-label={shellText.breadcrumb}>
        <ol>
          <li>
            <Link to="/">{productText.home}</Link>
          </li>
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>
      {variantMalformed ? (
        <p className="product__notice" role="status">
          {productText.variantMalformed}
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
              {availabilityNote(selectedVariant, preorder, locale)}
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
            <p className="product__shipping-note">{productText.giftCardDelivery}</p>
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

export { NotFoundBoundary as ErrorBoundary } from '~/shell/NotFound';
