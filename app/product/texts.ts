// Product page and content pages (catalogue helper): our own wording, not the spec's.
// (Add to bag, Adding…, Sold out, Quantity and Pre-order come from bagMessages.)
import { area } from '~/core/texts/area';
export const productMessages = {
  moreFrom: (collection: string) => `More from ${collection}`,
  alsoIn: 'Also in',
  /** The my_fields metafields, named for a shopper: fabrication and the style's colours. */
  material: 'Material',
  styleColours: 'Colours',
  weight: 'Weight',
  inStock: 'In stock',
  soldOutNotice: 'This combination is sold out',
  fewLeft: (count: number) => `Only ${count} left`,
  /** Where the shipping note would be, on a gift card: nothing is shipped. */
  giftCardDelivery: 'Sent by email, ready to give at once: nothing to ship.',
  sizeGuide: 'Size guide',
  matchingColours: 'Also in',
  recommendations: 'You may also like',
  description: 'Description',
  materialsAndCare: 'Materials and care',
  dimensions: 'Dimensions',
  shipping: 'Shipping and returns',
  newBadge: 'New',
  home: 'Home',
  lookbooks: 'Lookbooks',
  lookbooksIntro: 'The collections, photographed in Florence and along the coast.',
  shopTheLook: 'Shop the look',
  press: 'Press',
  stockists: 'Stockists',
  readArticle: 'Read the article',
  directions: 'Directions',
  website: 'Website',
  directionsTo: (name: string) => `to ${name} (opens in a new tab)`,
  websiteOf: (name: string) => `of ${name} (opens in a new tab)`,
  articleIn: (publication: string) => `in ${publication} (opens in a new tab)`,
  playVideo: 'Play video',
  /** The gallery's region, named with the product's title. */
  gallery: (title: string) => `${title}: images`,
  /** The phone gallery's buttons, one per picture, for shoppers who do not swipe. */
  galleryPages: 'Images',
  imageOf: (index: number, total: number) => `Image ${index} of ${total}`,
  // A `?variant=` that cannot be a variant id: the page answers 400 with the first available variant.
  variantMalformed: 'That link names an option that does not exist. Here is the piece as it comes.',
} as const;
area('product', productMessages);
