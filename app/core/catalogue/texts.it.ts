import type { Messages } from '~/core/texts/language';
import type { cardMessages } from '~/core/catalogue/texts';

export const italianCards: Messages<typeof cardMessages> = {
  discover: (title) => `Scopri ${title}`,
  spread: (number) => `Doppia pagina ${number}`,
  salePrice: 'Prezzo scontato',
  regularPrice: 'Prezzo pieno',
  badges: 'Note',
  soldOut: 'Esaurito',
  sale: 'Saldi',
  newIn: 'Novità',
  colours: (count) => `${count} colori`,
  from: (price) => `Da ${price}`,
};
