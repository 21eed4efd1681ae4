import { Panel } from '~/components/panels/Panel';
import { usePanel } from '~/components/panels/panels';
import { PredictiveSearch } from '~/components/search/PredictiveSearch';
import { catalogueMessages } from '~/lib/messages';

/** The search panel (spec section 2, shell): a sheet from the top with search as you type. */
export function SearchPanel() {
  const { close } = usePanel('search');
  return (
    <Panel name="search" title={catalogueMessages.search} placement="top" className="search-panel">
      <PredictiveSearch onClose={close} />
    </Panel>
  );
}
