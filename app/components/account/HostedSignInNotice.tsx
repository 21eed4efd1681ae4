import { Link } from 'react-router';
import { accountMessages } from '~/lib/messages/account';
import { AuthPage } from '~/components/account/AuthPage';
import type { HostedSignInReason } from '~/lib/account/hosted-sign-in';
import { useMessages } from '~/lib/messages/use-messages';

/**
 * Where Shopify's hosted page signs customers in (Customer Account API mode), registration,
 * recovery, reset and activation say so and lead there. A document link: sign-in leaves the site.
 */
export function HostedSignInNotice({ reason }: { reason: HostedSignInReason }) {
  const accountText = useMessages(accountMessages);
  return (
    <AuthPage title={accountText.hostedSignIn.title}>
      <div className="account-form">
        <p className="account-form__intro">{accountText.hostedSignIn[reason]}</p>
        <Link className="button" to="/account/login" reloadDocument>
          {accountText.hostedSignIn.continue}
        </Link>
      </div>
    </AuthPage>
  );
}
