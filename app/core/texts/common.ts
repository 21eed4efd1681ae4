// Words every area uses (panels, forms, links that leave the shop, limits): our own wording.
import { area } from '~/core/texts/area';
export const commonMessages = {
  /** A panel's body on its first opening, while its code arrives. */
  loading: 'Loading…',
  formUnreadable: 'This form could not be read. Please try again.',
  notAForm: 'This page does not take form submissions.',
  /** A method no page answers (OPTIONS, PUT to a page...): said to tools, in words a person can read. */
  methodNotAllowed: 'This address does not answer that kind of request.',
  /** A product rail's scroll buttons, named with the rail's title ("Previous: To wear with it"). */
  railPrevious: (title: string) => `Previous: ${title}`,
  railNext: (title: string) => `Next: ${title}`,
  /** A panel's close button, named with the panel's title ("Close bag"). */
  closePanel: (title: string) => `Close ${title.toLowerCase()}`,
  /** A link that leaves the shop, said after its name to screen readers. */
  opensInNewTab: '(opens in a new tab)',
  continue: 'Continue',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes before trying again.',
  /** A content page while the content service is away. */
  contentUnavailable: 'This page can’t be shown right now. Please try again in a minute; the rest of the shop is open as usual.',
  menu: 'Menu',
} as const;
area('common', commonMessages);
