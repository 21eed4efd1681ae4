import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/account.reset._index';
import { leadToHostedSignIn } from '~/lib/account/hosted-sign-in.server';
import { linkParts, linkUrl, resetAction } from '~/lib/account/password-links.server';
import { accountMessages } from '~/lib/messages/account';
import { seoMeta, siteSeo } from '~/lib/shell/seo';
import { PasswordLinkPage } from '~/components/account/PasswordLinkPage';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({ title: accountMessages.chooseNewPassword }, siteSeo(matches[0]?.data?.settings)),
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'same-origin' },
];

/**
 * Reset by URL: `?url=` carries the whole link from the email (customerResetByUrl); `?id=&token=`
 * its parts (customerReset). Anything else explains how to get a working link.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  leadToHostedSignIn(context, 'reset');
  const query = new URL(request.url).searchParams;
  const resetUrl = linkUrl(query.get('url'), 'reset');
  if (resetUrl) return { valid: true, hidden: { resetUrl } };
  const parts = linkParts(query.get('id'), query.get('token'));
  if (parts) return { valid: true, hidden: parts };
  return data({ valid: false, hidden: {} }, { status: query.size ? 400 : 200 });
}

export async function action({ request, context }: Route.ActionArgs) {
  leadToHostedSignIn(context, 'reset');
  return resetAction(request, context, null);
}

export default function ResetByUrlPage() {
  const { valid, hidden } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  return <PasswordLinkPage kind="reset" valid={valid} hidden={hidden} state={state} invalidMessage={accountMessages.resetLinkInvalid} />;
}
