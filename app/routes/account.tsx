import { isRouteErrorResponse, Link, Outlet, useRouteError, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/account';
import { messages } from '~/core/texts/spec';
import { accountMessages } from '~/accounts/texts/account';
import type { AccountErrorData } from '~/accounts/address-book.server';
import { loadSiteSettings } from '~/core/settings/settings.server';
import { accountNote } from '~/core/settings/shell-settings';
import { pageMeta, pageLocale } from '~/core/page-meta';
import accountStyles from '~/accounts/account.css?url';
import { messagesIn, type Messages } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

// The account's styles come with its pages (and with the account panel), not with every page.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles, precedence: 'default' }];

/** What an account offers, in the merchant's words: shown by every account page and the sign-in pages. */
export async function loader({ context }: Route.LoaderArgs) {
  return { accountNote: accountNote(await loadSiteSettings(context)) };
}

// The same for every account page and every shopper: read on arriving in the account, and again
// only when the page itself is reloaded (a preview edit refreshes it that way).
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate && currentUrl.toString() === nextUrl.toString();

/** The account layout (spec section 2): every /account page renders inside it. */
export default function AccountLayout() {
  return (
    <div className="account-layout">
      <Outlet />
    </div>
  );
}

function isAccountErrorData(value: unknown): value is AccountErrorData {
  return typeof value === 'object' && value !== null && 'message' in value && 'next' in value;
}

/** What the error page says at its top, and so in the tab's title too (`spec` in the page's language). */
function errorTitle(error: unknown, spec: Messages<typeof messages>): string {
  const data: unknown = isRouteErrorResponse(error) ? error.data : null;
  if (typeof data === 'string') return data;
  return isAccountErrorData(data) ? data.message : spec.somethingWentWrong;
}

/**
 * The account's pages name themselves; when one fails, this layout's error page is what shows, and
 * its title follows the spec's template like any page's ('Order not found · Bottega'), kept out of
 * search results. Otherwise the layout says what the site says.
 */
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.error ? { title: errorTitle(args.error, messagesIn(pageLocale(args.matches), messages)), robots: 'noindex' } : {});

/** An unknown order or address says so in the account's own words, with a way back (and on, when there is one). */
export function ErrorBoundary() {
  const accountText = messagesIn(useLocale(), accountMessages);
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const data: unknown = isRouteErrorResponse(error) ? error.data : null;
  const offer = isAccountErrorData(data) ? data : null;
  const title = errorTitle(error, messagesIn(useLocale(), messages));
  return (
    <div className="account-layout">
      <section className="page-message" aria-labelledby="account-error-title">
        <p className="eyebrow">{status}</p>
        <h1 id="account-error-title">{title}</h1>
        {offer ? <p>{offer.detail}</p> : null}
        {offer ? (
          <Link className="button" to={offer.next.to}>
            {offer.next.label}
          </Link>
        ) : null}
        <Link className={offer ? 'button button--ghost' : 'button'} to="/account">
          {accountText.backToAccount}
        </Link>
      </section>
    </div>
  );
}
