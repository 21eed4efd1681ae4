import { Link } from 'react-router';
import type { AccountFormState } from '~/accounts/form-state';
import { AuthPage } from '~/accounts/AuthPage';
import { NewPasswordForm } from '~/accounts/NewPasswordForm';
import { accountMessages } from '~/accounts/texts/account';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/**
 * The page behind an emailed link (password reset or activation): a new password, or, when the
 * link is broken, a message and the way to get a fresh one.
 */
export function PasswordLinkPage({
  kind,
  valid,
  state,
  hidden,
  invalidMessage,
}: {
  kind: 'reset' | 'activate';
  valid: boolean;
  state?: AccountFormState;
  hidden?: Record<string, string>;
  invalidMessage: string;
}) {
  const accountText = messagesIn(useLocale(), accountMessages);
  const title = kind === 'reset' ? accountText.chooseNewPassword : accountText.activateYourAccount;
  const intro = kind === 'reset' ? accountText.chooseNewPasswordIntro : accountText.activateIntro;
  if (!valid) {
    return (
      <AuthPage title={title}>
        <div className="account-form">
          <p className="form-feedback form-feedback--error" role="alert">
            {invalidMessage}
          </p>
          <Link className="button" to="/account/recover">
            {accountText.requestNewLink}
          </Link>
        </div>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={title} intro={intro}>
      <NewPasswordForm
        state={state}
        hidden={hidden}
        submitLabel={kind === 'reset' ? accountText.resetPassword : accountText.activateAccount}
        label={kind === 'reset' ? accountText.fields.newPassword : accountText.fields.password}
      />
    </AuthPage>
  );
}
