// A product as every list shows it (cards, prices, badges): our own wording.
import { area } from '~/core/texts/area';
export const cardMessages = {
  discover: (title: string) => `Discover ${title}`,
  /** A lookbook spread's name for assistive technology. */
  spread: (number: number) => `Spread ${number}`,
  salePrice: 'Sale price',
  regularPrice: 'Regular price',
  /** The badges' list (New, Sale, Pre-order...) for assistive technology. */
  badges: 'Notes',
  soldOut: 'Sold out',
  sale: 'Sale',
  newIn: 'New',
  colours: (count: number) => `${count} colours`,
  from: (price: string) => `From ${price}`,
} as const;
area('cards', cardMessages);
