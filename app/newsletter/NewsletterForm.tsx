import { newsletterMessages } from '~/newsletter/texts';
import { useEffect, useId, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import type { ShellNewsletterSignup } from '~/core/settings/shell-data';
import { messages } from '~/core/texts/spec';
import { NEWSLETTER_THANKS_MS } from '~/core/constants';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

type Signup = ShellNewsletterSignup | null;

/** What the /newsletter action answers: this form reads it, so the type lives here (the route imports it). */
export type NewsletterActionData =
  { ok: true; dismissed?: boolean; redirectTo: string } | { ok: false; error: string; email: string; redirectTo: string };

/**
 * The sign-up form for the footer and the popup. A fetcher form: a plain POST to /newsletter
 * without JavaScript; with it, the answer appears in place and 'Thank you!' stays for 2 seconds.
 */
export function NewsletterForm({
  variant,
  signup,
  onDone,
  initialEmail,
}: {
  variant: 'footer' | 'popup' | 'page';
  signup: Signup;
  onDone?: () => void;
  /** What the shopper typed before a failed post without JavaScript. */
  initialEmail?: string;
}) {
  const locale = useLocale();
  const newsletterText = messagesIn(locale, newsletterMessages);
  const specText = messagesIn(locale, messages);
  const fetcher = useFetcher<NewsletterActionData>({ key: `newsletter-${variant}` });
  const { pathname, search } = useLocation();
  const id = useId();
  const result = fetcher.data;
  const busy = fetcher.state !== 'idle';
  // The thanks shows for a while after each successful answer, then the form returns.
  const [thanked, setThanked] = useState<NewsletterActionData | undefined>(undefined);
  const thanking = Boolean(result?.ok && !result.dismissed && thanked !== result);

  useEffect(() => {
    if (!result?.ok || result.dismissed) return;
    const timer = setTimeout(() => {
      setThanked(result);
      onDone?.();
    }, NEWSLETTER_THANKS_MS);
    return () => clearTimeout(timer);
  }, [result, onDone]);

  const error = result && !result.ok ? result.error : null;
  return (
    <fetcher.Form method="post" action="/newsletter" className={`newsletter newsletter--${variant}`} noValidate>
      <p className="newsletter__title">{signup?.title ?? newsletterText.newsletterTitle}</p>
      {signup?.text ? <p className="newsletter__body">{signup.text}</p> : null}
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      {thanking ? (
        <p className="newsletter__thanks" role="status">
          {specText.thankYou}
        </p>
      ) : (
        <div className="newsletter__row">
          <label htmlFor={id} className="visually-hidden">
            {newsletterText.newsletterEmail}
          </label>
          <input
            id={id}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={newsletterText.newsletterEmail}
            required
            maxLength={254}
            defaultValue={result && !result.ok ? result.email : initialEmail}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="newsletter__input"
          />
          <button type="submit" className="newsletter__submit" disabled={busy}>
            {busy ? specText.working : (signup?.buttonLabel ?? newsletterText.subscribe)}
          </button>
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
