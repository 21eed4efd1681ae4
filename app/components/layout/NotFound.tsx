import { Link } from 'react-router';
import { messages } from '~/lib/messages';

/** The error page (spec section 2); `detail` is the 404's own text, e.g. 'Page not found: /path'. */
export function NotFound({ detail }: { detail?: string | null }) {
  return (
    <section className="page-message" aria-labelledby="not-found-title">
      <p className="eyebrow">404</p>
      <h1 id="not-found-title">{messages.errorPageTitle}</h1>
      {detail ? <p className="page-message__detail">{detail}</p> : null}
      <Link className="button" to="/">
        {messages.backToHome}
      </Link>
    </section>
  );
}
