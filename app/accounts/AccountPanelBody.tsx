import { useFetcher, useLocation } from 'react-router';
import type { AccountFormState } from '~/accounts/form-state';
import { LoginForm, RecoverForm, RegisterForm, type FormElement } from '~/accounts/AuthForms';
import { accountMessages } from '~/accounts/texts/account';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export type View = 'login' | 'register' | 'recover';

/** The account panel's forms: a chunk of its own, fetched when the panel first opens. */
export function AccountPanelBody({ view, onSwitch }: { view: View; onSwitch: (view: View) => void }) {
  const accountText = messagesIn(useLocale(), accountMessages);
  const location = useLocation();
  const login = useFetcher<AccountFormState>();
  const register = useFetcher<AccountFormState>();
  const recover = useFetcher<AccountFormState>();
  // Signing in from the panel keeps the shopper where they were.
  const here = `${location.pathname}${location.search}`;

  const switchTo = (next: View, label: string) => (
    <button type="button" className="text-button" onClick={() => onSwitch(next)}>
      {label}
    </button>
  );

  if (view === 'register') {
    return (
      <RegisterForm
        FormElement={register.Form as FormElement}
        state={register.data}
        busy={register.state !== 'idle'}
        redirectTo={here}
        footer={
          <p className="account-form__switch">
            {accountText.haveAnAccount} {switchTo('login', accountText.signIn)}
          </p>
        }
      />
    );
  }
  if (view === 'recover') {
    return (
      <RecoverForm
        FormElement={recover.Form as FormElement}
        state={recover.data}
        busy={recover.state !== 'idle'}
        footer={
          <p className="account-form__switch">
            {accountText.rememberedIt} {switchTo('login', accountText.backToSignIn)}
          </p>
        }
      />
    );
  }
  return (
    <LoginForm
      FormElement={login.Form as FormElement}
      state={login.data}
      busy={login.state !== 'idle'}
      redirectTo={here}
      footer={
        <div className="account-form__switch">
          <p>{switchTo('recover', accountText.forgotPassword)}</p>
          <p>
            {accountText.newToTheHouse} {switchTo('register', accountText.createAnAccount)}
          </p>
        </div>
      }
    />
  );
}
