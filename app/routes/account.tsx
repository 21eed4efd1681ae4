import { isRouteErrorResponse, Link, Outlet, useRouteError } from 'react-router';
import { messages } from '~/lib/messages';

/** The account layout (spec section 2): every /account page renders inside it. */
export default function AccountLayout() {
  return (
    <div className="account-layout">
      <Outlet />
    </div>
  );
}

/** An unknown order or address says so in the account's own words, with a way back. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : messages.somethingWentWrong;
  return (
    <div className="account-layout">
      <section className="page-message" aria-labelledby="account-error-title">
        <p className="eyebrow">{status}</p>
        <h1 id="account-error-title">{detail}</h1>
        <Link className="button" to="/account">
          Back to your account
        </Link>
      </section>
    </div>
  );
}
