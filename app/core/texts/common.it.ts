import type { Messages } from '~/core/texts/language';
import type { commonMessages } from '~/core/texts/common';

export const italianCommon: Messages<typeof commonMessages> = {
  loading: 'Caricamento…',
  formUnreadable: 'Non è stato possibile leggere il modulo. Riprova.',
  notAForm: 'Questa pagina non accetta l’invio di moduli.',
  methodNotAllowed: 'Questo indirizzo non risponde a questo tipo di richiesta.',
  railPrevious: (title) => `Precedenti: ${title}`,
  railNext: (title) => `Successivi: ${title}`,
  closePanel: (title) => `Chiudi ${title.toLowerCase()}`,
  opensInNewTab: '(si apre in una nuova scheda)',
  continue: 'Continua',
  tooManyAttempts: 'Troppi tentativi. Attendi qualche minuto prima di riprovare.',
  contentUnavailable:
    'Non possiamo mostrare questa pagina in questo momento. Riprova tra un minuto: il resto del negozio è aperto come sempre.',
  menu: 'Menu',
};
