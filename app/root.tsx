import { commonMessages } from '~/core/texts/common';
import { useEffect } from 'react';
import { preconnect } from 'react-dom';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import { useNonce } from '~/core/security/nonce';
import { AnalyticsRoot } from '~/analytics/AnalyticsRoot';
import { ShopImageOrigin } from '~/core/ui/ShopImage';
import type { Route } from './+types/root';
import { routerMiddleware } from '~/stages.server';
import { loadSiteSettings } from '~/core/settings/settings.server';
import { shellSettings } from '~/core/settings/shell-settings';
import { shapedOnce } from '~/core/services/isolate-memo.server';
import { pageMeta } from '~/core/page-meta';
import { SiteHeader } from '~/shell/SiteHeader';
import { NewsletterPopup, PanelMounts, PreviewBanner, PreviewTools, ReloadGuard, SiteFooter, StudioBar } from '~/shell/later-parts';
import { NotFound } from '~/shell/NotFound';
import { messages } from '~/core/texts/spec';
import { shellMessages } from '~/shell/texts';
import { PanelProvider } from '~/core/ui/panels';
import { AccessibilityPopup, LocalePanel, MobileMenu } from '~/shell/shell-panels';
import { PanelLink } from '~/core/ui/PanelLink';
import { htmlLang, languageTag, marketsOf } from '~/core/locale/market';
import { MarketAlternates } from '~/markets/MarketAlternates';
import { loadLocalization, type Localization } from '~/core/locale/shop-localization.server';
import { shellLocalization } from '~/markets/shell-localization';
import { useLocale } from '~/core/locale/use-locale';
import { readBag } from '~/bag/cart-read.server';
import { accounts } from '~/accounts/accounts.server';
import { LOGIN_PATH } from '~/core/constants';
import { shopAnalytics } from '~/analytics/shop-analytics.server';
import { Announcer } from '~/core/ui/announcer';
import { RouteFocus } from '~/shell/RouteFocus';
import { ConsentBanner } from '~/analytics/consent/ConsentBanner';
import appStyles from '~/app.css?url';
import noScriptStyles from '~/core/styles/no-js.css?url';
// The two faces the first screen sets (body text and the serif logo and headings), in Latin: fetched
// with the stylesheet instead of after it, so text does not repaint late.
import sansLatin from '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2?url';
import serifLatin from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-normal.woff2?url';
import { messagesIn } from '~/core/texts/language';

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: sansLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: serifLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  // With a precedence React writes the stylesheet at the top of the head, before the modules the
  // page preloads: the browser asks for it first instead of queueing it behind two dozen scripts.
  // Each route links its own sheets the same way (a side-effect import put them after the scripts).
  { rel: 'stylesheet', href: appStyles, precedence: 'default' },
  { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
];

// What React Router runs before any loader or action, listed with every other stage of a request.
export const middleware = routerMiddleware;

// The shell's shapes are made once per settings and localization answer the isolate keeps.
const shellSettingsOnce = shapedOnce(shellSettings);
const shellLocalizationOnce = shapedOnce(shellLocalization);
const marketTagsOnce = shapedOnce((localization: Localization) => marketsOf(localization).map(languageTag));

export async function loader({ context, request }: Route.LoaderArgs) {
  const [settings, localization, bag] = await Promise.all([
    loadSiteSettings(context),
    loadLocalization(context).catch((error: unknown) => {
      // The selectors disappear, the shop stays open.
      console.error(messages.noLocalization, error);
      return null;
    }),
    // Read alongside the settings rather than deferred: a streamed value never replaces its fallback
    // without JavaScript, and 'Bag [n]' must be true there too. No cookie, no request. The shop
    // unreachable degrades the count and the drawer; it never empties them.
    readBag(context),
  ]);
  return {
    settings: shellSettingsOnce(settings),
    localization: localization ? shellLocalizationOnce(localization) : null,
    locale: context.locale,
    // Every market's language tag, for the hreflang twins of an indexable page (MarketAlternates).
    markets: localization ? marketTagsOnce(localization) : [],
    cart: bag.cart,
    bagUnavailable: bag.unavailable,
    isSignedIn: await accounts(context).isSignedIn(),
    // Signing in leaves the site for Shopify's hosted page (Customer Account API) or opens the account panel.
    hostedSignIn: accounts(context).mode === 'customer-account-api',
    ...shopAnalytics(context, request),
    imageOrigins: context.config.imageOrigins,
    shopImageOrigin: context.config.shopImageOrigin,
    preview: Boolean(context.sanity.preview?.enabled),
    studioOrigin: context.config.sanity.studioOrigin ?? null,
    publicEnv: {
      accessibilityWidgetUrl: context.env.PUBLIC_ACCESSIBILITY_WIDGET_URL || null,
      analyticsScriptUrl: context.env.PUBLIC_ANALYTICS_SCRIPT_URL || null,
      marketingScriptUrl: context.env.PUBLIC_MARKETING_SCRIPT_URL || null,
    },
  };
}

// Settings change rarely; re-running the root loader on every navigation would only cost time.
// Arriving at sign-in re-reads it too: a guarded page sends a shopper there when their token was
// revoked elsewhere, and the header must stop offering their account.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl }) =>
  (formMethod !== undefined && formMethod !== 'GET') || currentUrl.toString() === nextUrl.toString() || nextUrl.pathname === LOGIN_PATH;

// The site's own: what a page without a meta function of its own shows.
export const meta: Route.MetaFunction = (args) => pageMeta(args);

export function Layout({ children }: { children?: React.ReactNode }) {
  const locale = useLocale();
  const shellText = messagesIn(locale, shellMessages);
  const specText = messagesIn(locale, messages);
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  // The spec's three layouts: default (the shop), account (its own route), and studio, the editors'
  // page, which sets aside the shop's header, footer and panels.
  const studio = useMatches().some((match) => (match.handle as { layout?: string } | undefined)?.layout === 'studio');
  // The first photographs come from these hosts: open the connections while the HTML still streams.
  for (const origin of data?.imageOrigins ?? []) preconnect(origin);
  // Marks the moment JavaScript has taken over, on every page an error page included: panels and
  // fetchers work from here on.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={htmlLang(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <Meta />
        <MarketAlternates markets={data?.markets ?? []} />
        <Links />
        {/* Layout for pages no script will enhance (the in-page filter form); with JavaScript the
            first paint already has the enhanced layout, so nothing shifts on hydration. */}
        <noscript>
          <link rel="stylesheet" href={noScriptStyles} />
        </noscript>
      </head>
      <body>
        {data?.preview ? <PreviewBanner /> : null}
        <AnalyticsRoot data={data}>
          <PanelProvider>
            {/* The keyboard's first stops: the content, then how this site can be used, before anything else. */}
            <nav aria-label={shellText.skipLinks}>
              <a className="skip-link" href="#main-content">
                {specText.skipToContent}
              </a>
              <PanelLink panel="accessibility" href="/accessibility" className="skip-link">
                {specText.accessibilityInformation}
              </PanelLink>
            </nav>
            {studio ? (
              <StudioBar siteName={data?.settings.siteName} />
            ) : (
              <SiteHeader settings={data?.settings} country={data?.localization?.country} />
            )}
            <main id="main-content" tabIndex={-1}>
              {/* Cards name their photographs by path on the shop's image host (image-origin.ts). */}
              <ShopImageOrigin value={data?.shopImageOrigin}>{children}</ShopImageOrigin>
            </main>
            {studio ? null : (
              <>
                <SiteFooter settings={data?.settings} localization={data?.localization ?? null} />
                <MobileMenu
                  entries={data?.settings.menuMobile ?? []}
                  isSignedIn={Boolean(data?.isSignedIn)}
                  hostedSignIn={Boolean(data?.hostedSignIn)}
                />
                <LocalePanel />
                <NewsletterPopup />
                <PanelMounts />
              </>
            )}
            <AccessibilityPopup />
            <ConsentBanner />
            <Announcer />
            <RouteFocus />
            <ReloadGuard />
          </PanelProvider>
        </AnalyticsRoot>
        {data?.preview ? <PreviewTools nonce={nonce} studioUrl={data.studioOrigin ?? undefined} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const locale = useLocale();
  const commonText = messagesIn(locale, commonMessages);
  const specText = messagesIn(locale, messages);
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound error={error.data} />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // React Router answers a post to a page without an action with a 405 whose text is for developers.
  const detail =
    status === 405
      ? commonText.notAForm
      : isRouteErrorResponse(error) && typeof error.data === 'string'
        ? error.data
        : specText.somethingWentWrong;
  return (
    <section className="page-message" aria-labelledby="error-title">
      <p className="eyebrow">{status}</p>
      <h1 id="error-title">{detail}</h1>
      <a className="button" href="/">
        {specText.backToHome}
      </a>
    </section>
  );
}
