import { useLoaderData } from 'react-router';
import type { Route } from './+types/press';
import { PRESS_QUERY } from '~/core/sanity/queries';
import type { PressQueryResult } from '~/core/sanity/model';
import { ContentPage } from '~/content/ContentPage';
import { SanityImage } from '~/content/SanityImage';
import { loadContentPage } from '~/content/page-loader.server';
import { contentPageSeo } from '~/content/page-seo';
import { fetchContent } from '~/content/documents.server';
import { ImageRenditions } from '~/content/image-renditions.server';
import { productMessages } from '~/product/texts';
import { pageMeta } from '~/core/page-meta';
import { formatDate } from '~/core/locale/dates';
import { useLocale } from '~/core/locale/use-locale';
import { partLanguage } from '~/core/sanity/content-language';
import pagesStyles from '~/content/pages.css?url';
import { messagesIn } from '~/core/texts/language';

// The page's own styles, with the shop's precedence: at the top of the head (see root.tsx's links).
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pagesStyles, precedence: 'default' }];

export const meta: Route.MetaFunction = (args) => pageMeta(args, contentPageSeo(args.data));

export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, press] = await Promise.all([
    loadContentPage(context, request, 'press'),
    fetchContent<PressQueryResult>(context, PRESS_QUERY),
  ]);
  const images = new ImageRenditions(context);
  return { ...page, press: (press ?? []).map((entry) => ({ ...entry, image: images.image(entry.image, 'own') })) };
}

export default function Press() {
  const locale = useLocale();
  const productText = messagesIn(locale, productMessages);
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
