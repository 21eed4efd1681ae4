import { commonMessages } from '~/core/texts/common';
import { data, redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/consent';
import { ConsentForm } from '~/analytics/consent/ConsentForm';
import { consentCookie, consentFromForm, readConsent, type Consent } from '~/core/request/consent';
import { consentMessages } from '~/analytics/texts';
import { safeRedirectPath } from '~/core/security/redirect-guard';
import { readForm } from '~/core/security/request-body.server';
import { pageMeta, pageLocale } from '~/core/page-meta';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: messagesIn(pageLocale(args.matches), consentMessages).pageTitle });

/**
 * Records the banner's choice. A post without JavaScript names where it came from and goes back
 * there; the banner's fetcher names nothing and gets the outcome as data.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const commonText = messagesIn(context.locale, commonMessages);
  const read = await readForm(request);
  if (!read.ok) return data({ ok: false as const, error: commonText.formUnreadable }, { status: read.status });
  const form = read.form;
  const consent = consentFromForm(form);
  if (!consent) return data({ ok: false as const, error: commonText.formUnreadable }, { status: 400 });
  const headers = { 'Set-Cookie': consentCookie(consent, new URL(request.url).protocol === 'https:') };
  const back = form.get('redirectTo');
  if (typeof back === 'string' && back !== '') throw redirect(safeRedirectPath(back, request.url), { status: 303, headers });
  return data({ ok: true as const, consent }, { headers });
}

export async function loader({ request }: Route.LoaderArgs) {
  return { consent: readConsent(request.headers.get('cookie')) };
}

/** The footer's "Cookie preferences" as a page: where the link leads without JavaScript. */
export default function ConsentPage({ loaderData, actionData }: Route.ComponentProps) {
  const consentText = messagesIn(useLocale(), consentMessages);
  // After a choice the root loader has the fresh cookie; this page's own read may predate it.
  const rootConsent = useRouteLoaderData<{ visitorConsent: Consent | null }>('root')?.visitorConsent;
  const current = rootConsent !== undefined ? rootConsent : loaderData.consent;
  return (
    <section className="consent-page" aria-labelledby="consent-page-title">
      <h1 id="consent-page-title">{consentText.pageTitle}</h1>
      {actionData && !actionData.ok ? (
        <p className="form-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      <p>{consentText.body}</p>
      {current ? <p role="status">{consentText.current(current.analytics, current.marketing)}</p> : null}
      <ConsentForm current={current} idPrefix="consent-page" />
    </section>
  );
}
