import { useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/account.activate.$id.$token';
import { linkPageAction, linkPageLoader, linkParts } from '~/accounts/password-links.server';
import { accountMessages } from '~/accounts/texts/account';
import { pageMeta, pageLocale } from '~/core/page-meta';
import { PasswordLinkPage } from '~/accounts/PasswordLinkPage';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: messagesIn(pageLocale(args.matches), accountMessages).activateYourAccount,
    robots: 'noindex',
    extra: [{ name: 'referrer', content: 'same-origin' }],
  });

/** The invitation link as Shopify mails it: /account/activate/{customer id}/{activation token}. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return linkPageLoader(context, 'activate', linkParts(params.id, params.token));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return linkPageAction(request, context, 'activate', linkParts(params.id, params.token));
}

export default function ActivatePage() {
  const accountText = messagesIn(useLocale(), accountMessages);
  const { valid } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  return <PasswordLinkPage kind="activate" valid={valid} state={state} invalidMessage={accountText.activationLinkInvalid} />;
}
