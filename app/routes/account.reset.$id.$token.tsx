import { useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/account.reset.$id.$token';
import { linkPageAction, linkPageLoader, linkParts } from '~/accounts/password-links.server';
import { accountMessages } from '~/accounts/texts/account';
import { pageMeta, pageLocale } from '~/core/page-meta';
import { PasswordLinkPage } from '~/accounts/PasswordLinkPage';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: messagesIn(pageLocale(args.matches), accountMessages).chooseNewPassword,
    robots: 'noindex',
    extra: [
      // The token is in this page's address: never hand it to another site in a Referer. (Not
      // 'no-referrer': Chromium then posts the form with `Origin: null`, which React Router refuses as CSRF.)
      { name: 'referrer', content: 'same-origin' },
    ],
  });

/** The reset link as Shopify mails it: /account/reset/{customer id}/{reset token}. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return linkPageLoader(context, 'reset', linkParts(params.id, params.token));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return linkPageAction(request, context, 'reset', linkParts(params.id, params.token));
}

export default function ResetByLinkPage() {
  const accountText = messagesIn(useLocale(), accountMessages);
  const { valid } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  return <PasswordLinkPage kind="reset" valid={valid} state={state} invalidMessage={accountText.resetLinkInvalid} />;
}
