import { Panel } from '~/core/ui/Panel';
import { SheetStyles } from '~/core/ui/SheetStyles';
import { usePanel } from '~/core/ui/panels';
import { catalogueMessages } from '~/listings/texts';

import { PredictiveSearch } from '~/search/PredictiveSearch';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/** The search panel (spec section 2, shell): a sheet from the top with search as you type. */
export function SearchPanel() {
  const catalogueText = messagesIn(useLocale(), catalogueMessages);
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
