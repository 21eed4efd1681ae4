// Choosing a region, a currency and a language: our own wording.
import { area } from '~/core/texts/area';
export const marketMessages = {
  chooseRegion: 'Please choose a region from the list.',
  /** The region and currency: the header's globe, the footer's selector, the panel and its page. */
  regionAndCurrency: 'Region and currency',
  regionAndCurrencyNow: (country: string, currency: string) => `Region and currency: ${country}, ${currency}`,
  regionCurrencyLabel: 'Region / currency',
  update: 'Update',
  shippingTo: 'Shipping to',
  regionIntro: 'Prices, duties and delivery follow the region you ship to.',
  /** The languages a country is sold in, beside the regions. */
  language: 'Language',
} as const;
area('markets', marketMessages);
