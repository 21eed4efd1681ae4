import { useLocation, useRouteLoaderData } from 'react-router';
import { Panel } from '~/components/panels/Panel';
import type { ShellLocalization } from '~/lib/shell/shell-data';
import { shellMessages } from '~/lib/messages/shell';

import { LocaleForm } from '~/components/locale/LocaleForm';

export function LocalePanel() {
  const data = useRouteLoaderData<{ localization: ShellLocalization | null }>('root');
  const { pathname, search } = useLocation();
  if (!data?.localization) return null;
  return (
    <Panel name="locale" title={shellMessages.regionAndCurrency} placement="center">
      <p className="locale-panel__intro">{shellMessages.regionIntro}</p>
      <LocaleForm localization={data.localization} redirectTo={`${pathname}${search}`} />
    </Panel>
  );
}
