import { marketMessages } from '~/markets/texts';
import { useLocation, useRouteLoaderData } from 'react-router';
import { Panel } from '~/core/ui/Panel';
import type { ShellLocalization } from '~/core/settings/shell-data';

import { LocaleForm } from '~/markets/LocaleForm';
import localeStyles from '~/markets/markets.css?url';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export function LocalePanel() {
  const marketText = messagesIn(useLocale(), marketMessages);
  const data = useRouteLoaderData<{ localization: ShellLocalization | null }>('root');
  const { pathname, search } = useLocation();
  if (!data?.localization) return null;
  return (
    <>
      {/* The locale page's stylesheet: React loads it once (the same link /locale has) and shows the
          panel when it has arrived. */}
      <link rel="stylesheet" href={localeStyles} precedence="default" />
      <Panel name="locale" title={marketText.regionAndCurrency} placement="center">
        <p className="locale-panel__intro">{marketText.regionIntro}</p>
        <LocaleForm localization={data.localization} redirectTo={`${pathname}${search}`} />
      </Panel>
    </>
  );
}
