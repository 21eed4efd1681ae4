import { useId, useState } from 'react';
import { Link, useNavigation } from 'react-router';
import { ADDRESS_COUNTRIES, addressCountry } from '~/accounts/address-regions';
import { validateAddress } from '~/accounts/address-validation';
import type { AddressView } from '~/accounts/address-view';
import type { AccountFormState } from '~/accounts/form-state';
import { AccountForm, useFormState } from '~/accounts/AccountForm';
import { useHydrated } from '~/core/ui/useHydrated';
import { CheckboxField, Field, FieldError, NameFields, PhoneField } from '~/accounts/Field';
import { SubmitButton } from '~/accounts/SubmitButton';
import { accountMessages } from '~/accounts/texts/account';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/**
 * Add or edit an address. The province list names its country in every option ("US:NY"), so
 * without JavaScript one list holds every country's provinces grouped by country; with JavaScript it
 * narrows to the chosen country and disappears where there are none.
 */
export function AddressForm({
  address,
  addressId = address?.id,
  state,
  name,
  defaultCountry,
  submitLabel,
}: {
  address?: AddressView;
  /** The customer's own name, offered on a new address. */
  name?: { firstName?: string; lastName?: string } | null;
  /** The address being edited when its details could not be had (the form comes back as typed). */
  addressId?: string;
  state?: AccountFormState;
  defaultCountry: string;
  submitLabel: string;
}) {
  const accountText = messagesIn(useLocale(), accountMessages);
  const busy = useNavigation().state === 'submitting';
  const initialCountry = state?.values.country ?? address?.countryCode ?? defaultCountry;
  const [country, setCountry] = useState(initialCountry);
  // Narrowing the province list needs JavaScript; until it runs (and in the server render) every province shows.
  const enhanced = useHydrated();
  const initialProvince = state?.values.province ?? (address?.provinceCode ? `${address.countryCode}:${address.provinceCode}` : '');

  return (
    <AccountForm state={state} validate={validateAddress} wide>
      {addressId ? <input type="hidden" name="id" value={addressId} /> : null}
      <NameFields saved={address ?? name} />
      <Field name="company" label={accountText.fields.company} autoComplete="organization" defaultValue={address?.company} />
      <Field name="address1" label={accountText.fields.address1} autoComplete="address-line1" required defaultValue={address?.address1} />
      <Field name="address2" label={accountText.fields.address2} autoComplete="address-line2" defaultValue={address?.address2} />
      <div className="field-row">
        <Field name="city" label={accountText.fields.city} autoComplete="address-level2" required defaultValue={address?.city} />
        <Field
          name="zip"
          label={addressCountry(country)?.zipLabel ?? accountText.fields.postalCode}
          autoComplete="postal-code"
          required
          defaultValue={address?.zip}
        />
      </div>
      <div className="field-row">
        <SelectField
          name="country"
          label={accountText.fields.country}
          defaultValue={initialCountry}
          onChange={setCountry}
          autoComplete="country"
        >
          {ADDRESS_COUNTRIES.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </SelectField>
        <ProvinceSelect country={country} enhanced={enhanced} defaultValue={initialProvince} />
      </div>
      <PhoneField saved={address?.phone} />
      <CheckboxField name="default" label={accountText.fields.makeDefault} defaultChecked={address?.isDefault} />
      <div className="account-form__actions">
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        <Link to="/account/addresses" className="button button--ghost">
          {accountText.cancel}
        </Link>
      </div>
    </AccountForm>
  );
}

function ProvinceSelect({ country, enhanced, defaultValue }: { country: string; enhanced: boolean; defaultValue: string }) {
  const accountText = messagesIn(useLocale(), accountMessages);
  const chosen = addressCountry(country);
  if (enhanced && !chosen?.provinces) return null;
  const groups = enhanced && chosen ? [chosen] : ADDRESS_COUNTRIES.filter((option) => option.provinces);
  const label = enhanced && chosen?.provinceLabel ? chosen.provinceLabel : accountText.fields.province;
  return (
    <SelectField key={enhanced ? country : 'all'} name="province" label={label} defaultValue={defaultValue} autoComplete="address-level1">
      <option value="">{enhanced ? accountText.chooseProvince(label) : accountText.noProvince}</option>
      {groups.map((group) =>
        enhanced ? (
          group.provinces!.map((province) => (
            <option key={province.code} value={`${group.code}:${province.code}`}>
              {province.name}
            </option>
          ))
        ) : (
          <optgroup key={group.code} label={group.name}>
            {group.provinces!.map((province) => (
              <option key={province.code} value={`${group.code}:${province.code}`}>
                {province.name}
              </option>
            ))}
          </optgroup>
        ),
      )}
    </SelectField>
  );
}

function SelectField({
  name,
  label,
  defaultValue,
  onChange,
  autoComplete,
  children,
}: {
  name: string;
  label: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  autoComplete?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  const error = useFormState()?.fieldErrors[name];
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        className="field__input field__select"
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange?.(event.currentTarget.value)}
      >
        {children}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}
