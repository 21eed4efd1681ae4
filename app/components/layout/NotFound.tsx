import { Link } from 'react-router';
import { messages } from '~/lib/messages';

export function NotFound() {
  return (
    <section className="page-message" aria-labelledby="not-found-title">
      <p className="eyebrow">404</p>
      <h1 id="not-found-title">{messages.errorPageTitle}</h1>
      <Link className="button" to="/">
        {messages.backToHome}
      </Link>
    </section>
  );
}
