import { isRouteErrorResponse, Link, Outlet, useRouteError } from 'react-router';
import { messages, accountMessages } from '~/lib/messages';
import type { AccountErrorData } from '~/lib/account/address-book.server';

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
