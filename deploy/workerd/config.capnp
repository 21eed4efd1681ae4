# Bottega in plain workerd, without mini-oxygen, wrangler or any Shopify tool: the built storefront
# (dist/server) behind a small front worker that serves the client build (dist/client), with the
# Cache API Hydrogen needs (cache.js). Build first, then, from the repository root:
#
#   npx workerd serve deploy/workerd/config.capnp production   # reaches only the public internet
#   npx workerd serve deploy/workerd/config.capnp local        # also this machine (the emulators)
#
# Listens on :8080 (`--socket-addr http=127.0.0.1:3000` for another address). Every setting comes
# from the process environment, by the names in README "Deploying"; an unset one is null. The build
# is read when workerd starts: restart it after `npm run build`. No edge sets a client address
# header here, so set TRUSTED_CLIENT_IP_HEADER only to one your own proxy in front sets (else `none`).
using Workerd = import "/workerd/workerd.capnp";

const production :Workerd.Config = (
  services = [.front, .storefront, .cache, .assets, .publicInternet],
  sockets = [.http],
);

const local :Workerd.Config = (
  services = [.front, .storefront, .cache, .assets, .localInternet],
  sockets = [.http],
);

const http :Workerd.Socket = (name = "http", address = "*:8080", http = (), service = "front");

const front :Workerd.Service = (
  name = "front",
  worker = (
    modules = [(name = "front.js", esModule = embed "front.js")],
    # Every worker here runs with deploy/runtime.ts's date and flags (a test holds them to it).
    compatibilityDate = "2025-04-01",
    compatibilityFlags = [],
    bindings = [
      (name = "ASSETS", service = "assets"),
      (name = "STOREFRONT", service = "storefront"),
    ],
  ),
);

const storefront :Workerd.Service = (
  name = "storefront",
  worker = (
    modules = [(name = "index.js", esModule = embed "../../dist/server/index.js")],
    compatibilityDate = "2025-04-01",
    compatibilityFlags = [],
    # Hydrogen opens caches.open('hydrogen') on every request: without this, every page is a 500.
    cacheApiOutbound = "cache",
    bindings = [
    (name = "SESSION_SECRET", fromEnvironment = "SESSION_SECRET"),
    (name = "TRUSTED_CLIENT_IP_HEADER", fromEnvironment = "TRUSTED_CLIENT_IP_HEADER"),
    (name = "PUBLIC_SITE_URL", fromEnvironment = "PUBLIC_SITE_URL"),
    (name = "PUBLIC_STORE_DOMAIN", fromEnvironment = "PUBLIC_STORE_DOMAIN"),
    (name = "PUBLIC_STOREFRONT_API_TOKEN", fromEnvironment = "PUBLIC_STOREFRONT_API_TOKEN"),
    (name = "PRIVATE_STOREFRONT_API_TOKEN", fromEnvironment = "PRIVATE_STOREFRONT_API_TOKEN"),
    (name = "PUBLIC_STOREFRONT_ID", fromEnvironment = "PUBLIC_STOREFRONT_ID"),
    (name = "PUBLIC_CHECKOUT_DOMAIN", fromEnvironment = "PUBLIC_CHECKOUT_DOMAIN"),
    (name = "PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID", fromEnvironment = "PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID"),
    (name = "SHOP_ID", fromEnvironment = "SHOP_ID"),
    (name = "SANITY_PROJECT_ID", fromEnvironment = "SANITY_PROJECT_ID"),
    (name = "SANITY_DATASET", fromEnvironment = "SANITY_DATASET"),
    (name = "SANITY_API_VERSION", fromEnvironment = "SANITY_API_VERSION"),
    (name = "SANITY_PREVIEW_TOKEN", fromEnvironment = "SANITY_PREVIEW_TOKEN"),
    (name = "SANITY_STUDIO_ORIGIN", fromEnvironment = "SANITY_STUDIO_ORIGIN"),
    (name = "SANITY_API_HOST", fromEnvironment = "SANITY_API_HOST"),
    (name = "SANITY_IMAGE_HOST", fromEnvironment = "SANITY_IMAGE_HOST"),
    (name = "KLAVIYO_PUBLIC_KEY", fromEnvironment = "KLAVIYO_PUBLIC_KEY"),
    (name = "KLAVIYO_LIST_ID", fromEnvironment = "KLAVIYO_LIST_ID"),
    (name = "KLAVIYO_API_HOST", fromEnvironment = "KLAVIYO_API_HOST"),
    (name = "PUBLIC_ACCESSIBILITY_WIDGET_URL", fromEnvironment = "PUBLIC_ACCESSIBILITY_WIDGET_URL"),
    (name = "PUBLIC_ANALYTICS_SCRIPT_URL", fromEnvironment = "PUBLIC_ANALYTICS_SCRIPT_URL"),
    (name = "PUBLIC_MARKETING_SCRIPT_URL", fromEnvironment = "PUBLIC_MARKETING_SCRIPT_URL"),
    ],
  ),
);

const cache :Workerd.Service = (
  name = "cache",
  worker = (
    modules = [(name = "cache.js", esModule = embed "cache.js")],
    compatibilityDate = "2025-04-01",
    compatibilityFlags = [],
  ),
);

# Relative to the directory workerd is started in (the repository root).
const assets :Workerd.Service = (name = "assets", disk = (path = "dist/client", writable = false));

const publicInternet :Workerd.Service = (
  name = "internet",
  network = (allow = ["public"], tlsOptions = (trustBrowserCas = true)),
);

# The emulators listen on loopback, which production never needs to reach.
const localInternet :Workerd.Service = (
  name = "internet",
  network = (allow = ["public", "local"], tlsOptions = (trustBrowserCas = true)),
);
