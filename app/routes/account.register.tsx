import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/account.register';
import { accounts } from '~/accounts/accounts.server';
import { validateRegister } from '~/accounts/validation';
import { formFailure, readAccountForm, serviceFailure } from '~/accounts/form.server';
import { returnPath } from '~/accounts/customer-session.server';
import { ACCOUNT_PATH } from '~/core/constants';
import { pageMeta, pageLocale } from '~/core/page-meta';
import { RegisterForm, type FormElement } from '~/accounts/AuthForms';
import { AuthPage } from '~/accounts/AuthPage';
import { accountMessages } from '~/accounts/texts/account';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: messagesIn(pageLocale(args.matches), accountMessages).createAnAccount, robots: 'noindex' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = accounts(context);
  account.passwordPages('register');
  // Sign-up is for visitors: a signed-in customer goes to the account.
  if (await account.isSignedIn()) throw redirect(ACCOUNT_PATH);
  const redirectTo = new URL(request.url).searchParams.get('redirect');
  return { redirectTo: redirectTo ? returnPath(redirectTo, request.url) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  accounts(context).passwordPages('register');
  const form = await readAccountForm(request, context.locale);
  const result = validateRegister(form, context.locale);
  if (!result.ok) return formFailure(form, result);
  const outcome = await accounts(context).register(result.data);
  if (!outcome.ok) return serviceFailure(form, outcome, ['email', 'firstName', 'lastName', 'password']);
  return redirect(returnPath(form.get('redirect'), request.url));
}

export default function RegisterPage() {
  const accountText = messagesIn(useLocale(), accountMessages);
  const { redirectTo } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthPage title={accountText.createAnAccount} intro={accountText.registerIntro}>
      <RegisterForm
        FormElement={Form as FormElement}
        state={state}
        busy={busy}
        redirectTo={redirectTo ?? undefined}
        footer={
          <p className="account-form__switch">
            {accountText.haveAnAccount} <Link to="/account/login">{accountText.signIn}</Link>
          </p>
        }
      />
    </AuthPage>
  );
}
