// Document ids the content files point at one another with.
export const PAGE = {
  about: 'page-about',
  archive: 'page-archive',
  process: 'page-process',
  press: 'page-press',
  stockists: 'page-stockists',
  shippingAndReturns: 'page-shipping-and-returns',
} as const;

/** The accessibility statement: one document, found by its type. */
export const STATEMENT = 'accessibility-statement';

export const LOOKBOOK = {
  autumnWinter: 'lookbook-autunno-inverno',
  riviera: 'lookbook-riviera',
  atelier: 'lookbook-atelier',
} as const;

export const SIZE_GUIDE = {
  clothing: 'size-guide-clothing',
  shoes: 'size-guide-shoes',
  belts: 'size-guide-belts',
} as const;
