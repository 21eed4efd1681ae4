import { Form, useNavigation } from 'react-router';
import type { ShellLocalization } from '~/core/settings/shell-data';
import { currencyLabel } from '~/core/locale/locale';
import { LanguageChoice } from '~/markets/LanguageChoice';

/**
 * One button per country: choosing is a form post to /locale, with or without JavaScript. Below, the
 * languages the current country is sold in, each a link to the same page in it.
 */
export function LocaleForm({ localization, redirectTo }: { localization: ShellLocalization; redirectTo: string }) {
  const navigation = useNavigation();
  const pending = navigation.formAction?.endsWith('/locale') ? String(navigation.formData?.get('country') ?? '') : null;
  const current = localization.country.isoCode;
  return (
    <>
      <Form method="post" action="/locale" className="locale-form" preventScrollReset>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <ul className="locale-form__list">
          {localization.availableCountries.map((country) => (
            <li key={country.isoCode}>
              <button
                type="submit"
                name="country"
                value={country.isoCode}
                className="locale-form__option"
                aria-current={country.isoCode === current ? 'true' : undefined}
                disabled={pending !== null}
              >
                <span className="locale-form__name">{country.name}</span>
                <span className="locale-form__currency">
                  {currencyLabel(country.currency)}
                  {pending === country.isoCode ? ' …' : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Form>
      <LanguageChoice country={current} languages={localization.languages} path={redirectTo} />
    </>
  );
}
