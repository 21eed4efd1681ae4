import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { Panel } from '~/core/ui/Panel';
import { usePanel } from '~/core/ui/panels';
import { AccountPanelBody, type View } from '~/accounts/AccountPanelBody';
import { signInMessages } from '~/accounts/texts/sign-in';
import accountStyles from '~/accounts/account.css?url';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

const TITLES: Record<View, keyof typeof signInMessages> = {
  login: 'signIn',
  register: 'createAnAccount',
  recover: 'resetYourPassword',
};

/**
 * The header's account panel (spec section 4): it always opens on sign-in and switches between
 * sign-in, registration and forgotten password. The forms post to the same actions as the pages;
 * a successful sign-in redirects, which closes the panel and refreshes the header.
 */
export function AccountPanel() {
  const signInText = messagesIn(useLocale(), signInMessages);
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
    <>
      {/* The account pages' stylesheet: React loads it once (the same link an account page has)
          and shows the panel when it has arrived. */}
      <link rel="stylesheet" href={accountStyles} precedence="default" />
      <Panel name="account" title={signInText[TITLES[view]]} placement="right" className="account-panel">
        <AccountPanelBody view={view} onSwitch={setView} />
      </Panel>
    </>
  );
}
