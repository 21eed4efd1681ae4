import { useLocation, useRouteLoaderData } from 'react-router';
import { Panel } from '~/components/panels/Panel';
import { onDemand } from '~/components/panels/on-demand';
import type { ShellLocalization } from '~/lib/shell/shell-data';
import { shellMessages } from '~/lib/messages/shell';

const LocaleForm = onDemand('locale', () => import('~/components/locale/LocaleForm').then((module) => module.LocaleForm));

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
