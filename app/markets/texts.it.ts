import type { Messages } from '~/core/texts/language';
import type { marketMessages } from '~/markets/texts';

export const italianMarkets: Messages<typeof marketMessages> = {
  chooseRegion: 'Scegli una regione dall’elenco.',
  regionAndCurrency: 'Regione e valuta',
  regionAndCurrencyNow: (country, currency) => `Regione e valuta: ${country}, ${currency}`,
  regionCurrencyLabel: 'Regione / valuta',
  update: 'Aggiorna',
  shippingTo: 'Spedizione in',
  regionIntro: 'Prezzi, dazi e consegna seguono la regione in cui spedisci.',
  language: 'Lingua',
};
