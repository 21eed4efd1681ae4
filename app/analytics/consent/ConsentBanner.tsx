import { useLocation, useRouteLoaderData } from 'react-router';
import { panelOnDemand } from '~/core/ui/on-demand';
import { hydrateLater } from '~/core/ui/hydrate-later';
import { consentMessages } from '~/analytics/texts';
import { CONSENT_PATH } from '~/core/constants';
import type { Consent } from '~/core/request/consent';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

const ConsentDialog = panelOnDemand('consent', CONSENT_PATH, () =>
  import('~/analytics/consent/ConsentDialog').then((module) => module.ConsentDialog),
);
// Its choices' code comes only to a shopper who has not chosen (hydrate-later.tsx).
const ConsentForm = hydrateLater(() => import('~/analytics/consent/ConsentForm').then((module) => module.ConsentForm));

/**
 * Until the shopper chooses, a banner along the bottom of every page (rendered by the server, so it
 * is there without JavaScript). It does not block the page: a shopper may browse without choosing,
 * and nothing beyond what the shop needs runs until they do. Later, the footer's "Cookie
 * preferences" opens the same choices in a dialog (or the /consent page without JavaScript).
 */
export function ConsentBanner() {
  const consentText = messagesIn(useLocale(), consentMessages);
  const root = useRouteLoaderData<{ visitorConsent: Consent | null }>('root');
  const { pathname } = useLocation();
  if (!root) return null;
  const current = root.visitorConsent;
  return (
    <>
      {current === null && pathname !== CONSENT_PATH ? (
        <section className="consent-banner" aria-labelledby="consent-banner-title">
          <h2 id="consent-banner-title" className="consent-banner__title">
            {consentText.title}
          </h2>
          <p className="consent-banner__body">{consentText.body}</p>
          <ConsentForm current={null} idPrefix="consent-banner" />
        </section>
      ) : null}
      <ConsentDialog current={current} />
    </>
  );
}
