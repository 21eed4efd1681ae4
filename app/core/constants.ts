// The specification's numbers (section 9 and elsewhere), in one place. Nothing here is a guess:
// each value is quoted from the spec, or marked as our own choice where the spec is silent.

/** Storefront API version this build speaks. */
export const STOREFRONT_API_VERSION = '2026-04';

export const DEFAULT_LOCALE = { country: 'US', language: 'EN', currency: 'USD', currencySymbol: '$' } as const;

// Data requests
export const DATA_RETRY_ATTEMPTS = 3;
export const DATA_RETRY_DELAY_MS = 1000;
export const CATALOGUE_CACHE_SECONDS = 5 * 60;
export const QUERY_STALE_TIME_MS = 5000;

// Time budgets for Storefront API sub-requests: our own choices, the spec gives only the
// retry numbers above. A page must answer within a shopper's patience (about 10 s), so:
/** One query attempt; a healthy Storefront API answers in well under a second. */
export const QUERY_ATTEMPT_TIMEOUT_MS = 2500;
/**
 * One mutation: tried once (its outcome is unknown after a timeout, so it is never repeated), and
 * allowed longer than a query because giving up early only turns a change into 'Something went wrong'.
 */
export const MUTATION_TIMEOUT_MS = 8000;
/**
 * Every Storefront API call of one request ends by this long after the request arrived: no attempt
 * or retry runs past it. Bounds a page (or a bag change) with sequential calls to about 10 s.
 */
export const REQUEST_DATA_BUDGET_MS = 10_000;
/** Deferred data (recommendations) that has not arrived by then renders its fallback instead. */
export const DEFERRED_DATA_BUDGET_MS = 2500;

// List limits
export const LIMITS = {
  cartLines: 250,
  addresses: 250,
  orders: 250,
  orderLineItems: 10,
  fulfillments: 10,
  trackingInfos: 10,
  productImages: 250,
  productMedia: 250,
  productOptions: 250,
  productVariants: 250,
  productCollectionProducts: 4,
  matchingColours: 30,
  recommendedProducts: 4,
  predictiveSearch: 6,
  searchResults: 250,
} as const;

export const SEARCH_DEBOUNCE_MS = 300;
export const MAX_LINE_QUANTITY = 10;
/** The most pieces one permalink (a link that fills the bag) may name: more is no shopper's link. */
export const PERMALINK_MAX_LINES = 25;
export const PASSWORD_MIN_LENGTH = 8;
/** Our own bound (RFC 5321's path limit): longer input is refused before any pattern runs. */
export const MAX_EMAIL_LENGTH = 254;

/** A product counts as new for this many days after it was published. */
export const NEW_PRODUCT_DAYS = 30;
/** A variant with this many or fewer in stock says "Only n left" instead of "In stock". */
export const FEW_LEFT_MAX = 3;
export const TAG_PREORDER = 'Preorder';
export const TAG_FINAL_SALE = 'Final Sale';

export const SIZE_ORDER = ['One Size', 'OS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const COLOUR_OPTION_NAMES = ['Color', 'Colour'] as const;
export const SIZE_OPTION_NAMES = ['Size', 'Length'] as const;
/**
 * The same names and the one size as the shop writes them in the other languages it sells in (the
 * Storefront API answers an Italian market with the option names translated: Colore, Taglia).
 */
export const TRANSLATED_OPTION_NAMES = {
  colour: ['Colore', 'Couleur', 'Farbe'],
  size: ['Taglia', 'Misura', 'Lunghezza', 'Taille', 'Longueur', 'Größe', 'Länge'],
  oneSize: ['Taglia unica', 'Taille unique', 'Einheitsgröße'],
} as const;

export const SORT_OPTIONS = ['price-high-low', 'price-low-high', 'best-selling', 'newest'] as const;
export const DEFAULT_SORT = 'relevance';
export const FILTER_KEYS = ['color', 'size', 'productType', 'material'] as const;

export const MOBILE_BREAKPOINT_PX = 768;
export const RESIZE_THROTTLE_MS = 250;
export const IMAGE_WIDTHS = [400, 600, 800, 1000, 1200, 1600, 2000, 2500] as const;

export const HEADER_HIDE_OFFSET_PX = 170;
export const NEWSLETTER_POPUP_DELAY_MS = 1000;
export const NEWSLETTER_COOKIE = 'newsletter';
export const NEWSLETTER_CLOSE_DAYS = 1;
export const NEWSLETTER_SUBSCRIBE_DAYS = 365;
export const NEWSLETTER_THANKS_MS = 2000;

export const TRACKING_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'nb_klid', '_kx'] as const;
export const TRACKING_STORAGE_DAYS = 90;

export const THIRD_PARTY_ANALYTICS_DELAY_MS = 4000;
/**
 * The shopper's cookie choices (analytics, marketing). Kept six months, the longest European
 * regulators (CNIL, the Garante) accept before asking again.
 */
export const CONSENT_COOKIE = 'bottega_consent';
export const CONSENT_COOKIE_DAYS = 180;
export const CONSENT_PATH = '/consent';
export const RELOAD_GUARD_MS = 10_000;

// Our own choices where the spec is silent.
/** The shopper's region, currency and language live in this cookie (a year). */
export const LOCALE_COOKIE = 'bottega_locale';
export const LOCALE_COOKIE_DAYS = 365;
/** A redirect target longer than this is refused outright: no address in this shop comes near it. */
export const REDIRECT_TARGET_MAX_LENGTH = 2048;
export const SESSION_COOKIE = 'bottega_session';
export const SESSION_COOKIE_DAYS = 30;
/** Cookies whose presence makes a page the shopper's own (Hydrogen's bag, the draft-preview session). */
export const CART_COOKIE = 'cart';
export const PREVIEW_COOKIE = 'sanity-preview-perspective';
/** How long a draft preview lasts after the editor entered it: a working day. */
export const PREVIEW_SESSION_HOURS = 12;
/**
 * A page with nothing of one shopper's on it (no session, bag or preview): fresh this long in the
 * browser, in CDNs and in the worker's page cache, then served stale for as long again and more
 * while a fresh copy renders. Short beside the catalogue data's five minutes, so a change in the shop
 * shows within a minute or two.
 */
export const SHARED_PAGE_BROWSER_SECONDS = 60;
export const SHARED_PAGE_FRESH_SECONDS = 60;
export const SHARED_PAGE_STALE_SECONDS = 5 * 60;
/**
 * The worker isolate's memo of answers every shopper shares (services/isolate-memo.server.ts): kept
 * this long at most, so a change in the shop or the content shows as soon as the sub-request cache
 * shows it, give or take these seconds; and this many answers at most, the oldest leaving first.
 */
export const ISOLATE_MEMO_SECONDS = 10;
export const ISOLATE_MEMO_ENTRIES = 200;
/** Strict-Transport-Security's max-age: two years, the figure browsers' preload lists ask for. */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

// ---- The bag: our own choices where the spec is silent.
/**
 * Landing-page tracking parameters (TRACKING_PARAMS) as a JSON object, kept for TRACKING_STORAGE_DAYS;
 * the checkout action merges them into the checkout URL.
 */
export const TRACKING_COOKIE = 'bottega_tracking';
/** Hydrogen's cart cookie (`cart`) outlives the browser session: Shopify keeps a cart for about two weeks. */
export const CART_COOKIE_DAYS = 14;
/**
 * A newly created cart also leaves a marker cookie of its own name (prefix + cart token), so a cart
 * created at the same moment in another tab is folded into the bag on the next request.
 */
export const NEW_CART_COOKIE_PREFIX = 'bottega_new_bag_';
/** Markers are folded on the very next request; an hour is ample and then they lapse. */
export const NEW_CART_COOKIE_SECONDS = 60 * 60;
/** Longer codes are not codes (Shopify caps discount codes at 255 characters). */
export const DISCOUNT_CODE_MAX_LENGTH = 255;
/** A bag holds at most this many discount codes at once. */
export const MAX_DISCOUNT_CODES = 5;

/** Where a visitor signs in, and where a signed-in customer's account starts. */
export const LOGIN_PATH = '/account/login';
export const ACCOUNT_PATH = '/account';

/**
 * Sign-in throttle (our own numbers; the spec sets none). Failures are free up to a count, per client
 * and email and per client across emails; then each further failure makes that client wait, from the
 * first wait doubling up to the longest. A record is forgotten after a quiet spell longer than that.
 */
export const SIGN_IN_THROTTLE = {
  freeFailuresPerClientEmail: 5,
  freeFailuresPerClient: 20,
  firstWaitSeconds: 30,
  longestWaitSeconds: 15 * 60,
  forgetAfterSeconds: 60 * 60,
} as const;

/** Offered when a search finds nothing: words that always find pieces in this house's catalogue. */
export const POPULAR_SEARCHES = ['Tote', 'Pochette', 'Cognac', 'Loafer', 'Cashmere'] as const;

/** The navigation menu (Shopify admin) whose collections the /collections overview shows, in its order. */
export const COLLECTIONS_MENU_HANDLE = 'collections-menu';

// ---- Form posts: our own bound where the spec is silent.
/**
 * Every form's body is refused past this (413), before it is parsed. Far more than any form here
 * holds (a bag's hidden JSON of 250 lines, a profile typed in accented letters, nine bytes each once
 * encoded), far less than a worker's memory: a form whose fields are merely too long still reaches
 * its field rules, which answer with the form and what was typed.
 */
export const FORM_BODY_MAX_BYTES = 256 * 1024;

// ---- The agent endpoints (/api/mcp, /api/ucp/mcp; docs/decisions/0040-agents.md): our own bounds.
/** A JSON-RPC call is a few hundred bytes; bodies over this are refused unread (413). */
export const AGENT_ENDPOINT_MAX_BODY_BYTES = 64 * 1024;
/** Calls one vouched client address may make a minute, over both endpoints. */
export const AGENT_CALLS_PER_MINUTE = 120;
/** How long a forwarded call may take; calls are not retried (a repeated create_cart makes two carts). */
export const AGENT_FORWARD_TIMEOUT_MS = 15_000;

// ---- The data endpoint /api/shopify: our own bounds where the spec is silent.
/** Bodies over this are refused unread (413). */
export const DATA_ENDPOINT_MAX_BODY_BYTES = 64 * 1024;
/** graphql-js stops parsing past this many tokens; the largest stored document has under 500. */
export const DATA_ENDPOINT_MAX_TOKENS = 2000;
/** Shopify's own cap on a connection's `first`/`last`: page sizes the spec does not limit stay under it. */
export const STOREFRONT_MAX_PAGE_SIZE = 250;
/** Variable values: the longest string, list and object, and the deepest nesting, a browser may send. */
export const DATA_ENDPOINT_VARIABLE_LIMITS = { stringLength: 1024, listItems: 50, objectKeys: 20, depth: 4 } as const;

// ---- Content service and newsletter sub-requests: the spec's HTTP client where it speaks.
/**
 * Per attempt. The spec's HTTP client default (120 s) is far past a shopper's patience; a GROQ query
 * that has not answered in 3 s will not be shown in time, and the cached copy or the built-in
 * settings serve the page instead.
 */
export const SANITY_TIMEOUT_MS = 3000;
/** The spec's HTTP client defaults (section 9): up to 5 retries, 100 ms × 2^n plus up to 100 ms of jitter. */
export const SANITY_MAX_RETRIES = 5;
export const SANITY_RETRY_BASE_MS = 100;
/** Content is fresh for an hour; the last good copy is served for a month while it cannot be refreshed. */
export const CONTENT_FRESH_SECONDS = 60 * 60;
export const CONTENT_STALE_SECONDS = 30 * 24 * 60 * 60;
/**
 * After a query found the service unreachable, queries that miss the cache are not sent for this
 * long: one page waits out the retries, the next ones answer at once (built-in settings, 503).
 */
export const CONTENT_PAUSE_SECONDS = 10;
/** How soon a shopper (or a crawler) may try a content page again while the service is away. */
export const CONTENT_RETRY_AFTER_SECONDS = 60;
/** One attempt only: the subscription may have reached Klaviyo, so it is never sent twice. */
export const KLAVIYO_TIMEOUT_MS = 5000;
/** How soon a shopper may sign up again when Klaviyo is away or asks for a pause and says not how long. */
export const NEWSLETTER_RETRY_AFTER_SECONDS = 60;
/** The longest pause Klaviyo may ask for that is passed on as it is. */
export const NEWSLETTER_RETRY_AFTER_MAX_SECONDS = 3600;

/** Longest page title and description search results show whole. */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 155;

/** Where an address with coordinates opens on a map (OpenStreetMap: no key, no tracking script). */
export const ADDRESS_MAP_URL = (latitude: string, longitude: string) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

/** Where the product page's in-page size guide sits (for shoppers without JavaScript; the link jumps there). */
export const SIZE_GUIDE_ANCHOR = 'size-guide';
