import { Link } from 'react-router';
import { accountMessages } from '~/lib/messages/account';
import { AuthPage } from '~/components/account/AuthPage';
import type { HostedSignInReason } from '~/lib/account/hosted-sign-in';

/**
 * Where Shopify's hosted page signs customers in (Customer Account API mode), registration,
 * recovery, reset and activation say so and lead there. A document link: sign-in leaves the site.
 */
export function HostedSignInNotice({ reason }: { reason: HostedSignInReason }) {
  return (
    <AuthPage title={accountMessages.hostedSignIn.title}>
      <div className="account-form">
        <p className="account-form__intro">{accountMessages.hostedSignIn[reason]}</p>
        <Link className="button" to="/account/login" reloadDocument>
          {accountMessages.hostedSignIn.continue}
        </Link>
      </div>
    </AuthPage>
  );
}
