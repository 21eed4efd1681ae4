import { useEffect, useState } from 'react';
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { Panel } from '~/components/panels/Panel';
import { usePanel } from '~/components/panels/panels';
import type { AccountFormState } from '~/components/account/form-state';
import { LoginForm, RecoverForm, RegisterForm, type FormElement } from '~/components/account/AuthForms';

type View = 'login' | 'register' | 'recover';

const TITLES: Record<View, string> = { login: 'Sign in', register: 'Create an account', recover: 'Reset your password' };

/**
 * The header's account panel (spec section 4): it always opens on sign-in and switches between
 * sign-in, registration and forgotten password. The forms post to the same actions as the pages;
 * a successful sign-in redirects, which closes the panel and refreshes the header.
 */
export function AccountPanel() {
  const { isOpen, close } = usePanel('account');
  const [view, setView] = useState<View>('login');
  const signedIn = Boolean(useRouteLoaderData<{ isSignedIn?: boolean }>('root')?.isSignedIn);
  // Each opening starts at sign-in (state adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) setView('login');
  }
  // Signing in from the panel redirects to the page the shopper is on, which is no route change:
  // the panel closes itself once the shell knows the customer is signed in.
  useEffect(() => {
    if (signedIn && isOpen) close();
  }, [signedIn, isOpen, close]);

  return (
    <Panel name="account" title={TITLES[view]} placement="right" className="account-panel">
      <AccountPanelBody view={view} onSwitch={setView} />
    </Panel>
  );
}

function AccountPanelBody({ view, onSwitch }: { view: View; onSwitch: (view: View) => void }) {
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
        footer={<p className="account-form__switch">Already have an account? {switchTo('login', 'Sign in')}</p>}
      />
    );
  }
  if (view === 'recover') {
    return (
      <RecoverForm
        FormElement={recover.Form as FormElement}
        state={recover.data}
        busy={recover.state !== 'idle'}
        footer={<p className="account-form__switch">Remembered it? {switchTo('login', 'Back to sign in')}</p>}
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
          <p>{switchTo('recover', 'Forgot your password?')}</p>
          <p>New to the house? {switchTo('register', 'Create an account')}</p>
        </div>
      }
    />
  );
}
