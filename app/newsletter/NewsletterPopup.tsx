import { useEffect, useEffectEvent } from 'react';
import { useFetcher, useRouteLoaderData } from 'react-router';
import type { ShellSettings } from '~/core/settings/shell-data';
import { usePanel, usePanels } from '~/core/ui/panels';
import { panelOnDemand } from '~/core/ui/on-demand';
import { hasNewsletterCookie } from '~/newsletter/cookie';
import { NEWSLETTER_POPUP_DELAY_MS } from '~/core/constants';

const NewsletterSheet = panelOnDemand('newsletter', null, () =>
  import('~/newsletter/NewsletterSheet').then((module) => module.NewsletterSheet),
);

/**
 * Appears a second after the page loads unless the newsletter cookie exists (spec section 4). The
 * cookie banner does not hold it back: the spec names the cookie as the only thing that does, and a
 * first visit (the banner's only page) is the visit the offer is for. The banner stays below it.
 * Closing it posts a dismissal so the server sets the one-day cookie.
 */
export function NewsletterPopup() {
  const data = useRouteLoaderData<{ settings: ShellSettings }>('root');
  const popup = usePanel('newsletter');
  const panels = usePanels();
  const dismiss = useFetcher({ key: 'newsletter-dismiss' });
  const signup = data?.settings.newsletterSignup ?? null;

  // Once per page load, whatever the shopper does next; never on top of something they opened.
  const offer = useEffectEvent(() => {
    if (panels.current === null && !hasNewsletterCookie(document.cookie)) popup.open();
  });
  const hasSignup = Boolean(signup);
  useEffect(() => {
    if (!hasSignup || hasNewsletterCookie(document.cookie)) return;
    const timer = setTimeout(offer, NEWSLETTER_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hasSignup]);

  // Closing the popup without subscribing keeps it away for a day (the dismiss cookie).
  const dismissed = useEffectEvent(() => {
    if (!hasNewsletterCookie(document.cookie)) void dismiss.submit({ intent: 'dismiss' }, { method: 'post', action: '/newsletter' });
  });
  const wasOpen = popup.isOpen;
  useEffect(() => {
    if (!wasOpen) return;
    return () => dismissed();
  }, [wasOpen]);

  if (!signup) return null;
  return <NewsletterSheet signup={signup} />;
}
