import { useLoaderData } from 'react-router';
import type { Route } from './+types/$handle';
import { ContentPage } from '~/content/ContentPage';
import { loadContentPage } from '~/content/page-loader.server';
import { contentPageSeo } from '~/content/page-seo';
import { messages } from '~/core/texts/spec';
import { pageMeta, pageLocale } from '~/core/page-meta';
import { notFoundTitle } from '~/core/not-found/messages';
import modulesStyles from '~/content/modules.css?url';
import pagesStyles from '~/content/pages.css?url';
import { messagesIn } from '~/core/texts/language';

// The page's own styles, with the shop's precedence: at the top of the head (see root.tsx's links).
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: modulesStyles, precedence: 'default' },
  { rel: 'stylesheet', href: pagesStyles, precedence: 'default' },
];

// Generic pages from content (/about, /process, /archive, /shipping-and-returns...). Static
// routes rank above this dynamic segment, so it never shadows them; an unknown handle is a 404.
export const meta: Route.MetaFunction = (args) => {
  const { data, matches, location, error } = args;
  return pageMeta(
    args,
    data
      ? contentPageSeo(data)
      : { title: notFoundTitle(error, messagesIn(pageLocale(matches), messages).pageNotFound(location.pathname)) },
  );
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadContentPage(context, request, params.handle);
}

export default function Page() {
  const { page, products } = useLoaderData<typeof loader>();
  return <ContentPage page={page} products={products} />;
}

// A missing page keeps this route's title.
export { NotFoundBoundary as ErrorBoundary } from '~/shell/NotFound';
