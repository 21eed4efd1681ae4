import { catalogueMessages } from '~/listings/texts';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/** Above the results when the page asked for could not be shown and the first page stands in for it. */
export function PageUnavailableNotice() {
  const catalogueText = messagesIn(useLocale(), catalogueMessages);
  return (
    <p className="catalogue__notice" role="status">
      {catalogueText.pageUnavailable}
    </p>
  );
}
