// Every user-facing text the specification fixes, word for word. Components and actions import
// from here so a wording change happens in one place and tests can assert against the same source.

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

// ---- Customer accounts: our own wording where the spec is silent ----------------------
export const accountMessages = {
  /** Shopify's hosted sign-in (Customer Account API mode): why a legacy page leads there instead. */
  hostedSignIn: {
    title: 'Sign in with a code',
    register:
      'Creating an account needs no password here: continue to sign in, enter your email, and the code we send you creates your account.',
    recover: 'There is no password to forget here: continue to sign in, enter your email, and we will send you a one-time code.',
    reset: 'Accounts here sign in with a one-time code instead of a password: continue to sign in and we will send you one.',
    activate:
      'Your invitation is ready: continue to sign in with the email it was sent to, and the code we send you activates your account.',
    password: 'Your account signs in with a one-time code sent to your email, so there is no password to change.',
    continue: 'Continue to sign in',
  },
  /** The profile in the Customer Account API mode: the email belongs to sign-in. */
  emailManagedBySignIn: 'You sign in with this email; it is changed through sign-in, not here.',
  fieldRequired: (label: string) => `Enter your ${label.toLowerCase()}.`,
  fieldTooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer.`,
  noMarkup: 'Names can’t contain < or > characters.',
  noMarkupIn: (label: string) => `${label} can’t contain < or > characters.`,
  noControlCharacters: (label: string) => `${label} can’t contain invisible control characters.`,
  noUrls: 'Names can’t contain web addresses.',
  countryInvalid: 'Choose a country we deliver to.',
  provinceRequired: (label: string) => `Choose a ${label.toLowerCase()}.`,
  provinceInvalid: (label: string, country: string) => `Choose a ${label.toLowerCase()} in ${country}.`,
  phoneInvalid: 'Enter a phone number with its country code, for example +39 055 123 4567.',
  currentPasswordRequired: 'Enter your current password to choose a new one.',
  currentPasswordWrong: 'Your current password is not correct.',
  profileSaved: 'Your details have been saved.',
  passwordChanged: 'Your password has been changed.',
  addressAdded: 'The address has been added.',
  addressSaved: 'The address has been saved.',
  addressDeleted: 'The address has been removed.',
  addressMadeDefault: 'This is now your default address.',
  addressNotFound: 'That address is not in your address book.',
  addressDraftKept: 'It may have been removed in another window. What you typed is kept.',
  addressDraftRestored: 'That address is no longer in your address book. What you typed is here: save it as a new address.',
  saveAsNewAddress: 'Save it as a new address',
  orderNotFound: 'Order not found',
  formUnreadable: 'This form could not be read. Please try again.',
  signInThrottled: 'Too many sign-in attempts. Please wait a few minutes before trying again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes before trying again.',
  resetLinkInvalid: 'This password reset link is incomplete. Please request a new one.',
  activationLinkInvalid: 'This activation link is incomplete. Please use the link from your invitation email.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  signedOut: 'You have been signed out.',
  welcomeBack: (name: string) => `Welcome back, ${name}.`,

  /** Page, panel and form titles, and the buttons that submit them. */
  yourAccount: 'Your account',
  greeting: (firstName: string) => `Buongiorno, ${firstName}`,
  signIn: 'Sign in',
  signOut: 'Sign out',
  signOutQuestion: 'Sign out of your account on this device?',
  createAnAccount: 'Create an account',
  createAccount: 'Create account',
  resetYourPassword: 'Reset your password',
  recoverIntro: 'Enter the email you registered with and we will send you a link to choose a new password.',
  sendResetLink: 'Send reset link',
  chooseNewPassword: 'Choose a new password',
  chooseNewPasswordIntro: 'Choose a new password for your account. You will be signed in straight away.',
  resetPassword: 'Reset password',
  activateYourAccount: 'Activate your account',
  activateIntro: 'Choose a password to finish setting up your account.',
  activateAccount: 'Activate account',
  requestNewLink: 'Request a new link',
  changePassword: 'Change password',
  keepPasswordIntro: 'Leave these empty to keep your current password.',
  saveChanges: 'Save changes',
  loginIntro: 'Welcome back to the house.',
  registerIntro: 'Keep your orders, addresses and details in one place.',
  forgotPassword: 'Forgot your password?',
  newToTheHouse: 'New to the house?',
  haveAnAccount: 'Already have an account?',
  rememberedIt: 'Remembered it?',
  backToSignIn: 'Back to sign in',
  backToAccount: 'Back to your account',
  /** The signed-in pages' section navigation. */
  sections: { overview: 'Overview', orders: 'Orders', addresses: 'Addresses', profile: 'Profile' },
  /** The overview page. */
  editProfile: 'Edit profile',
  subscribed: 'Subscribed',
  notSubscribed: 'Not subscribed',
  defaultAddress: 'Default address',
  noAddressYet: 'No address saved yet.',
  manageAddresses: 'Manage addresses',
  noOrdersYet: 'You have not placed an order yet.',
  exploreCollections: 'Explore the collections',
  /** The address book. */
  addAddress: 'Add an address',
  editAddress: 'Edit address',
  saveAddress: 'Save address',
  edit: 'Edit',
  makeDefault: 'Make default',
  /** Shown under an address Shopify could place on a map. */
  viewOnMap: 'View on map',
  remove: 'Remove',
  cancel: 'Cancel',
  editAddressIn: (city: string) => `Edit the address in ${city}`,
  makeDefaultAddressIn: (city: string) => `Make the address in ${city} the default`,
  removeAddressIn: (city: string) => `Remove the address in ${city}`,
  chooseProvince: (label: string) => `Choose a ${label.toLowerCase()}`,
  noProvince: 'None (not needed in my country)',
  /** Form fields: labels and hints. */
  fields: {
    name: 'Name',
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least 8 characters.',
    confirmPassword: 'Confirm password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    phoneHint: 'With the country code, e.g. +39 055 123 4567.',
    newsletter: 'Newsletter',
    acceptsMarketing: 'Send me news of new collections and private events',
    company: 'Company',
    address1: 'Address',
    address2: 'Apartment, suite, etc.',
    city: 'City',
    province: 'State / province',
    postalCode: 'Postal code',
    country: 'Country',
    makeDefault: 'Use as my default address',
    optional: '(optional)',
  },
} as const;

// ---- The bag: our own wording where the spec is silent --------------------------------
export const bagMessages = {
  title: 'Bag',
  bagCount: (count: number) => `Bag [${count}]`,
  continueShopping: 'Continue shopping',
  shopTheCollections: 'Discover the collections',
  addToBag: 'Add to bag',
  adding: 'Adding…',
  soldOut: 'Sold out',
  remove: 'Remove',
  decrease: (title: string) => `One fewer ${title}`,
  increase: (title: string) => `One more ${title}`,
  quantity: 'Quantity',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  taxes: 'Taxes',
  total: 'Total',
  discount: 'Discount',
  checkout: 'Checkout',
  viewBag: 'View bag',
  discountLabel: 'Discount code',
  applyDiscount: 'Apply',
  removeDiscount: (code: string) => `Remove code ${code}`,
  discountApplied: (code: string) => `Code ${code} applied.`,
  discountNotApplicable: (code: string) => `The code ${code} cannot be applied to this bag.`,
  discountInactive: 'Not applicable',
  maxQuantity: (max: number) => `You can have at most ${max} of each piece in your bag.`,
  /** The line holds all the shop has: '+' is off, and this says why. */
  onlyAvailable: (count: number) => `Only ${count} available.`,
  quantityNotNumber: 'Please choose a quantity as a whole number.',
  quantityNegative: 'A quantity cannot be below zero.',
  quantityAtLeastOne: 'Please choose a quantity of at least one.',
  lineNotInBag: 'That piece is no longer in your bag. Your bag has been refreshed.',
  variantInvalid: 'Please choose a size and colour before adding to your bag.',
  discountTooLong: (max: number) => `A discount code has at most ${max} characters.`,
  discountEmpty: 'Please enter a discount code.',
  discountControlCharacters: 'A discount code can’t contain invisible control characters.',
  tooManyDiscounts: (max: number) => `A bag can hold at most ${max} discount codes.`,
  countryInvalid: 'Please choose a country we deliver to.',
  foreignCart: 'This form belongs to another bag and was not applied.',
  formUnreadable: 'This form could not be read. Please try again.',
  tooManyLines: (max: number) => `A bag holds at most ${max} different pieces.`,
  unknownAction: 'This bag action is not supported.',
  bagEmptyAtCheckout: 'Your bag is empty: add a piece before checking out.',
  checkoutUnavailable: 'Checkout is not available right now. Please try again in a moment.',
  /** The shop could not be reached: the bag is kept, it just cannot be shown (never 'empty'). */
  unavailable: 'Your bag cannot be shown right now. Nothing in it is lost: please try again in a moment.',
  /** The header's count while the bag cannot be read. */
  countUnknown: '–',
  preorder: 'Pre-order',
} as const;

// ---- Product page and content pages (catalogue helper): our own wording, not the spec's ----
// (Add to bag, Adding…, Sold out, Quantity and Pre-order come from bagMessages.)
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
  discover: (title: string) => `Discover ${title}`,
  /** A lookbook spread's name for assistive technology. */
  spread: (number: number) => `Spread ${number}`,
  salePrice: 'Sale price',
  regularPrice: 'Regular price',
  /** The badges' list (New, Sale, Pre-order...) for assistive technology. */
  badges: 'Notes',
  playVideo: 'Play video',
  // A `?variant=` that cannot be a variant id: the page answers 400 with the first available variant.
  variantMalformed: 'That link names an option that does not exist. Here is the piece as it comes.',
} as const;

// ---- Collections, search and product cards: our own wording ----------
export const catalogueMessages = {
  collections: 'Collections',
  /** Heads the result grid for assistive technology, between the page's h1 and each card's h3. */
  productsHeading: 'Products',
  collectionsIntro: 'Every line the house makes, cut and finished by hand in Florence.',
  /** The home page's best sellers. */
  fromTheAtelier: 'From the atelier',
  /** The page links shown without JavaScript. */
  pages: 'Pages',
  filter: 'Filter',
  filterAndSort: 'Filter & sort',
  filters: 'Filters',
  applyFilters: 'Show results',
  clearAll: 'Clear all',
  removeFilter: (label: string) => `Remove filter ${label}`,
  sortBy: 'Sort by',
  applySort: 'Apply',
  sortLabels: {
    relevance: 'Featured',
    'price-low-high': 'Price: low to high',
    'price-high-low': 'Price: high to low',
    'best-selling': 'Best selling',
    newest: 'Newest',
  } as Record<string, string>,
  searchRelevance: 'Relevance',
  filterLabels: { color: 'Colour', size: 'Size', productType: 'Category', material: 'Material' } as Record<string, string>,
  previousPage: 'Previous',
  nextPage: 'Next',
  loadMore: 'Load more',
  loadPrevious: 'Load previous',
  loading: 'Loading…',
  pieces: (count: number) => (count === 1 ? '1 piece' : `${count} pieces`),
  noProductsMatch: 'No pieces match these filters.',
  emptyCollection: 'This collection is being prepared. Please visit again soon.',
  search: 'Search',
  searchPlaceholder: 'Search the collections',
  searchLabel: 'Search for',
  searchSubmit: 'Search',
  searchIntro: 'Find a piece by name, leather or colour.',
  resultsFor: (term: string) => `Results for “${term}”`,
  resultCount: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  viewAllResults: (term: string) => `View all results for “${term}”`,
  suggestions: 'Suggestions',
  popularSearches: 'Popular searches',
  soldOut: 'Sold out',
  sale: 'Sale',
  newIn: 'New',
  colours: (count: number) => `${count} colours`,
  from: (price: string) => `From ${price}`,
  // A cursor that is malformed or that the shop no longer accepts: the page answers 400 with the first page.
  pageUnavailable: 'That page of results is no longer available. Here is the first page.',
} as const;

// ---- Shell forms (region, newsletter) and pages that take no posts: our own wording -------------
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

// ---- Cookie consent: our own wording (the spec lists the events, not the banner) ----------------
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

// ---- The studio layout: where editors arrive from click-to-edit ---------------------------------
export const studioMessages = {
  title: 'Content studio',
  eyebrow: 'For editors',
  notConfigured: 'No Sanity Studio is connected to this shop yet, so there is nothing to edit here.',
  howTo:
    'Set SANITY_STUDIO_ORIGIN to the address of the Studio (for example https://bottega.sanity.studio) and this address, and every edit link in preview, opens it at the same document.',
  demo: 'In the demonstration shop the content comes from the seed in emulators/seed/content; change it there and run the seed again.',
  backToShop: 'Back to the shop',
  /** The banner over a page seen in draft preview. */
  previewBanner: 'Preview: you are seeing unpublished drafts.',
  leavePreview: 'Leave preview',
} as const;

// ---- Orders: Shopify's status codes in a shopper's words ---------------------------------------
export const orderMessages = {
  status: 'Status',
  /** The order page's title before (or without) its number. */
  orderTitle: 'Order',
  order: (name: string) => `Order ${name}`,
  items: 'Items',
  item: 'Item',
  quantity: 'Quantity',
  total: 'Total',
  discountedTotal: 'Discounted total',
  originalTotal: 'Original total',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  tax: 'Tax',
  refunded: 'Refunded',
  shippingAddress: 'Shipping address',
  noShippingAddress: 'No shipping address.',
  billingAddress: 'Billing address',
  sameAsShipping: 'Same as shipping.',
  delivery: 'Delivery',
  /** A fulfilment without a carrier's name. */
  shipment: 'Shipment',
  /** A tracking link, with the parcel's number when the carrier gives one. */
  track: (number: string | null | undefined) => `Track ${number ?? 'parcel'}`,
  notShipped: 'Not shipped yet. We will email you the tracking details when it leaves the workshop.',
  allOrders: '← All orders',
  placed: (date: string) => `Placed ${date}`,
  /** OrderFulfillmentStatus. */
  fulfilment: {
    UNFULFILLED: 'Being prepared',
    OPEN: 'Being prepared',
    IN_PROGRESS: 'Being prepared',
    PENDING_FULFILLMENT: 'Being prepared',
    SCHEDULED: 'Scheduled',
    ON_HOLD: 'On hold',
    PARTIALLY_FULFILLED: 'Partly shipped',
    FULFILLED: 'Shipped',
    RESTOCKED: 'Returned',
  } as Record<string, string>,
  /** OrderFinancialStatus. */
  payment: {
    PENDING: 'Payment pending',
    AUTHORIZED: 'Payment authorised',
    PARTIALLY_PAID: 'Partly paid',
    PAID: 'Paid',
    PARTIALLY_REFUNDED: 'Partly refunded',
    REFUNDED: 'Refunded',
    VOIDED: 'Payment cancelled',
    EXPIRED: 'Payment expired',
  } as Record<string, string>,
  cancelled: 'Cancelled',
  /** OrderCancelReason. */
  cancelReason: {
    CUSTOMER: 'at your request',
    DECLINED: 'payment declined',
    FRAUD: 'payment could not be verified',
    INVENTORY: 'no longer available',
    STAFF: 'by the atelier',
    OTHER: '',
  } as Record<string, string>,
} as const;

// ---- Content service away: our own wording -------------------------------------------
export const contentMessages = {
  /** A page made only of content, while the content service cannot be reached (a 503). */
  unavailable: 'This page can’t be shown right now. Please try again in a minute; the rest of the shop is open as usual.',
} as const;
