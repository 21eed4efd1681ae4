import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/account.activate.$id.$token';
import { accounts } from '~/lib/account/accounts.server';
import { activateAction, linkParts } from '~/lib/account/password-links.server';
import { accountMessages } from '~/lib/messages/account';
import { seoMeta, siteSeo } from '~/lib/seo';
import { PasswordLinkPage } from '~/components/account/PasswordLinkPage';
import { metaMessages } from '~/lib/messages/language';
import { useMessages } from '~/lib/messages/use-messages';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({ title: metaMessages(matches, accountMessages).activateYourAccount }, siteSeo(matches[0]?.data?.settings)),
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'same-origin' },
];

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
  const accountText = useMessages(accountMessages);
  const { valid } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  return <PasswordLinkPage kind="activate" valid={valid} state={state} invalidMessage={accountText.activationLinkInvalid} />;
}
