import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/account.activate.$id.$token';
import { accounts } from '~/accounts/accounts.server';
import { activateAction, linkParts } from '~/accounts/password-links.server';
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
  accounts(context).passwordPages('activate');
  const valid = linkParts(params.id, params.token) !== null;
  return data({ valid }, { status: valid ? 200 : 400 });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  accounts(context).passwordPages('activate');
  return activateAction(request, context, linkParts(params.id, params.token));
}

export default function ActivatePage() {
  const accountText = messagesIn(useLocale(), accountMessages);
  const { valid } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  return <PasswordLinkPage kind="activate" valid={valid} state={state} invalidMessage={accountText.activationLinkInvalid} />;
}
