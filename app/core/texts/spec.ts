// The texts the specification fixes word for word: errors and empty states, account validation, the
// shell's few spec words. A wording change happens here once, and tests assert against the same source.
import { area } from '~/core/texts/area';

export const SITE_NAME_FALLBACK = 'Bottega';
export const DEFAULT_DESCRIPTION = 'Heritage craftsmanship in modern form. Handmade in Italy.';

export const messages = {
  // Errors and empty states (spec section 8)
  pageNotFound: (path: string) => `Page not found: ${path}`,
  pageNotFoundFatal: (path: string) => `Page Not Found: ${path}`,
  errorPageTitle: 'This page was not found',
  backToHome: 'Back to Home',
  graphqlFailed: 'GraphQL fetch request failed after 3 attempts.',
  noResults: 'No results found',
  emptyBag: 'Your bag is empty',
  somethingWentWrong: 'Something went wrong',
  noCheckoutUrl: 'No checkout URL found',
  noLocalization: 'Localization data not found.',
  noPredictiveSearch: 'No predictive search data found.',
  noCustomer: 'No customer data found.',
  collectionNotFound: 'Collection not found',
  productNotFound: 'Product not found',

  // Account validation (spec section 5)
  loginMissingFields: 'Please fill out both email and password fields to sign in.',
  invalidEmail: 'Please enter a valid email address.',
  registerMissingFields: 'Please fill out all fields to register.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordsDoNotMatch: 'Passwords do not match.',
  recoverInvalidEmail: 'Please provide a valid email address to recover your password.',
  tryAgainLater: (message: string) => `${message.replace(/\.$/, '')}. Please try again later.`,
  loginNoAuth: 'Authentication failed. Please try to sign in again.',
  registerNoAuth: 'Authentication failed. Please try to login instead.',
  recoverSuccess: 'Success! Please check your email for instructions on how to reset your password.',

  // Panels and shell (spec sections 2 and 4)
  working: 'Working...',
  thankYou: 'Thank you!',
  shippingFree: 'Free',
  taxesAtCheckout: 'Calculated at checkout',
  skipToContent: 'Skip to content',
  accessibilityInformation: 'Accessibility information',
  /** The footer's link and the popup's fallback title (spec section 2). */
  accessibility: 'Accessibility',
  /** The mobile menu's entries (spec section 2): Search, Account, Bag [count]. */
  account: 'Account',
  /** The default description's two sentences, the home page's intro when it has no content. */
  heritage: 'Heritage craftsmanship in modern form.',
  handmadeInItaly: 'Handmade in Italy',
  newsletterSource: 'Website signup form',
} as const;
area('spec', messages);
