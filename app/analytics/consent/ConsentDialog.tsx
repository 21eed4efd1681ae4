import { useCallback } from 'react';
import { Panel } from '~/core/ui/Panel';
import { usePanels } from '~/core/ui/panels';
import { ConsentForm } from '~/analytics/consent/ConsentForm';
import { consentMessages } from '~/analytics/texts';
import type { Consent } from '~/core/request/consent';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/** The choices again, from the footer's "Cookie preferences": ConsentBanner loads it when it first opens. */
export function ConsentDialog({ current }: { current: Consent | null }) {
  const consentText = messagesIn(useLocale(), consentMessages);
  const { close } = usePanels();
  const onSaved = useCallback(() => close('consent'), [close]);
  return (
    <Panel name="consent" title={consentText.pageTitle} placement="center" className="consent-dialog">
      <p>{consentText.body}</p>
      <ConsentForm current={current} idPrefix="consent-dialog" onSaved={onSaved} />
    </Panel>
  );
}
