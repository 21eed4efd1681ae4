import { isRouteErrorResponse, Link, Outlet, useRouteError, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/account';
import { messages } from '~/lib/messages/spec';
import { accountMessages } from '~/lib/messages/account';
import type { AccountErrorData } from '~/lib/account/address-book.server';
import { loadSiteSettings } from '~/lib/content/settings.server';
import { accountNote } from '~/lib/content/shell-settings';

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

/** An unknown order or address says so in the account's own words, with a way back (and on, when there is one). */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const data: unknown = isRouteErrorResponse(error) ? error.data : null;
  const offer = isAccountErrorData(data) ? data : null;
  const title = typeof data === 'string' ? data : (offer?.message ?? messages.somethingWentWrong);
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
          {accountMessages.backToAccount}
        </Link>
      </section>
    </div>
  );
}
