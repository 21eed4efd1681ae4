import { useCallback, useEffect } from 'react';
import { useFetcher, useRouteLoaderData } from 'react-router';
import type { SettingsQueryResult } from '~/content/model';
import { Panel } from '~/components/panels/Panel';
import { usePanel, usePanels } from '~/components/panels/panels';
import { NewsletterForm } from '~/components/newsletter/NewsletterForm';
import { hasNewsletterCookie } from '~/lib/newsletter/cookie';
import { NEWSLETTER_POPUP_DELAY_MS } from '~/lib/constants';

/**
 * Appears a second after the page loads unless the newsletter cookie exists (spec section 4), and
 * not on a page where the cookie banner still waits for the shopper.
 * Closing it posts a dismissal so the server sets the one-day cookie.
 */
export function NewsletterPopup() {
  const data = useRouteLoaderData<{ settings: SettingsQueryResult; visitorConsent: unknown }>('root');
  // One thing at a time: while the cookie banner waits for an answer, the popup does not add a second.
  const consentPending = data?.visitorConsent === null;
  const popup = usePanel('newsletter');
  const panels = usePanels();
  const dismiss = useFetcher({ key: 'newsletter-dismiss' });
  const signup = data?.settings.newsletterSignup ?? null;

  useEffect(() => {
    if (!signup || consentPending || hasNewsletterCookie(document.cookie)) return;
    const timer = setTimeout(() => {
      // Never on top of something the shopper opened.
      if (panels.current === null && !hasNewsletterCookie(document.cookie)) popup.open();
    }, NEWSLETTER_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
    // Once per page load, whatever the shopper does next.
  }, []);

  const wasOpen = popup.isOpen;
  useEffect(() => {
    if (!wasOpen) return;
    return () => {
      if (!hasNewsletterCookie(document.cookie)) dismiss.submit({ intent: 'dismiss' }, { method: 'post', action: '/newsletter' });
    };
  }, [wasOpen]);

  const { close } = panels;
  const onDone = useCallback(() => close('newsletter'), [close]);
  if (!signup) return null;
  return (
    <Panel name="newsletter" title={signup.title} placement="center" className="newsletter-popup" hideTitle initialFocus="title">
      <NewsletterForm variant="popup" signup={signup} onDone={onDone} />
    </Panel>
  );
}
