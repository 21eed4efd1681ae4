import { data, redirect, useActionData, useLoaderData } from 'react-router';
import type { LanguageCode } from '@shopify/hydrogen/storefront-api-types';
import type { Route } from './+types/locale';
import { loadLocalization } from '~/lib/locale/shop-localization.server';
import { shellLocalization } from '~/lib/locale/shell-localization';
import { localeSetCookie } from '~/lib/locale/cookie.server';
import { safeRedirectPath } from '~/lib/security/redirect-guard';
import { readForm } from '~/lib/security/request-body.server';
import { messages } from '~/lib/messages/spec';
import { shellMessages } from '~/lib/messages/shell';
import { LocaleForm } from '~/components/locale/LocaleForm';
import { seoMeta, siteSeo } from '~/lib/seo';
import { messagesIn } from '~/lib/messages/languages.server';
import { metaMessages } from '~/lib/messages/language';
import { useMessages } from '~/lib/messages/use-messages';

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({ title: metaMessages(matches, shellMessages).regionAndCurrency }, siteSeo(matches[0]?.data?.settings));

export async function loader({ context, request }: Route.LoaderArgs) {
  const specText = messagesIn(context.locale, messages);
  const localization = await loadLocalization(context);
  if (!localization) throw new Response(specText.noLocalization, { status: 404 });
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirect'), request.url);
  return { localization: shellLocalization(localization), redirectTo };
}

/**
 * Stores the shopper's region in the locale cookie, moves the bag to that country so it re-prices,
 * and goes back to the page the shopper was on. Works as a plain form post without JavaScript.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const shellText = messagesIn(context.locale, shellMessages);
  const specText = messagesIn(context.locale, messages);
  const read = await readForm(request);
  if (!read.ok) return data({ error: shellText.formUnreadable }, { status: read.status });
  const form = read.form;
  const requested = String(form.get('country') ?? '').toUpperCase();
  const localization = await loadLocalization(context);
  if (!localization) return data({ error: specText.noLocalization }, { status: 503 });
  const country = localization.availableCountries.find((c) => c.isoCode === requested);
  if (!country) return data({ error: shellText.chooseRegion }, { status: 400 });

  const language: LanguageCode = country.availableLanguages.some((l) => l.isoCode === context.locale.language)
    ? context.locale.language
    : (country.availableLanguages[0]?.isoCode ?? 'EN');

  if (context.cart.getCartId()) {
    await context.cart.updateBuyerIdentity({ countryCode: country.isoCode });
  }
  return redirect(safeRedirectPath(form.get('redirectTo'), request.url), {
    status: 303,
    headers: { 'Set-Cookie': localeSetCookie({ country: country.isoCode, language }, request) },
  });
}

export default function LocalePage() {
  const shellText = useMessages(shellMessages);
  const { localization, redirectTo } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <section className="locale-page">
      <p className="eyebrow">{shellText.shippingTo}</p>
      <h1>{shellText.regionAndCurrency}</h1>
      {refused?.error ? (
        <p className="form-error" role="alert">
          {refused.error}
        </p>
      ) : null}
      <LocaleForm localization={localization} redirectTo={redirectTo} />
    </section>
  );
}
