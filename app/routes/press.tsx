import { useLoaderData } from 'react-router';
import type { Route } from './+types/press';
import { PRESS_QUERY } from '~/content/queries';
import type { PressQueryResult } from '~/content/model';
import { ContentPage } from '~/components/content/ContentPage';
import { SanityImage } from '~/components/content/SanityImage';
import { loadContentPage } from '~/lib/content/page-loader.server';
import { contentPageSeo } from '~/lib/content/page-seo';
import { fetchContent } from '~/lib/content/documents.server';
import { ImageRenditions } from '~/lib/content/image-renditions.server';
import { productMessages } from '~/lib/messages/product';
import { seoMeta, siteSeo } from '~/lib/seo';
import { formatDate } from '~/lib/locale/dates';
import { useLocale } from '~/lib/locale/use-locale';
import { partLanguage } from '~/lib/content/content-language';
import { useMessages } from '~/lib/messages/use-messages';
import pagesStyles from '~/styles/pages.css?url';

// The page's own styles, with the shop's precedence: at the top of the head (see root.tsx's links).
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pagesStyles, precedence: 'default' }];

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const settings = matches[0]?.data?.settings;
  return seoMeta(contentPageSeo(data), siteSeo(settings));
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, press] = await Promise.all([
    loadContentPage(context, request, 'press'),
    fetchContent<PressQueryResult>(context, PRESS_QUERY),
  ]);
  const images = new ImageRenditions(context);
  return { ...page, press: (press ?? []).map((entry) => ({ ...entry, image: images.image(entry.image, 'own') })) };
}

export default function Press() {
  const productText = useMessages(productMessages);
  const locale = useLocale();
  const { page, products, press } = useLoaderData<typeof loader>();
  return (
    <ContentPage page={page} products={products}>
      <ol className="press-list" aria-label={productText.press}>
        {press.map((entry) => (
          <li key={entry._id} className="press-entry">
            {entry.image ? (
              <div className="press-entry__media">
                <SanityImage image={entry.image} sizes="(min-width: 768px) 12rem, 6.5rem" />
              </div>
            ) : null}
            <div className="press-entry__text">
              <p className="eyebrow press-entry__meta">
                <span className="press-entry__publication">{entry.publication}</span> ·{' '}
                <time dateTime={entry.date}>{formatDate(entry.date, locale, 'month') || entry.date}</time>
              </p>
              <blockquote className="press-entry__quote" lang={partLanguage(entry.language, locale)}>
                <p>{entry.quote}</p>
              </blockquote>
              {entry.link && /^https?:\/\//.test(entry.link) ? (
                <a className="text-link" href={entry.link} target="_blank" rel="noopener noreferrer">
                  {productText.readArticle}
                  <span className="visually-hidden"> {productText.articleIn(entry.publication)}</span>
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </ContentPage>
  );
}
