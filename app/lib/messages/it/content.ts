import type { Messages } from '~/lib/messages/language';
import type { contentMessages } from '~/lib/messages/content';

export const italianContent: Messages<typeof contentMessages> = {
  unavailable: 'Non possiamo mostrare questa pagina in questo momento. Riprova tra un minuto: il resto del negozio è aperto come sempre.',
};
