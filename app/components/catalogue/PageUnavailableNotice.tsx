import { catalogueMessages } from '~/lib/messages/catalogue';

/** Above the results when the page asked for could not be shown and the first page stands in for it. */
export function PageUnavailableNotice() {
  return (
    <p className="catalogue__notice" role="status">
      {catalogueMessages.pageUnavailable}
    </p>
  );
}
