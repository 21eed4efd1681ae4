// Every user-facing text, one file per area of the specification. Components import the area they
// use (`~/lib/messages/bag`), so a page's scripts carry only the words that page can show; this
// index gathers them all for server code and tests that want the whole set.
export { SITE_NAME_FALLBACK, DEFAULT_DESCRIPTION, messages } from '~/lib/messages/spec';
export { signInMessages } from '~/lib/messages/sign-in';
export { accountMessages } from '~/lib/messages/account';
export { bagMessages } from '~/lib/messages/bag';
export { productMessages } from '~/lib/messages/product';
export { catalogueMessages } from '~/lib/messages/catalogue';
export { shellMessages } from '~/lib/messages/shell';
export { consentMessages } from '~/lib/messages/consent';
export { studioMessages } from '~/lib/messages/studio';
export { orderMessages } from '~/lib/messages/orders';
export { contentMessages } from '~/lib/messages/content';
