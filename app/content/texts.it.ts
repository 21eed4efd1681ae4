import type { Messages } from '~/core/texts/language';
import type { contentMessages } from '~/content/texts';

export const italianContent: Messages<typeof contentMessages> = {
  unavailable: 'Non possiamo mostrare questa pagina in questo momento. Riprova tra un minuto: il resto del negozio è aperto come sempre.',
};
