import { useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/account.activate.$id.$token';
import { linkPageAction, linkPageLoader, linkParts } from '~/accounts/password-links.server';
import { accountMessages } from '~/accounts/texts/account';
import { seoMeta, siteSeo } from '~/core/page-meta';
import { PasswordLinkPage } from '~/accounts/PasswordLinkPage';
import { metaMessages } from '~/core/texts/language';
import { useMessages } from '~/core/texts/use-messages';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({ title: metaMessages(matches, accountMessages).activateYourAccount }, siteSeo(matches[0]?.data?.settings)),
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'same-origin' },
];

/** The invitation link as Shopify mails it: /account/activate/{customer id}/{activation token}. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return linkPageLoader(context, 'activate', linkParts(params.id, params.token));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return linkPageAction(request, context, 'activate', linkParts(params.id, params.token));
}

export default function ActivatePage() {
  const accountText = useMessages(accountMessages);
  const { valid } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  return <PasswordLinkPage kind="activate" valid={valid} state={state} invalidMessage={accountText.activationLinkInvalid} />;
}
