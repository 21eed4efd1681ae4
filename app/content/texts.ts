// Content service away: our own wording.
import { area } from '~/core/texts/area';
export const contentMessages = {
  /** A page made only of content, while the content service cannot be reached (a 503). */
  unavailable: 'This page can’t be shown right now. Please try again in a minute; the rest of the shop is open as usual.',
} as const;
area('content', contentMessages);
