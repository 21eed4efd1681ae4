import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/account.login';
import { validateLogin } from '~/lib/account/validation';
import { formFailure, readAccountForm, serviceFailure } from '~/lib/account/form.server';
import { redirectIfSignedIn, returnPath } from '~/lib/account/customer-session.server';
import { signIn } from '~/lib/account/customer-api.server';
import { cacheStore, signInThrottle } from '~/lib/account/sign-in-throttle.server';
import { accountMessages } from '~/lib/messages';
import { seoMeta, siteSeo } from '~/lib/shell/seo';
import { LoginForm, type FormElement } from '~/components/account/AuthForms';
import { AuthPage } from '~/components/account/AuthPage';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({ title: 'Sign in' }, siteSeo(matches[0]?.data?.settings)),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  redirectIfSignedIn(context);
  const redirectTo = new URL(request.url).searchParams.get('redirect');
  return { redirectTo: redirectTo ? returnPath(redirectTo, request.url) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAccountForm(request);
  const result = validateLogin(form);
  if (!result.ok) return formFailure(form, result);

  const { email, password } = result.data;
  const throttle = signInThrottle({ client: context.clientAddress, email, store: await cacheStore(), waitUntil: context.waitUntil });
  if ((await throttle.secondsToWait()) > 0) return formFailure(form, { formError: accountMessages.signInThrottled }, 429);

  const outcome = await signIn(context, email, password);
  if (!outcome.ok) {
    if (outcome.status === 401) await throttle.recordFailure();
    return serviceFailure(form, outcome);
  }
  await throttle.recordSuccess();
  return redirect(returnPath(form.get('redirect'), request.url));
}

export default function LoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthPage title="Sign in" intro="Welcome back to the house.">
      <LoginForm
        FormElement={Form as FormElement}
        state={state}
        busy={busy}
        redirectTo={redirectTo ?? undefined}
        footer={
          <div className="account-form__switch">
            <p>
              <Link to="/account/recover">Forgot your password?</Link>
            </p>
            <p>
              New to the house? <Link to={redirectTo ? `/account/register?redirect=${encodeURIComponent(redirectTo)}` : '/account/register'}>Create an account</Link>
            </p>
          </div>
        }
      />
    </AuthPage>
  );
}
