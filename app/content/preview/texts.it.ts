import type { Messages } from '~/core/texts/language';
import type { studioMessages } from '~/content/preview/texts';

export const italianStudio: Messages<typeof studioMessages> = {
  title: 'Studio dei contenuti',
  eyebrow: 'Per la redazione',
  notConfigured: 'A questo negozio non è ancora collegato uno Studio Sanity: qui non c’è nulla da modificare.',
  howTo:
    'Imposta SANITY_STUDIO_ORIGIN sull’indirizzo dello Studio (per esempio https://bottega.sanity.studio): questo indirizzo, e ogni link di modifica in anteprima, lo apriranno sullo stesso documento.',
  demo: 'Nel negozio dimostrativo i contenuti vengono dal seed in emulators/seed/content: modificali lì e lancia di nuovo il seed.',
  backToShop: 'Torna al negozio',
  previewBanner: 'Anteprima: stai vedendo bozze non pubblicate.',
  leavePreview: 'Esci dall’anteprima',
};
