// Every user-facing text, one file per area of the specification. Components import the area they
// use (`~/lib/messages/bag`), so a page's scripts carry only the words that page can show; this
// index gathers the areas tests read side by side (the account's include the sign-in words).
export { SITE_NAME_FALLBACK, DEFAULT_DESCRIPTION, messages } from '~/core/texts/spec';
export { accountMessages } from '~/accounts/texts/account';
export { bagMessages } from '~/bag/texts';
export { productMessages } from '~/product/texts';
export { catalogueMessages } from '~/listings/texts';
export { shellMessages } from '~/shell/texts';
export { consentMessages } from '~/analytics/texts';
export { studioMessages } from '~/content/preview/texts';
export { contentMessages } from '~/content/texts';
