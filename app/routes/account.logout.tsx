import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/account.logout';
import { LOGIN_PATH } from '~/core/constants';
import { accounts } from '~/accounts/accounts.server';
import { pageMeta, pageLocale } from '~/core/page-meta';
import { AuthPage } from '~/accounts/AuthPage';
import { SubmitButton } from '~/accounts/SubmitButton';
import { accountMessages } from '~/accounts/texts/account';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: messagesIn(pageLocale(args.matches), accountMessages).signOut, robots: 'noindex' });

/** Signing out is a POST (a link or a prefetch must never sign anyone out); GET offers the button. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!(await accounts(context).isSignedIn())) throw redirect(LOGIN_PATH);
  return null;
}

export async function action({ context }: Route.ActionArgs) {
  const outcome = await accounts(context).signOut();
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
  return outcome.response;
}

export default function LogoutPage() {
  const accountText = messagesIn(useLocale(), accountMessages);
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthPage title={accountText.signOut}>
      <Form method="post" className="account-form">
        {result?.error ? (
          <p className="form-feedback form-feedback--error" role="alert">
            {result.error}
          </p>
        ) : null}
        <p className="account-form__intro">{accountText.signOutQuestion}</p>
        <SubmitButton busy={busy}>{accountText.signOut}</SubmitButton>
      </Form>
    </AuthPage>
  );
}
