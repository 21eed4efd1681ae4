import { useLoaderData } from 'react-router';
import type { Route } from './+types/lookbooks._index';
import { siteUrl } from '~/core/request/site-origin.server';
import { LOOKBOOKS_QUERY } from '~/core/sanity/queries';
import type { LookbooksQueryResult } from '~/core/sanity/model';
import { LookbookCard } from '~/content/LookbookCard';
import { contentPageExtras, fetchContent } from '~/content/documents.server';
import { ImageRenditions } from '~/content/image-renditions.server';
import { productMessages } from '~/product/texts';
import { pageMeta, pageLocale } from '~/core/page-meta';
import modulesStyles from '~/content/modules.css?url';
import pagesStyles from '~/content/pages.css?url';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

// The page's own styles, with the shop's precedence: at the top of the head (see root.tsx's links).
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: modulesStyles, precedence: 'default' },
  { rel: 'stylesheet', href: pagesStyles, precedence: 'default' },
];

export const meta: Route.MetaFunction = (args) => {
  const { data, matches } = args;
  const productText = messagesIn(pageLocale(matches), productMessages);
  return pageMeta(args, {
    title: productText.lookbooks,
    description: productText.lookbooksIntro,
    image: data?.ogImage,
    url: data?.canonicalUrl,
  });
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const lookbooks = (await fetchContent<LookbooksQueryResult>(context, LOOKBOOKS_QUERY)) ?? [];
  const images = new ImageRenditions(context);
  return {
    lookbooks: lookbooks.map((lookbook) => images.card(lookbook)),
    canonicalUrl: siteUrl(context.config, request, '/lookbooks'),
    ...contentPageExtras(context, null, lookbooks[0]?.hero),
  };
}

export default function Lookbooks() {
  const productText = messagesIn(useLocale(), productMessages);
  const { lookbooks } = useLoaderData<typeof loader>();
  return (
    <div className="content-page lookbooks">
      <header className="content-page__header">
        <h1>{productText.lookbooks}</h1>
        <p className="content-page__intro">{productText.lookbooksIntro}</p>
      </header>
      <div className="lookbook-grid lookbook-grid--index">
        {lookbooks.map((lookbook, index) => (
          <LookbookCard
            key={lookbook._id}
            lookbook={lookbook}
            heading="h2"
            sizes="(min-width: 768px) 33vw, 100vw"
            loading={index < 3 ? 'eager' : 'lazy'}
          />
        ))}
      </div>
    </div>
  );
}
