import type { Messages } from '~/core/texts/language';
import type { consentMessages } from '~/analytics/texts';

export const italianConsent: Messages<typeof consentMessages> = {
  title: 'Cookie',
  pageTitle: 'Preferenze sui cookie',
  body: 'Usiamo i cookie necessari al funzionamento del negozio e, solo con il tuo consenso, cookie che misurano come viene usato e cookie che permettono a noi e ai nostri partner di mostrarti le nostre creazioni altrove.',
  acceptAll: 'Accetta tutti',
  rejectAll: 'Rifiuta tutti',
  choose: 'Scegli',
  save: 'Salva le mie scelte',
  close: 'Chiudi',
  analytics: 'Statistiche',
  analyticsHint: 'Contano le visite e ciò che viene visto e messo in borsa, per migliorare il negozio.',
  marketing: 'Marketing',
  marketingHint: 'Permettono ai partner pubblicitari di mostrarti le nostre creazioni su altri siti.',
  necessary: 'I cookie necessari (borsa, regione e accesso) sono sempre attivi.',
  footerLink: 'Preferenze sui cookie',
  saved: 'Le tue scelte sui cookie sono state salvate.',
  current: (analytics, marketing) =>
    `Ora: statistiche ${analytics ? 'attive' : 'disattivate'}, marketing ${marketing ? 'attivo' : 'disattivato'}.`,
};
