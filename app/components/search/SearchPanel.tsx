import { Panel } from '~/components/panels/Panel';
import { SheetStyles } from '~/components/panels/SheetStyles';
import { usePanel } from '~/components/panels/panels';
import { catalogueMessages } from '~/lib/messages/catalogue';
import { useMessages } from '~/lib/messages/use-messages';

import { PredictiveSearch } from '~/components/search/PredictiveSearch';

/** The search panel (spec section 2, shell): a sheet from the top with search as you type. */
export function SearchPanel() {
  const catalogueText = useMessages(catalogueMessages);
  const { close } = usePanel('search');
  return (
    <>
      <SheetStyles />
      <Panel name="search" title={catalogueText.search} placement="top" className="search-panel">
        <PredictiveSearch onClose={close} />
      </Panel>
    </>
  );
}
