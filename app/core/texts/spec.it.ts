import type { Messages } from '~/core/texts/language';
import type { messages } from '~/core/texts/spec';

// The spec's texts in Italian: the English ones stay word for word under English.
export const italianSpec: Messages<typeof messages> = {
  pageNotFound: (path) => `Pagina non trovata: ${path}`,
  pageNotFoundFatal: (path) => `Pagina non trovata: ${path}`,
  errorPageTitle: 'Questa pagina non esiste',
  backToHome: 'Torna alla home',
  graphqlFailed: 'La richiesta GraphQL non è riuscita dopo 3 tentativi.',
  noResults: 'Nessun risultato',
  emptyBag: 'La tua borsa è vuota',
  somethingWentWrong: 'Qualcosa non ha funzionato',
  noCheckoutUrl: 'Indirizzo di pagamento non trovato',
  noLocalization: 'Dati di localizzazione non trovati.',
  noPredictiveSearch: 'Nessun dato per i suggerimenti di ricerca.',
  noCustomer: 'Nessun dato cliente trovato.',
  collectionNotFound: 'Collezione non trovata',
  productNotFound: 'Creazione non trovata',

  loginMissingFields: 'Inserisci email e password per accedere.',
  invalidEmail: 'Inserisci un indirizzo email valido.',
  registerMissingFields: 'Compila tutti i campi per registrarti.',
  passwordTooShort: 'La password deve contenere almeno 8 caratteri.',
  passwordsDoNotMatch: 'Le password non coincidono.',
  recoverInvalidEmail: 'Inserisci un indirizzo email valido per recuperare la password.',
  tryAgainLater: (message) => `${message.replace(/\.$/, '')}. Riprova più tardi.`,
  loginNoAuth: 'Autenticazione non riuscita. Prova ad accedere di nuovo.',
  registerNoAuth: 'Autenticazione non riuscita. Prova invece ad accedere.',
  recoverSuccess: 'Fatto. Controlla la tua email: troverai le istruzioni per scegliere una nuova password.',

  working: 'Un momento...',
  thankYou: 'Grazie!',
  shippingFree: 'Gratuita',
  taxesAtCheckout: 'Calcolate al pagamento',
  skipToContent: 'Vai al contenuto',
  accessibilityInformation: 'Informazioni sull’accessibilità',
  accessibility: 'Accessibilità',
  account: 'Account',
  heritage: 'La tradizione artigiana, in forma moderna.',
  handmadeInItaly: 'Fatto a mano in Italia',
  // Not shown to a shopper: the source Klaviyo files a sign-up under, the same in every language.
  newsletterSource: 'Website signup form',
};
