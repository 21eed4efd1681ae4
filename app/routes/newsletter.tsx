import { commonMessages } from '~/core/texts/common';
import { newsletterMessages } from '~/newsletter/texts';
import { data, Link, useActionData, useRouteLoaderData } from 'react-router';
import type { ShellSettings } from '~/core/settings/shell-data';
import { NewsletterForm, type NewsletterActionData } from '~/newsletter/NewsletterForm';
import type { Route } from './+types/newsletter';
import { isValidEmail } from '~/core/email';
import { messages } from '~/core/texts/spec';
import { subscribeToNewsletter } from '~/newsletter/klaviyo.server';
import { loadSiteSettings } from '~/core/settings/settings.server';
import { newsletterCookie } from '~/newsletter/cookie.server';
import { safeRedirectPath } from '~/core/security/redirect-guard';
import { readForm } from '~/core/security/request-body.server';
import { echoable } from '~/core/security/typed-text';
import { pageMeta, pageLocale } from '~/core/page-meta';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: messagesIn(pageLocale(args.matches), newsletterMessages).newsletter });

/** A document answer takes only cookies from an action's headers unless the route passes the rest on. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers();
};

/**
 * Sign-ups from the popup and the footer, and the popup's "close". Posts work without JavaScript;
 * the page then shows the outcome with a way back.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const commonText = messagesIn(context.locale, commonMessages);
  const newsletterText = messagesIn(context.locale, newsletterMessages);
  const specText = messagesIn(context.locale, messages);
  const secure = new URL(request.url).protocol === 'https:';
  const read = await readForm(request);
  if (!read.ok)
    return data<NewsletterActionData>({ ok: false, error: commonText.formUnreadable, email: '', redirectTo: '/' }, { status: read.status });
  const form = read.form;
  const redirectTo = safeRedirectPath(form.get('redirectTo'), request.url);

  if (form.get('intent') === 'dismiss') {
    return data<NewsletterActionData>(
      { ok: true, dismissed: true, redirectTo },
      { headers: { 'Set-Cookie': newsletterCookie('dismissed', secure) } },
    );
  }

  const raw = form.get('email');
  const email: string = typeof raw === 'string' ? raw.trim() : '';
  if (!isValidEmail(email)) {
    return data<NewsletterActionData>(
      { ok: false, error: specText.invalidEmail, email: echoable(email).slice(0, 254), redirectTo },
      { status: 400 },
    );
  }

  const settings = await loadSiteSettings(context);
  const listId = settings.newsletterSignup?.klaviyoListId || context.config.klaviyo.listId;
  if (!listId)
    return data<NewsletterActionData>({ ok: false, error: newsletterText.newsletterUnavailable, email, redirectTo }, { status: 503 });

  const result = await subscribeToNewsletter(context.config.klaviyo, email, listId, context.locale);
  if (!result.ok) {
    const headers = result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : undefined;
    return data<NewsletterActionData>({ ok: false, error: result.message, email, redirectTo }, { status: result.status, headers });
  }
  return data<NewsletterActionData>({ ok: true, redirectTo }, { headers: { 'Set-Cookie': newsletterCookie('subscribed', secure) } });
}

export async function loader() {
  return null;
}

/** The sign-up as a page: where a post without JavaScript lands, and a form of its own. */
export default function NewsletterPage() {
  const locale = useLocale();
  const newsletterText = messagesIn(locale, newsletterMessages);
  const commonText = messagesIn(locale, commonMessages);
  const specText = messagesIn(locale, messages);
  const result = useActionData<typeof action>();
  const settings = useRouteLoaderData<{ settings: ShellSettings }>('root')?.settings;
  if (result?.ok) {
    return (
      <section className="page-message" aria-live="polite">
        <p className="eyebrow">{newsletterText.newsletter}</p>
        <h1>{specText.thankYou}</h1>
        <Link className="button" to={result.redirectTo}>
          {commonText.continue}
        </Link>
      </section>
    );
  }
  return (
    <section className="newsletter-page">
      <p className="eyebrow">{newsletterText.newsletter}</p>
      {result?.error ? (
        <p className="form-error" role="alert">
          {result.error}
        </p>
      ) : null}
      <NewsletterForm variant="page" signup={settings?.newsletterSignup ?? null} initialEmail={result?.email} />
    </section>
  );
}
