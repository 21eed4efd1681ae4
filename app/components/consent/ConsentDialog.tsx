import { useCallback } from 'react';
import { Panel } from '~/components/panels/Panel';
import { usePanels } from '~/components/panels/panels';
import { ConsentForm } from '~/components/consent/ConsentForm';
import { consentMessages } from '~/lib/messages/consent';
import type { Consent } from '~/lib/analytics/consent';
import { useMessages } from '~/lib/messages/use-messages';

/** The choices again, from the footer's "Cookie preferences": ConsentBanner loads it when it first opens. */
export function ConsentDialog({ current }: { current: Consent | null }) {
  const consentText = useMessages(consentMessages);
  const { close } = usePanels();
  const onSaved = useCallback(() => close('consent'), [close]);
  return (
    <Panel name="consent" title={consentText.pageTitle} placement="center" className="consent-dialog">
      <p>{consentText.body}</p>
      <ConsentForm current={current} idPrefix="consent-dialog" onSaved={onSaved} />
    </Panel>
  );
}
