import { commonMessages } from '~/core/texts/common';
import { marketMessages } from '~/markets/texts';
import { data, redirectDocument, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/locale';
import { loadLocalization } from '~/core/locale/shop-localization.server';
import { shellLocalization } from '~/markets/shell-localization';
import { localeSetCookie } from '~/markets/cookie.server';
import { marketPrefix, withPrefix } from '~/core/locale/market';
import { safeRedirectPath } from '~/core/security/redirect-guard';
import { siteOrigin } from '~/core/request/site-origin.server';
import { readForm } from '~/core/security/request-body.server';
import { messages } from '~/core/texts/spec';
import { LocaleForm } from '~/markets/LocaleForm';
import { pageMeta, pageLocale } from '~/core/page-meta';
import { messagesIn } from '~/core/texts/language';
import localeStyles from '~/markets/markets.css?url';
import { useLocale } from '~/core/locale/use-locale';

// The region list's styles come with this page (and with the locale panel), not with every page.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: localeStyles, precedence: 'default' }];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: messagesIn(pageLocale(args.matches), marketMessages).regionAndCurrency });

export async function loader({ context, request }: Route.LoaderArgs) {
  const specText = messagesIn(context.locale, messages);
  const localization = await loadLocalization(context);
  if (!localization) throw new Response(specText.noLocalization, { status: 404 });
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirect'), request.url);
  return { localization: shellLocalization(localization), redirectTo };
}

/**
 * Moves the shopper to the same page at the chosen market's address (/it-it/…, in the country's own
 * language), moves the bag to that country so it re-prices, and remembers the choice in the locale
 * cookie. Works as a plain form post without JavaScript. Each market is its own React Router
 * basename, so the move is a document load, never a client-side navigation.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const commonText = messagesIn(context.locale, commonMessages);
  const marketText = messagesIn(context.locale, marketMessages);
  const specText = messagesIn(context.locale, messages);
  const read = await readForm(request);
  if (!read.ok) return data({ error: commonText.formUnreadable }, { status: read.status });
  const form = read.form;
  const requested = String(form.get('country') ?? '').toUpperCase();
  const localization = await loadLocalization(context);
  if (!localization) return data({ error: specText.noLocalization }, { status: 503 });
  const country = localization.availableCountries.find((c) => c.isoCode === requested);
  if (!country) return data({ error: marketText.chooseRegion }, { status: 400 });

  const market = { country: country.isoCode, language: country.defaultLanguage.isoCode };

  if (context.cart.getCartId()) {
    await context.cart.updateBuyerIdentity({ countryCode: country.isoCode });
  }
  // The form sends the page as the router knows it, without the current market's prefix.
  const page = safeRedirectPath(form.get('redirectTo'), request.url);
  // Absolute, so React Router does not write the current market's basename in front of it, and on
  // the shop's own origin: the request's Host header is the client's to write (site-origin.server.ts).
  const origin = siteOrigin(context.config, request) ?? new URL(request.url).origin;
  return redirectDocument(`${origin}${withPrefix(marketPrefix(market), page)}`, {
    status: 303,
    headers: { 'Set-Cookie': localeSetCookie(market, request) },
  });
}

export default function LocalePage() {
  const marketText = messagesIn(useLocale(), marketMessages);
  const { localization, redirectTo } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <section className="locale-page">
      <p className="eyebrow">{marketText.shippingTo}</p>
      <h1>{marketText.regionAndCurrency}</h1>
      {refused?.error ? (
        <p className="form-error" role="alert">
          {refused.error}
        </p>
      ) : null}
      <LocaleForm localization={localization} redirectTo={redirectTo} />
    </section>
  );
}
