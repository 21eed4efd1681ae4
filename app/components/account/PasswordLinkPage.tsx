import { Link } from 'react-router';
import type { AccountFormState } from '~/components/account/form-state';
import { AuthPage } from '~/components/account/AuthPage';
import { NewPasswordForm } from '~/components/account/NewPasswordForm';
import { accountMessages } from '~/lib/messages/account';

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
  const title = kind === 'reset' ? accountMessages.chooseNewPassword : accountMessages.activateYourAccount;
  const intro = kind === 'reset' ? accountMessages.chooseNewPasswordIntro : accountMessages.activateIntro;
  if (!valid) {
    return (
      <AuthPage title={title}>
        <div className="account-form">
          <p className="form-feedback form-feedback--error" role="alert">
            {invalidMessage}
          </p>
          <Link className="button" to="/account/recover">
            {accountMessages.requestNewLink}
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
        submitLabel={kind === 'reset' ? accountMessages.resetPassword : accountMessages.activateAccount}
        label={kind === 'reset' ? accountMessages.fields.newPassword : accountMessages.fields.password}
      />
    </AuthPage>
  );
}
