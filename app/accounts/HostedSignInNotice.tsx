import { Link } from 'react-router';
import { accountMessages } from '~/accounts/texts/account';
import { AuthPage } from '~/accounts/AuthPage';
import type { HostedSignInReason } from '~/accounts/hosted-sign-in';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/**
 * Where Shopify's hosted page signs customers in (Customer Account API mode), registration,
 * recovery, reset and activation say so and lead there. A document link: sign-in leaves the site.
 */
export function HostedSignInNotice({ reason }: { reason: HostedSignInReason }) {
  const accountText = messagesIn(useLocale(), accountMessages);
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
