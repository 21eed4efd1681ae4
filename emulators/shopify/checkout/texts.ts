// The checkout page's own words, in the languages the checkout host speaks: English (the shop's)
// and Italian. Another language the cart carries falls back to English, as a shop without that
// checkout translation would.
export interface CheckoutTexts {
  lang: string;
  checkout: string;
  signedInAs: (email: string) => string;
  correctFields: (count: number) => string;
  contact: string;
  email: string;
  delivery: string;
  countryRegion: string;
  firstName: string;
  lastName: string;
  company: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  province: string;
  optionalProvince: string;
  select: string;
  zip: string;
  phone: string;
  shippingHint: string;
  payment: string;
  testMode: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  cardName: string;
  payNow: string;
  returnToCart: string;
  orderSummary: string;
  quantity: string;
  subtotal: string;
  discount: string;
  shipping: string;
  free: string;
  taxes: string;
  total: string;
  includingTaxes: (amount: string) => string;
  pricesNowIn: (currency: string, country: string) => string;
  orderConfirmedTitle: (name: string) => string;
  orderLabel: string;
  thankYou: (firstName: string | null) => string;
  orderConfirmed: string;
  confirmationMail: (email: string) => string;
  orderDetails: string;
  shippingAddress: string;
  cardEnding: (last4: string, amount: string) => string;
  shippingMethod: string;
  standardInsured: string;
  continueShopping: string;
}

const ENGLISH: CheckoutTexts = {
  lang: 'en',
  checkout: 'Checkout',
  signedInAs: (email) => `Signed in as ${email}`,
  correctFields: (count) => `Please correct the ${count === 1 ? 'field' : `${count} fields`} marked below.`,
  contact: 'Contact',
  email: 'Email',
  delivery: 'Delivery',
  countryRegion: 'Country / region',
  firstName: 'First name (optional)',
  lastName: 'Last name',
  company: 'Company (optional)',
  address: 'Address',
  address2: 'Apartment, suite, etc. (optional)',
  city: 'City',
  state: 'State',
  province: 'Province',
  optionalProvince: 'State / province (optional)',
  select: 'Select…',
  zip: 'ZIP / postal code',
  phone: 'Phone (optional)',
  shippingHint: 'Shipping: Standard, insured, free.',
  payment: 'Payment',
  testMode: 'Test mode. Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 to see a decline; any future date and any CVC.',
  cardNumber: 'Card number',
  cardExpiry: 'Expiration date (MM / YY)',
  cardCvc: 'Security code',
  cardName: 'Name on card',
  payNow: 'Pay now',
  returnToCart: 'Return to cart',
  orderSummary: 'Order summary',
  quantity: 'Quantity',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  free: 'Free',
  taxes: 'Taxes',
  total: 'Total',
  includingTaxes: (amount) => `Including ${amount} in taxes`,
  pricesNowIn: (currency, country) => `Prices are now shown in ${currency} for ${country}. Review your order, then pay.`,
  orderConfirmedTitle: (name) => `Order ${name} confirmed`,
  orderLabel: 'Order',
  thankYou: (firstName) => (firstName ? `Thank you, ${firstName}!` : 'Thank you!'),
  orderConfirmed: 'Your order is confirmed.',
  confirmationMail: (email) => `You'll receive a confirmation email at ${email} with your order number shortly.`,
  orderDetails: 'Order details',
  shippingAddress: 'Shipping address',
  cardEnding: (last4, amount) => `Card ending in ${last4} — ${amount}`,
  shippingMethod: 'Shipping method',
  standardInsured: 'Standard, insured',
  continueShopping: 'Continue shopping',
};

const ITALIAN: CheckoutTexts = {
  lang: 'it',
  checkout: 'Pagamento',
  signedInAs: (email) => `Accesso effettuato come ${email}`,
  correctFields: (count) => (count === 1 ? 'Correggi il campo indicato qui sotto.' : `Correggi i ${count} campi indicati qui sotto.`),
  contact: 'Contatto',
  email: 'Email',
  delivery: 'Consegna',
  countryRegion: 'Paese / regione',
  firstName: 'Nome (facoltativo)',
  lastName: 'Cognome',
  company: 'Azienda (facoltativo)',
  address: 'Indirizzo',
  address2: 'Interno, scala, ecc. (facoltativo)',
  city: 'Città',
  state: 'Stato',
  province: 'Provincia',
  optionalProvince: 'Stato / provincia (facoltativo)',
  select: 'Seleziona…',
  zip: 'CAP',
  phone: 'Telefono (facoltativo)',
  shippingHint: 'Spedizione: standard, assicurata, gratuita.',
  payment: 'Pagamento',
  testMode:
    'Modalità di prova. Usa 4242 4242 4242 4242 per pagare, 4000 0000 0000 0002 per vedere un rifiuto; qualsiasi data futura e qualsiasi CVC.',
  cardNumber: 'Numero della carta',
  cardExpiry: 'Data di scadenza (MM / AA)',
  cardCvc: 'Codice di sicurezza',
  cardName: 'Titolare della carta',
  payNow: 'Paga ora',
  returnToCart: 'Torna al carrello',
  orderSummary: 'Riepilogo dell’ordine',
  quantity: 'Quantità',
  subtotal: 'Subtotale',
  discount: 'Sconto',
  shipping: 'Spedizione',
  free: 'Gratuita',
  taxes: 'Imposte',
  total: 'Totale',
  includingTaxes: (amount) => `Incluse imposte per ${amount}`,
  pricesNowIn: (currency, country) => `I prezzi sono ora in ${currency} per ${country}. Controlla l’ordine, poi paga.`,
  orderConfirmedTitle: (name) => `Ordine ${name} confermato`,
  orderLabel: 'Ordine',
  thankYou: (firstName) => (firstName ? `Grazie, ${firstName}!` : 'Grazie!'),
  orderConfirmed: 'Il tuo ordine è confermato.',
  confirmationMail: (email) => `Riceverai a breve un’email di conferma all’indirizzo ${email} con il numero dell’ordine.`,
  orderDetails: 'Dettagli dell’ordine',
  shippingAddress: 'Indirizzo di spedizione',
  cardEnding: (last4, amount) => `Carta che termina con ${last4} — ${amount}`,
  shippingMethod: 'Metodo di spedizione',
  standardInsured: 'Standard, assicurata',
  continueShopping: 'Continua lo shopping',
};

const BY_LOCALE: Record<string, CheckoutTexts> = { en: ENGLISH, it: ITALIAN };

export function checkoutTexts(locale: string | null | undefined): CheckoutTexts {
  return (locale && BY_LOCALE[locale]) || ENGLISH;
}
