import { Form, useNavigation } from 'react-router';
import { validateNames, validateProfile } from '~/lib/account/validation';
import type { CustomerView } from '~/lib/account/customer-view';
import { accountMessages } from '~/lib/messages/account';
import type { AccountFormState } from '~/components/account/form-state';
import { useAccountForm } from '~/components/account/useAccountForm';
import { CheckboxField, Field } from '~/components/account/Field';
import { FormFeedback } from '~/components/account/FormFeedback';
import { NewPasswordFields } from '~/components/account/NewPasswordFields';
import { SubmitButton } from '~/components/account/SubmitButton';

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
  const { formRef, onSubmit, state: formState } = useAccountForm(state, fields === 'names' ? validateNames : validateProfile);
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" noValidate ref={formRef} onSubmit={onSubmit} className="account-form account-form--wide">
      <FormFeedback state={formState} />
      <div className="field-row">
        <Field
          name="firstName"
          label={accountMessages.fields.firstName}
          autoComplete="given-name"
          required
          defaultValue={customer?.firstName}
          state={formState}
        />
        <Field
          name="lastName"
          label={accountMessages.fields.lastName}
          autoComplete="family-name"
          required
          defaultValue={customer?.lastName}
          state={formState}
        />
      </div>
      {fields === 'names' ? (
        <>
          {customer ? (
            <dl className="account-details">
              <dt>{accountMessages.fields.email}</dt>
              <dd>{customer.email}</dd>
            </dl>
          ) : null}
          <p className="account-form__intro">{accountMessages.emailManagedBySignIn}</p>
        </>
      ) : (
        <ProfileContactFields customer={customer} state={formState} />
      )}
      <SubmitButton busy={busy}>{accountMessages.saveChanges}</SubmitButton>
    </Form>
  );
}

/** What only the legacy accounts let the shop change: email, phone, marketing consent and password. */
function ProfileContactFields({ customer, state }: { customer: CustomerView | null; state?: AccountFormState }) {
  return (
    <>
      <Field
        name="email"
        label={accountMessages.fields.email}
        type="email"
        autoComplete="email"
        required
        defaultValue={customer?.email}
        state={state}
      />
      <Field
        name="phone"
        label={accountMessages.fields.phone}
        type="tel"
        autoComplete="tel"
        defaultValue={customer?.phone}
        state={state}
        hint={accountMessages.fields.phoneHint}
      />
      <CheckboxField
        name="acceptsMarketing"
        label={accountMessages.fields.acceptsMarketing}
        defaultChecked={customer?.acceptsMarketing}
        state={state}
      />
      <fieldset className="account-form__fieldset">
        <legend>{accountMessages.changePassword}</legend>
        <p className="account-form__intro">{accountMessages.keepPasswordIntro}</p>
        <Field
          name="currentPassword"
          label={accountMessages.fields.currentPassword}
          type="password"
          autoComplete="current-password"
          state={state}
        />
        <NewPasswordFields
          state={state}
          label={accountMessages.fields.newPassword}
          confirmLabel={accountMessages.fields.confirmNewPassword}
          required={false}
        />
      </fieldset>
    </>
  );
}
