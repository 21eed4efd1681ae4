import { useLocation, useRouteLoaderData } from 'react-router';
import { Panel } from '~/components/panels/Panel';
import { LocaleForm } from '~/components/locale/LocaleForm';
import type { Localization } from '~/lib/locale/shop-localization.server';

export function LocalePanel() {
  const data = useRouteLoaderData<{ localization: Localization | null }>('root');
  const { pathname, search } = useLocation();
  if (!data?.localization) return null;
  return (
    <Panel name="locale" title="Region and currency" placement="center">
      <p className="locale-panel__intro">Prices, duties and delivery follow the region you ship to.</p>
      <LocaleForm localization={data.localization} redirectTo={`${pathname}${search}`} />
    </Panel>
  );
}
