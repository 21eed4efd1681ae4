import { useLocation, useRouteLoaderData } from 'react-router';
import { Panel } from '~/components/panels/Panel';
import type { ShellLocalization } from '~/lib/shell/shell-data';
import { shellMessages } from '~/lib/messages/shell';

import { LocaleForm } from '~/components/locale/LocaleForm';
import { useMessages } from '~/lib/messages/use-messages';
import localeStyles from '~/styles/locale.css?url';

export function LocalePanel() {
  const shellText = useMessages(shellMessages);
  const data = useRouteLoaderData<{ localization: ShellLocalization | null }>('root');
  const { pathname, search } = useLocation();
  if (!data?.localization) return null;
  return (
    <>
      {/* The locale page's stylesheet: React loads it once (the same link /locale has) and shows the
          panel when it has arrived. */}
      <link rel="stylesheet" href={localeStyles} precedence="default" />
      <Panel name="locale" title={shellText.regionAndCurrency} placement="center">
        <p className="locale-panel__intro">{shellText.regionIntro}</p>
        <LocaleForm localization={data.localization} redirectTo={`${pathname}${search}`} />
      </Panel>
    </>
  );
}
