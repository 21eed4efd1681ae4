import { marketMessages } from '~/markets/texts';
import { Form, useLocation } from 'react-router';
import { useId } from 'react';
import type { ShellLocalization } from '~/core/settings/shell-data';
import { currencyLabel } from '~/core/locale/locale';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/** The footer's compact selector: the same /locale form as the modal. */
export function CurrencySelector({ localization }: { localization: ShellLocalization }) {
  const marketText = messagesIn(useLocale(), marketMessages);
  const { pathname, search } = useLocation();
  const id = useId();
  return (
    <Form method="post" action="/locale" className="currency-selector" preventScrollReset>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <label htmlFor={id} className="currency-selector__label">
        {marketText.regionCurrencyLabel}
      </label>
      {/* A choice of shop (prices, currency), not the shopper's own address: nothing to fill in for them. */}
      <select id={id} name="country" autoComplete="off" defaultValue={localization.country.isoCode} className="currency-selector__select">
        {localization.availableCountries.map((country) => (
          <option key={country.isoCode} value={country.isoCode}>
            {country.name} ({currencyLabel(country.currency)})
          </option>
        ))}
      </select>
      <button type="submit" className="currency-selector__submit">
        {marketText.update}
      </button>
    </Form>
  );
}
