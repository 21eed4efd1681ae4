import { Panel } from '~/components/panels/Panel';
import { usePanel } from '~/components/panels/panels';
import { catalogueMessages } from '~/lib/messages/catalogue';

import { PredictiveSearch } from '~/components/search/PredictiveSearch';
import { useMessages } from '~/lib/messages/use-messages';

/** The search panel (spec section 2, shell): a sheet from the top with search as you type. */
export function SearchPanel() {
  const catalogueText = useMessages(catalogueMessages);
  const { close } = usePanel('search');
  return (
    <Panel name="search" title={catalogueText.search} placement="top" className="search-panel">
      <PredictiveSearch onClose={close} />
    </Panel>
  );
}
