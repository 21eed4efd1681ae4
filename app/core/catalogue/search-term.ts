// The search term as the search page and the search panel send it (spec section 5: blank terms,
// after trimming, are ignored).
import { spacedOut } from '~/core/security/typed-text';

/** The longest search term we pass on; longer input is cut rather than refused. */
export const MAX_SEARCH_TERM_LENGTH = 200;

/** Trimmed, single-spaced, without control characters, cut to a sane length; '' when blank. */
export function cleanSearchTerm(raw: string | null | undefined): string {
  if (!raw) return '';
  return spacedOut(raw).replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_TERM_LENGTH).trim();
}
