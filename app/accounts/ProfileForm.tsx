import { useNavigation } from 'react-router';
import { validateNames, validateProfile } from '~/accounts/validation';
import type { CustomerView } from '~/accounts/customer-view';
import { accountMessages } from '~/accounts/texts/account';
import type { AccountFormState } from '~/accounts/form-state';
import { AccountForm } from '~/accounts/AccountForm';
import { CheckboxField, Field, NameFields, PhoneField } from '~/accounts/Field';
import { NewPasswordFields } from '~/accounts/NewPasswordFields';
import { SubmitButton } from '~/accounts/SubmitButton';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/**
 * Name, email, phone, marketing consent, and (optionally) a new password; or, where the Customer
 * Account API leaves the rest to Shopify's sign-in (`fields` 'names'), the names and the email shown.
 */
export function ProfileForm({
  customer,
  fields = 'all',
  state,
}: {
  /** Null when a save failed because the shop could not be reached: the form shows what was typed. */
  customer: CustomerView | null;
  fields?: 'all' | 'names';
  state?: AccountFormState;
}) {
  const accountText = messagesIn(useLocale(), accountMessages);
  const busy = useNavigation().state === 'submitting';
  return (
    <AccountForm state={state} validate={fields === 'names' ? validateNames : validateProfile} wide>
      <NameFields saved={customer} />
      {fields === 'names' ? (
        <>
          {customer ? (
            <dl className="account-details">
              <dt>{accountText.fields.email}</dt>
              <dd>{customer.email}</dd>
            </dl>
          ) : null}
          <p className="account-form__intro">{accountText.emailManagedBySignIn}</p>
        </>
      ) : (
        <ProfileContactFields customer={customer} />
      )}
      <SubmitButton busy={busy}>{accountText.saveChanges}</SubmitButton>
    </AccountForm>
  );
}

/** What only the Storefront API mode lets the shop change: email, phone, marketing consent and password. */
function ProfileContactFields({ customer }: { customer: CustomerView | null }) {
  const accountText = messagesIn(useLocale(), accountMessages);
  return (
    <>
      <Field name="email" label={accountText.fields.email} type="email" autoComplete="email" required defaultValue={customer?.email} />
      <PhoneField saved={customer?.phone} />
      <CheckboxField name="acceptsMarketing" label={accountText.fields.acceptsMarketing} defaultChecked={customer?.acceptsMarketing} />
      <fieldset className="account-form__fieldset">
        <legend>{accountText.changePassword}</legend>
        <p className="account-form__intro">{accountText.keepPasswordIntro}</p>
        <Field name="currentPassword" label={accountText.fields.currentPassword} type="password" autoComplete="current-password" />
        <NewPasswordFields label={accountText.fields.newPassword} confirmLabel={accountText.fields.confirmNewPassword} required={false} />
      </fieldset>
    </>
  );
}
