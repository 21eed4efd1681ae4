import { commonMessages } from '~/core/texts/common';
import { Link, useRouteLoaderData } from 'react-router';
import { useState } from 'react';
import type { ShellSettings } from '~/core/settings/shell-data';
import { Panel } from '~/core/ui/Panel';
import { useShellCopy } from '~/core/settings/useShellCopy';
import { messages } from '~/core/texts/spec';
import { shellMessages } from '~/shell/texts';

import { RichText } from '~/core/sanity/RichText';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/** Fired once the third-party widget's script has loaded, for widgets that need a nudge to open. */
const ACCESSIBILITY_WIDGET_EVENT = 'bottega:accessibility-widget';

/**
 * The house's words on accessibility from settings, a button that loads the third-party accessibility
 * widget configured for this deployment (absent when none is), said to be an optional extra, not what
 * makes the shop accessible, and always last a link to the full statement. The words are fetched when
 * the popup opens; without JavaScript the footer's link goes to /accessibility.
 */
export function AccessibilityPopup() {
  const locale = useLocale();
  const specText = messagesIn(locale, messages);
  const shellText = messagesIn(locale, shellMessages);
  const data = useRouteLoaderData<{ settings: ShellSettings; publicEnv: { accessibilityWidgetUrl: string | null } }>('root');
  const accessibility = data?.settings.accessibility;
  const widgetUrl = data?.publicEnv.accessibilityWidgetUrl ?? null;
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  function openWidget() {
    if (!widgetUrl) return;
    const existing = document.querySelector<HTMLScriptElement>('script[data-accessibility-widget]');
    if (existing) {
      window.dispatchEvent(new CustomEvent(ACCESSIBILITY_WIDGET_EVENT));
      return;
    }
    setState('loading');
    const script = document.createElement('script');
    script.src = widgetUrl;
    script.async = true;
    script.dataset.accessibilityWidget = 'true';
    script.onload = () => {
      setState('idle');
      window.dispatchEvent(new CustomEvent(ACCESSIBILITY_WIDGET_EVENT));
    };
    script.onerror = () => setState('failed');
    document.body.append(script);
  }

  return (
    <Panel name="accessibility" title={accessibility?.title || specText.accessibility} placement="center" className="accessibility-popup">
      {accessibility ? <HouseWords /> : null}
      {widgetUrl ? (
        <>
          <p className="accessibility-popup__note">{shellText.accessibilityToolsNote}</p>
          <button type="button" className="button" onClick={openWidget} disabled={state === 'loading'}>
            {accessibility?.widgetLabel || shellText.openAccessibilityTools}
          </button>
        </>
      ) : null}
      {state === 'failed' ? <p role="alert">{shellText.accessibilityToolsFailed}</p> : null}
      <p className="accessibility-popup__statement">
        <Link to="/accessibility">{shellText.accessibilityStatement}</Link>
      </p>
    </Panel>
  );
}

function HouseWords() {
  const commonText = messagesIn(useLocale(), commonMessages);
  const copy = useShellCopy('accessibility');
  if (copy === undefined) return <p className="panel__loading">{commonText.loading}</p>;
  // Rich text, so its links (write to us) work here too. Not fetched: the statement is a link away.
  return copy?.body.length ? <RichText value={copy.body} className="accessibility-popup__body" /> : null;
}
