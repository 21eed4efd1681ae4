import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/account.logout';
import { isSignedIn } from '~/lib/account/customer-session.server';
import { LOGIN_PATH } from '~/lib/constants';
import { signOut } from '~/lib/account/customer-api.server';
import { seoMeta, siteSeo } from '~/lib/shell/seo';
import { AuthPage } from '~/components/account/AuthPage';
import { SubmitButton } from '~/components/account/SubmitButton';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({ title: 'Sign out' }, siteSeo(matches[0]?.data?.settings)),
  { name: 'robots', content: 'noindex' },
];

/** Signing out is a POST (a link or a prefetch must never sign anyone out); GET offers the button. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!isSignedIn(context)) throw redirect(LOGIN_PATH);
  return null;
}

export async function action({ context }: Route.ActionArgs) {
  const outcome = await signOut(context);
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
  return redirect('/');
}

export default function LogoutPage() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthPage title="Sign out">
      <Form method="post" className="account-form">
        {result?.error ? (
          <p className="form-feedback form-feedback--error" role="alert">
            {result.error}
          </p>
        ) : null}
        <p className="account-form__intro">Sign out of your account on this device?</p>
        <SubmitButton busy={busy}>Sign out</SubmitButton>
      </Form>
    </AuthPage>
  );
}
