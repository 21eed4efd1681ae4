import { useLoaderData } from 'react-router';
import type { Route } from './+types/stockists';
import { STOCKISTS_QUERY } from '~/core/sanity/queries';
import type { StockistsQueryResult } from '~/core/sanity/model';
import { ContentPage } from '~/content/ContentPage';
import { loadContentPage } from '~/content/page-loader.server';
import { contentPageSeo } from '~/content/page-seo';
import { fetchContent } from '~/content/documents.server';
import { groupStockistsByCountry } from '~/content/stockists';
import { productMessages } from '~/product/texts';
import { pageMeta } from '~/core/page-meta';
import pagesStyles from '~/content/pages.css?url';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

// The page's own styles, with the shop's precedence: at the top of the head (see root.tsx's links).
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pagesStyles, precedence: 'default' }];

export const meta: Route.MetaFunction = (args) => pageMeta(args, contentPageSeo(args.data));

export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, stockists] = await Promise.all([
    loadContentPage(context, request, 'stockists'),
    fetchContent<StockistsQueryResult>(context, STOCKISTS_QUERY),
  ]);
  return { ...page, countries: groupStockistsByCountry(stockists ?? []) };
}

const isWebAddress = (value: string | null) => Boolean(value && /^https?:\/\//.test(value));

export default function Stockists() {
  const productText = messagesIn(useLocale(), productMessages);
  const { page, products, countries } = useLoaderData<typeof loader>();
  return (
    <ContentPage page={page} products={products}>
      <div className="stockists">
        {countries.map(({ country, stockists }) => (
          <section key={country} className="stockists__country" aria-labelledby={`country-${slug(country)}`}>
            <h2 id={`country-${slug(country)}`}>{country}</h2>
            <ul className="stockists__list">
              {stockists.map((stockist) => (
                <li key={stockist._id} className="stockist">
                  <p className="eyebrow stockist__city">{stockist.city}</p>
                  <h3 className="stockist__name">{stockist.name}</h3>
                  <address className="stockist__address">{stockist.address}</address>
                  <p className="stockist__links">
                    {isWebAddress(stockist.mapLink) ? (
                      <a href={stockist.mapLink} target="_blank" rel="noopener noreferrer" className="text-link">
                        {productText.directions}
                        <span className="visually-hidden"> {productText.directionsTo(stockist.name)}</span>
                      </a>
                    ) : null}
                    {isWebAddress(stockist.link) ? (
                      <a href={stockist.link ?? undefined} target="_blank" rel="noopener noreferrer" className="text-link">
                        {productText.website}
                        <span className="visually-hidden"> {productText.websiteOf(stockist.name)}</span>
                      </a>
                    ) : null}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ContentPage>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
