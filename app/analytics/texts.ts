// Cookie consent: our own wording (the spec lists the events, not the banner).
import { area } from '~/core/texts/area';
export const consentMessages = {
  title: 'Cookies',
  pageTitle: 'Cookie preferences',
  body: 'We use cookies that the shop needs to work, and, only if you agree, cookies that measure how the shop is used and cookies that let us and our partners show you our pieces elsewhere.',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  choose: 'Choose',
  save: 'Save my choices',
  close: 'Close',
  analytics: 'Analytics',
  analyticsHint: 'Counts visits and what is viewed and bagged, so we can improve the shop.',
  marketing: 'Marketing',
  marketingHint: 'Lets advertising partners show you our pieces on other sites.',
  necessary: 'Necessary cookies (your bag, region and sign-in) are always on.',
  footerLink: 'Cookie preferences',
  saved: 'Your cookie choices are saved.',
  current: (analytics: boolean, marketing: boolean) => `Now: analytics ${analytics ? 'on' : 'off'}, marketing ${marketing ? 'on' : 'off'}.`,
} as const;
area('consent', consentMessages);
