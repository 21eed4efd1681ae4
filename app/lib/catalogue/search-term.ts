// The search term as the search page and the search panel send it (spec section 5: blank terms,
// after trimming, are ignored).

/** The longest search term we pass on; longer input is cut rather than refused. */
export const MAX_SEARCH_TERM_LENGTH = 200;

/** Trimmed, single-spaced, without control characters, cut to a sane length; '' when blank. */
export function cleanSearchTerm(raw: string | null | undefined): string {
  if (!raw) return '';
  return (
    raw
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_SEARCH_TERM_LENGTH)
      .trim()
  );
}
