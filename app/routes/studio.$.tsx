import { redirect, Link } from 'react-router';
import type { Route } from './+types/studio.$';
import { studioMessages } from '~/content/preview/texts';
import { pageMeta, pageLocale } from '~/core/page-meta';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

// The spec's third layout, "studio": the editors' door. Sanity Studio is its own application (it
// cannot run against the local Content Lake), so the shop does not embed it: with a Studio
// configured, /studio/... leads to the same path there (click-to-edit links made without a Studio
// origin point here); without one, a plain page says what to set. Never indexed.
export const handle = { layout: 'studio' };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: messagesIn(pageLocale(args.matches), studioMessages).title, robots: 'noindex, nofollow' });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const origin = context.config.sanity.studioOrigin;
  if (origin) {
    // Only the path and query travel; the host is the configured Studio's, whatever was asked.
    const url = new URL(request.url);
    const target = new URL(origin);
    target.pathname = `${target.pathname.replace(/\/$/, '')}/${params['*'] ?? ''}`;
    target.search = url.search;
    throw redirect(target.toString(), 302);
  }
  return null;
}

export default function Studio() {
  const studioText = messagesIn(useLocale(), studioMessages);
  return (
    <section className="studio-page" aria-labelledby="studio-title">
      <p className="eyebrow">{studioText.eyebrow}</p>
      <h1 id="studio-title">{studioText.title}</h1>
      <p>{studioText.notConfigured}</p>
      <p>{studioText.howTo}</p>
      <p className="studio-page__demo">{studioText.demo}</p>
      <Link className="button" to="/">
        {studioText.backToShop}
      </Link>
    </section>
  );
}
