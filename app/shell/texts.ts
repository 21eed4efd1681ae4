// Shell forms (region, newsletter) and pages that take no posts: our own wording.
import { area } from '~/core/texts/area';
export const shellMessages = {
  /** A preview perspective asked for outside a draft preview (Sanity's Presentation tool enters first). */
  previewNotEntered: 'Draft preview is not on. Open the page from the Studio to preview it.',
  /** Names of the shell's landmarks and icon links, for assistive technology. */
  skipLinks: 'Skip links',
  announcement: 'Announcement',
  headerTools: 'Search, account and bag',
  search: 'Search',
  /** The logo's link, named with the site's name. */
  homeLink: (siteName: string) => `${siteName}, home`,
  mainMenu: 'Main',
  menuSections: 'Menu sections',
  breadcrumb: 'Breadcrumb',
  /** The accessibility popup's widget, when the content names none or it fails to load. */
  openAccessibilityTools: 'Open accessibility tools',
  accessibilityToolsFailed: 'The accessibility tools could not be loaded. Please try again later.',
  /** Said beside the widget's button: the tools are someone else's, and not what makes the shop accessible. */
  accessibilityToolsNote:
    'These tools come from a third party: an optional extra that changes how pages look, not what makes the shop accessible.',
  /** The footer's and the popup's link to /accessibility. */
  accessibilityStatement: 'Accessibility statement',
} as const;
area('shell', shellMessages);
