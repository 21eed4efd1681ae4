// Shell forms (region, newsletter) and pages that take no posts: our own wording.
import { area } from '~/core/texts/area';
export const shellMessages = {
  /** A panel's body on its first opening, while its code arrives. */
  loading: 'Loading…',
  chooseRegion: 'Please choose a region from the list.',
  newsletterUnavailable: 'Newsletter sign-up is not available right now. Please try again later.',
  formUnreadable: 'This form could not be read. Please try again.',
  notAForm: 'This page does not take form submissions.',
  /** A preview perspective asked for outside a draft preview (Sanity's Presentation tool enters first). */
  previewNotEntered: 'Draft preview is not on. Open the page from the Studio to preview it.',
  /** A method no page answers (OPTIONS, PUT to a page...): said to tools, in words a person can read. */
  methodNotAllowed: 'This address does not answer that kind of request.',
  /** Names of the shell's landmarks and icon links, for assistive technology. */
  skipLinks: 'Skip links',
  announcement: 'Announcement',
  headerTools: 'Search, account and bag',
  search: 'Search',
  menu: 'Menu',
  /** The logo's link, named with the site's name. */
  homeLink: (siteName: string) => `${siteName}, home`,
  /** A product rail's scroll buttons, named with the rail's title ("Previous: To wear with it"). */
  railPrevious: (title: string) => `Previous: ${title}`,
  railNext: (title: string) => `Next: ${title}`,
  /** A panel's close button, named with the panel's title ("Close bag"). */
  closePanel: (title: string) => `Close ${title.toLowerCase()}`,
  mainMenu: 'Main',
  menuSections: 'Menu sections',
  breadcrumb: 'Breadcrumb',
  /** A link that leaves the shop, said after its name to screen readers. */
  opensInNewTab: '(opens in a new tab)',
  /** The region and currency: the header's globe, the footer's selector, the panel and its page. */
  regionAndCurrency: 'Region and currency',
  regionAndCurrencyNow: (country: string, currency: string) => `Region and currency: ${country}, ${currency}`,
  regionCurrencyLabel: 'Region / currency',
  update: 'Update',
  shippingTo: 'Shipping to',
  regionIntro: 'Prices, duties and delivery follow the region you ship to.',
  /** The languages a country is sold in, beside the regions. */
  language: 'Language',
  /** The newsletter sign-up: the title and button when the content gives none. */
  newsletter: 'Newsletter',
  newsletterTitle: 'Letters from the atelier',
  newsletterEmail: 'Email address',
  subscribe: 'Subscribe',
  continue: 'Continue',
  /** The accessibility popup's widget, when the content names none or it fails to load. */
  openAccessibilityTools: 'Open accessibility tools',
  accessibilityToolsFailed: 'The accessibility tools could not be loaded. Please try again later.',
} as const;
area('shell', shellMessages);
