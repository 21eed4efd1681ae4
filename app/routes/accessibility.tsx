import { useLoaderData } from 'react-router';
import type { Route } from './+types/accessibility';
import { Statement } from '~/content/statement/Statement';
import { loadStatement } from '~/content/statement/statement.server';
import { pageMeta } from '~/core/page-meta';
import pagesStyles from '~/content/pages.css?url';

// The page's own styles, with the shop's precedence: at the top of the head (see root.tsx's links).
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pagesStyles, precedence: 'default' }];

// The accessibility statement. A static route, so it ranks above the content pages' /$handle.
export const meta: Route.MetaFunction = (args) => pageMeta(args, args.data?.seo ?? {});

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadStatement(context, request);
}

export default function Accessibility() {
  const { statement, dates } = useLoaderData<typeof loader>();
  return <Statement statement={statement} dates={dates} />;
}
