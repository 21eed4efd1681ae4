// Every user-facing text, one file per area of the specification. Components import the area they
// use (`~/lib/messages/bag`), so a page's scripts carry only the words that page can show; this
// index gathers the areas tests read side by side (the account's include the sign-in words).
export { SITE_NAME_FALLBACK, DEFAULT_DESCRIPTION, messages } from '~/lib/messages/spec';
export { accountMessages } from '~/lib/messages/account';
export { bagMessages } from '~/lib/messages/bag';
export { productMessages } from '~/lib/messages/product';
export { catalogueMessages } from '~/lib/messages/catalogue';
export { shellMessages } from '~/lib/messages/shell';
export { consentMessages } from '~/lib/messages/consent';
export { studioMessages } from '~/lib/messages/studio';
export { contentMessages } from '~/lib/messages/content';
