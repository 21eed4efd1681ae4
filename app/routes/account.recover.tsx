import { data, Form, Link, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/account.recover';
import { accounts } from '~/accounts/accounts.server';
import { validateRecover } from '~/accounts/validation';
import { echoValues, formFailure, readAccountForm, serviceFailure } from '~/accounts/form.server';
import { pageMeta, pageLocale } from '~/core/page-meta';
import type { AccountFormState } from '~/accounts/form-state';
import { RecoverForm, type FormElement } from '~/accounts/AuthForms';
import { AuthPage } from '~/accounts/AuthPage';
import { accountMessages } from '~/accounts/texts/account';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: messagesIn(pageLocale(args.matches), accountMessages).resetYourPassword, robots: 'noindex' });

export async function loader({ context }: Route.LoaderArgs) {
  accounts(context).passwordPages('recover');
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  accounts(context).passwordPages('recover');
  const form = await readAccountForm(request, context.locale);
  const result = validateRecover(form, context.locale);
  if (!result.ok) return formFailure(form, result);
  const outcome = await accounts(context).recover(result.data.email);
  if (!outcome.ok) return serviceFailure(form, outcome, ['email']);
  return data<AccountFormState>({ success: outcome.message, fieldErrors: {}, invalid: [], values: echoValues(form) });
}

export default function RecoverPage() {
  const accountText = messagesIn(useLocale(), accountMessages);
  const state = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthPage title={accountText.resetYourPassword}>
      <RecoverForm
        FormElement={Form as FormElement}
        state={state}
        busy={busy}
        footer={
          <p className="account-form__switch">
            {accountText.rememberedIt} <Link to="/account/login">{accountText.backToSignIn}</Link>
          </p>
        }
      />
    </AuthPage>
  );
}
