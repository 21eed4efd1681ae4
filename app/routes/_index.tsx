import { useLoaderData } from 'react-router';
import type { Route } from './+types/_index';
import { siteUrl } from '~/core/request/site-origin.server';
import { HOME_PRODUCTS_QUERY } from '~/graphql/home';
import { HOME_QUERY } from '~/core/sanity/queries';
import type { HomeQueryResult } from '~/core/sanity/model';
import { ProductCard } from '~/core/catalogue/ProductCard';
import { ContentModules } from '~/content/ContentModules';
import { Hero } from '~/content/Hero';
import { catalogueCache } from '~/core/catalogue/cache';
import { ImageRenditions } from '~/content/image-renditions.server';
import { cardShaper } from '~/core/catalogue/cards.server';
import { contentPageExtras, fetchContent, loadProductsByHandle, moduleProductHandles, withoutContent } from '~/content/documents.server';
import { pageMeta } from '~/core/page-meta';
import { catalogueMessages } from '~/listings/texts';
import { messages } from '~/core/texts/spec';
import { partLanguage } from '~/core/sanity/content-language';
import { useLocale } from '~/core/locale/use-locale';
import modulesStyles from '~/content/modules.css?url';
import homeStyles from '~/content/home.css?url';
import { messagesIn } from '~/core/texts/language';

// The page's own styles, with the shop's precedence: at the top of the head (see root.tsx's links).
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: homeStyles, precedence: 'default' },
  { rel: 'stylesheet', href: modulesStyles, precedence: 'default' },
];

/** How many best sellers close the page, whatever the editors chose above them. */
const BEST_SELLERS = 8;

export const meta: Route.MetaFunction = (args) => {
  const { data, matches } = args;
  return pageMeta(args, {
    // The home page is titled by the site's own seo title when its document names none.
    title: data?.home?.seo?.title ?? matches[0]?.data?.settings?.seo?.title,
    description: data?.home?.seo?.description,
    image: data?.ogImage,
    url: data?.canonicalUrl,
  });
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const [home, bestSellers, shapeCard] = await Promise.all([
    // The content service away: the shop still opens on its products (the intro replaces the hero).
    fetchContent<HomeQueryResult>(context, HOME_QUERY).catch(withoutContent),
    context.storefront.query(HOME_PRODUCTS_QUERY, { variables: { first: BEST_SELLERS }, cache: catalogueCache() }),
    cardShaper(context),
  ]);
  const products = await loadProductsByHandle(context, moduleProductHandles(home?.modules ?? []), shapeCard);
  return {
    home: home && new ImageRenditions(context).home(home),
    products,
    bestSellers: bestSellers.products.nodes.map(shapeCard),
    canonicalUrl: siteUrl(context.config, request, '/'),
    ...contentPageExtras(context, home?.seo, home?.hero.image),
  };
}

export default function Home() {
  const locale = useLocale();
  const specText = messagesIn(locale, messages);
  const catalogueText = messagesIn(locale, catalogueMessages);
  const { home, products, bestSellers } = useLoaderData<typeof loader>();
  const lang = partLanguage(home?.language, locale);
  return (
    <div className="home">
      {home ? (
        <Hero hero={home.hero} lang={lang} />
      ) : (
        // Without a home document the shop still opens on its products.
        <section className="home__intro">
          <p className="eyebrow">{specText.handmadeInItaly}</p>
          <h1>{specText.heritage}</h1>
        </section>
      )}
      {home ? <ContentModules modules={home.modules} products={products} lang={lang} /> : null}
      {bestSellers.length ? (
        <section aria-labelledby="home-products" className="section home__best-sellers">
          <h2 id="home-products" className="section__title">
            {catalogueText.fromTheAtelier}
          </h2>
          <div className="product-grid">
            {bestSellers.map((product) => (
              <ProductCard key={product.id} product={product} list="home" />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
