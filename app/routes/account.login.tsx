import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/account.login';
import { validateLogin } from '~/accounts/validation';
import { formFailure, readAccountForm, serviceFailure } from '~/accounts/form.server';
import { returnPath } from '~/accounts/customer-session.server';
import { accounts } from '~/accounts/accounts.server';
import { hostedSignInReason } from '~/accounts/hosted-sign-in.server';
import type { HostedSignInReason } from '~/accounts/hosted-sign-in';
import { cacheStore, signInThrottle } from '~/accounts/sign-in-throttle.server';
import { accountMessages } from '~/accounts/texts/account';
import { ACCOUNT_PATH } from '~/core/constants';
import { pageMeta, pageLocale } from '~/core/page-meta';
import { LoginForm, type FormElement } from '~/accounts/AuthForms';
import { AuthPage } from '~/accounts/AuthPage';
import { HostedSignInNotice } from '~/accounts/HostedSignInNotice';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: messagesIn(pageLocale(args.matches), accountMessages).signIn, robots: 'noindex' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = accounts(context);
  // A page that leads to the hosted sign-in to sign up, recover or activate first says why (hosted-sign-in.server.ts).
  const reason = account.hostedSignIn && hostedSignInReason(request);
  if (reason) return { redirectTo: null, hostedSignIn: reason };
  // Sign-in is for visitors: a signed-in customer goes to the account.
  if (await account.isSignedIn()) throw redirect(ACCOUNT_PATH);
  // Off to Shopify's hosted sign-in; it comes back to /account/authorize.
  if (account.hostedSignIn) throw await account.hostedSignIn.login();
  const redirectTo = new URL(request.url).searchParams.get('redirect');
  return { redirectTo: redirectTo ? returnPath(redirectTo, request.url) : null, hostedSignIn: null as HostedSignInReason | null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const accountText = messagesIn(context.locale, accountMessages);
  // No password form works where Shopify's hosted page signs customers in: this throws the way there.
  accounts(context).passwordPages();
  const form = await readAccountForm(request, context.locale);
  const result = validateLogin(form, context.locale);
  if (!result.ok) return formFailure(form, result);

  const { email, password } = result.data;
  const throttle = signInThrottle({ client: context.clientAddress, email, store: await cacheStore(), waitUntil: context.waitUntil });
  if ((await throttle.secondsToWait()) > 0) return formFailure(form, { formError: accountText.signInThrottled }, 429);

  const outcome = await accounts(context).signIn(email, password);
  if (!outcome.ok) {
    if (outcome.status === 401) await throttle.recordFailure();
    return serviceFailure(form, outcome);
  }
  await throttle.recordSuccess();
  return redirect(returnPath(form.get('redirect'), request.url));
}

export default function LoginRoute() {
  const { hostedSignIn } = useLoaderData<typeof loader>();
  return hostedSignIn ? <HostedSignInNotice reason={hostedSignIn} /> : <LoginPage />;
}

function LoginPage() {
  const accountText = messagesIn(useLocale(), accountMessages);
  const { redirectTo } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthPage title={accountText.signIn} intro={accountText.loginIntro}>
      <LoginForm
        FormElement={Form as FormElement}
        state={state}
        busy={busy}
        redirectTo={redirectTo ?? undefined}
        footer={
          <div className="account-form__switch">
            <p>
              <Link to="/account/recover">{accountText.forgotPassword}</Link>
            </p>
            <p>
              {accountText.newToTheHouse}{' '}
              <Link to={redirectTo ? `/account/register?redirect=${encodeURIComponent(redirectTo)}` : '/account/register'}>
                {accountText.createAnAccount}
              </Link>
            </p>
          </div>
        }
      />
    </AuthPage>
  );
}
