import { Link, NavLink, useRouteLoaderData } from 'react-router';
import { PanelLink } from '~/core/ui/PanelLink';
import { signInMessages } from '~/accounts/texts/sign-in';
import { messages } from '~/core/texts/spec';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/**
 * The header's account entry: 'Account' to /account only for a signed-in customer (spec section 2),
 * otherwise 'Sign in', which opens the account panel (or, without JavaScript, the sign-in page).
 */
export function HeaderAccountLink({ className }: { className?: string }) {
  const locale = useLocale();
  const specText = messagesIn(locale, messages);
  const signInText = messagesIn(locale, signInMessages);
  const root = useRouteLoaderData<{ isSignedIn?: boolean; hostedSignIn?: boolean }>('root');
  if (root?.isSignedIn) {
    return (
      <NavLink to="/account" className={className} end={false}>
        {specText.account}
      </NavLink>
    );
  }
  // Shopify's hosted sign-in (Customer Account API mode) is another site: a document link, no panel.
  if (root?.hostedSignIn) {
    return (
      <Link to="/account/login" reloadDocument className={className}>
        {signInText.signIn}
      </Link>
    );
  }
  return (
    <PanelLink panel="account" href="/account/login" className={className}>
      {signInText.signIn}
    </PanelLink>
  );
}
