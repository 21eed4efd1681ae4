import { catalogueMessages } from '~/listings/texts';
import { useMessages } from '~/core/texts/use-messages';

/** Above the results when the page asked for could not be shown and the first page stands in for it. */
export function PageUnavailableNotice() {
  const catalogueText = useMessages(catalogueMessages);
  return (
    <p className="catalogue__notice" role="status">
      {catalogueText.pageUnavailable}
    </p>
  );
}
