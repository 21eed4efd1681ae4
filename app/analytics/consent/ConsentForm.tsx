import { useFetcher, useLocation } from 'react-router';
import { useEffect, useRef } from 'react';
import { useHydrated } from '~/core/ui/useHydrated';
import { consentMessages } from '~/analytics/texts';
import { CONSENT_PATH } from '~/core/constants';
import type { Consent } from '~/core/request/consent';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

const PURPOSES = [
  { name: 'analytics', label: 'analytics', hint: 'analyticsHint' },
  { name: 'marketing', label: 'marketing', hint: 'marketingHint' },
] as const;

/**
 * Accept all, Reject all (as easy to reach as accepting), or choose purpose by purpose. Without
 * JavaScript it is an ordinary post that sets the cookie and comes back to the page; "Choose" is a
 * <details> element, so it opens without a script too. With JavaScript the post goes through a
 * fetcher (no redirectTo: the page stays where it is) and the root loader's fresh choice hides it.
 */
export function ConsentForm({ current, onSaved, idPrefix }: { current: Consent | null; onSaved?: () => void; idPrefix: string }) {
  const consentText = messagesIn(useLocale(), consentMessages);
  const fetcher = useFetcher({ key: `consent-${idPrefix}` });
  const hydrated = useHydrated();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const submitted = useRef(false);
  useEffect(() => {
    if (fetcher.state === 'submitting') submitted.current = true;
    if (fetcher.state === 'idle' && submitted.current) {
      submitted.current = false;
      onSaved?.();
    }
  }, [fetcher.state, onSaved]);
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" action={CONSENT_PATH} className="consent-form">
      {hydrated ? null : <input type="hidden" name="redirectTo" value={here} />}
      <details className="consent-form__choices" open={current !== null || undefined}>
        <summary>{consentText.choose}</summary>
        <p className="consent-form__hint">{consentText.necessary}</p>
        {PURPOSES.map((purpose) => (
          <label key={purpose.name} className="consent-form__purpose" htmlFor={`${idPrefix}-${purpose.name}`}>
            <input
              id={`${idPrefix}-${purpose.name}`}
              type="checkbox"
              name={purpose.name}
              defaultChecked={current?.[purpose.name] ?? false}
            />
            <span>
              <strong>{consentText[purpose.label]}</strong> {consentText[purpose.hint]}
            </span>
          </label>
        ))}
        <button type="submit" name="intent" value="save" className="button button--ghost" disabled={busy}>
          {consentText.save}
        </button>
      </details>
      <div className="consent-form__actions">
        <button type="submit" name="intent" value="reject" className="button button--ghost" disabled={busy}>
          {consentText.rejectAll}
        </button>
        <button type="submit" name="intent" value="accept" className="button" disabled={busy}>
          {consentText.acceptAll}
        </button>
      </div>
    </fetcher.Form>
  );
}
