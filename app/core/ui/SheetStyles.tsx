import sheetStyles from '~/core/styles/sheets.css?url';

/**
 * The styles of the sheets no first screen shows (sheets.css: the mobile menu, the search panel, the
 * newsletter popup). Rendered with the sheet: React loads the stylesheet once and shows the sheet
 * when it has arrived; no page carries these rules in its head.
 */
export function SheetStyles() {
  return <link rel="stylesheet" href={sheetStyles} precedence="default" />;
}
