// The newsletter sign-up: our own wording.
import { area } from '~/core/texts/area';
export const newsletterMessages = {
  newsletterUnavailable: 'Newsletter sign-up is not available right now. Please try again later.',
  /** The newsletter sign-up: the title and button when the content gives none. */
  newsletter: 'Newsletter',
  newsletterTitle: 'Letters from the atelier',
  newsletterEmail: 'Email address',
  subscribe: 'Subscribe',
} as const;
area('newsletter', newsletterMessages);
