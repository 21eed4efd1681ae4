import type { Messages } from '~/core/texts/language';
import type { newsletterMessages } from '~/newsletter/texts';

export const italianNewsletter: Messages<typeof newsletterMessages> = {
  newsletterUnavailable: 'L’iscrizione alla newsletter non è disponibile in questo momento. Riprova più tardi.',
  newsletter: 'Newsletter',
  newsletterTitle: 'Lettere dall’atelier',
  newsletterEmail: 'Indirizzo email',
  subscribe: 'Iscriviti',
};
