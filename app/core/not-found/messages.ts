// What a thrown 404 carries, read by the error page on server and client alike.
import { isRouteErrorResponse } from 'react-router';
import type { CardView } from '~/core/catalogue/card-view';
import type { ShellNote } from '~/core/settings/shell-data';

export interface NotFoundData {
  /** The 404's own text (spec sections 2 and 8), e.g. 'Product not found'. */
  message: string;
  featured: { handle: string; title: string; products: CardView[] } | null;
  /** The merchant's notFoundPage words and links (site settings), carried by the 404 itself. */
  page: ShellNote | null;
}

/** The 404's text, whichever shape the thrown value had (a plain string from the fatal checks). */
export function notFoundMessage(value: unknown): string | null {
  if (typeof value === 'string') return value;
  const message = (value as Partial<NotFoundData> | null)?.message;
  return typeof message === 'string' ? message : null;
}

/** The merchant's words for the 404 page, when the thrown value carries them. */
export function notFoundPage(value: unknown): ShellNote | null {
  return (value as Partial<NotFoundData> | null)?.page ?? null;
}

/**
 * A failed page's title: the text its 404 carries (so the fatal 'Page Not Found: {path}' is the
 * title too), else what the route would say for a resource it could not find.
 */
export function notFoundTitle(error: unknown, fallback: string): string {
  return (isRouteErrorResponse(error) ? notFoundMessage(error.data) : null) ?? fallback;
}
