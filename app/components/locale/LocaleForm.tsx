import { Form, useNavigation } from 'react-router';
import type { ShellLocalization } from '~/lib/shell/shell-data';
import { currencyLabel } from '~/lib/locale/locale';

/** One button per market: choosing is a form post to /locale, with or without JavaScript. */
export function LocaleForm({ localization, redirectTo }: { localization: ShellLocalization; redirectTo: string }) {
  const navigation = useNavigation();
  const pending = navigation.formAction?.endsWith('/locale') ? String(navigation.formData?.get('country') ?? '') : null;
  const current = localization.country.isoCode;
  return (
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
  );
}
