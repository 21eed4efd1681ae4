import { useLoaderData } from 'react-router';
import { notFound } from '~/core/not-found/page.server';
import { moveToLowerCaseSlug } from '~/content/slug-case.server';
import type { Route } from './+types/lookbooks.$handle';
import { siteUrl } from '~/core/request/site-origin.server';
import { LOOKBOOK_QUERY } from '~/core/sanity/queries';
import type { LookbookQueryResult } from '~/core/sanity/model';
import { LookbookSpread } from '~/content/LookbookSpread';
import { RichText } from '~/core/sanity/RichText';
import { SanityImage } from '~/content/SanityImage';
import { LOOKBOOK_COVER_HEIGHT } from '~/core/sanity/image-shapes';
import { partLanguage } from '~/core/sanity/content-language';
import { useLocale } from '~/core/locale/use-locale';
import { contentPageExtras, fetchContent, loadProductsByHandle } from '~/content/documents.server';
import { ImageRenditions } from '~/content/image-renditions.server';
import { hotspotProduct } from '~/content/hotspot-product';
import { messages } from '~/core/texts/spec';
import { isValidHandle } from '~/core/catalogue/url';
import { pageMeta, pageLocale } from '~/core/page-meta';
import { notFoundTitle } from '~/core/not-found/messages';
import lookbookStyles from '~/content/lookbook.css?url';
import { messagesIn } from '~/core/texts/language';

// The page's own styles, with the shop's precedence: at the top of the head (see root.tsx's links).
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: lookbookStyles, precedence: 'default' }];

export const meta: Route.MetaFunction = (args) => {
  const { data, matches, location, error } = args;
  if (!data)
    return pageMeta(args, { title: notFoundTitle(error, messagesIn(pageLocale(matches), messages).pageNotFound(location.pathname)) });
  return pageMeta(args, {
    title: data.lookbook.seo?.title ?? data.lookbook.title,
    description: data.lookbook.seo?.description,
    image: data.ogImage,
    url: data.canonicalUrl,
  });
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const specText = messagesIn(context.locale, messages);
  const url = new URL(request.url);
  const path = url.pathname;
  // A handle that cannot be one fails the validity check: the spec's fatal 404.
  if (!isValidHandle(params.handle)) throw await notFound(context, specText.pageNotFoundFatal(path), { featured: false });
  const lookbook = await fetchContent<LookbookQueryResult>(context, LOOKBOOK_QUERY, { slug: params.handle });
  if (!lookbook) {
    await moveToLowerCaseSlug(context, LOOKBOOK_QUERY, params.handle, url, (lower) => `/lookbooks/${lower}`);
    throw await notFound(context, specText.pageNotFound(path));
  }
  const handles = lookbook.spreads.flatMap((spread) =>
    spread.images.flatMap((image) => image.hotspots.map((hotspot) => hotspot.productHandle)),
  );
  const products = await loadProductsByHandle(context, handles, hotspotProduct);
  return {
    lookbook: new ImageRenditions(context).lookbook(lookbook),
    products,
    canonicalUrl: siteUrl(context.config, request, `/lookbooks/${lookbook.slug}`),
    ...contentPageExtras(context, lookbook.seo, lookbook.hero),
  };
}

export default function Lookbook() {
  const { lookbook, products } = useLoaderData<typeof loader>();
  // The lookbook's own words carry its language; the products named on its photographs are the page's.
  const lang = partLanguage(lookbook.language, useLocale());
  return (
    <article className="lookbook">
      <header className="lookbook__hero" lang={lang}>
        <SanityImage
          image={lookbook.hero}
          sizes="100vw"
          coverHeight={LOOKBOOK_COVER_HEIGHT.wide}
          narrowCoverHeight={LOOKBOOK_COVER_HEIGHT.narrow}
          narrowShape="phoneLookbook"
          loading="eager"
          className="lookbook__hero-image"
        />
        <div className="lookbook__hero-text">
          {lookbook.season ? <p className="eyebrow">{lookbook.season}</p> : null}
          <h1>{lookbook.title}</h1>
        </div>
      </header>
      <RichText value={lookbook.intro} className="lookbook__intro" lang={lang} />
      {lookbook.spreads.map((spread, index) => (
        <LookbookSpread key={spread._key} spread={spread} products={products} index={index} lang={lang} />
      ))}
    </article>
  );
}

// A missing page keeps this route's title.
export { NotFoundBoundary as ErrorBoundary } from '~/shell/NotFound';
