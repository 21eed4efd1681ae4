import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/account.reset._index';
import { accounts } from '~/accounts/accounts.server';
import { linkPageAction, resetLinkFromQuery } from '~/accounts/password-links.server';
import { accountMessages } from '~/accounts/texts/account';
import { pageMeta, pageLocale } from '~/core/page-meta';
import { PasswordLinkPage } from '~/accounts/PasswordLinkPage';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: messagesIn(pageLocale(args.matches), accountMessages).chooseNewPassword,
    robots: 'noindex',
    extra: [{ name: 'referrer', content: 'same-origin' }],
  });

/**
 * Reset by URL: `?url=` carries the whole link from the email (customerResetByUrl); `?id=&token=`
 * its parts (customerReset). Without a link the page explains how to get a working one; a link
 * whose parts are broken is a 400 saying the same.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  accounts(context).passwordPages('reset');
  const link = resetLinkFromQuery(new URL(request.url).searchParams);
  if (link === 'none' || link === 'malformed') {
    return data({ valid: false, hidden: {} }, { status: link === 'none' ? 200 : 400 });
  }
  const hidden: Record<string, string> = link.kind === 'url' ? { resetUrl: link.resetUrl } : { id: link.id, token: link.token };
  return { valid: true, hidden };
}

export async function action({ request, context }: Route.ActionArgs) {
  return linkPageAction(request, context, 'reset', null);
}

export default function ResetByUrlPage() {
  const accountText = messagesIn(useLocale(), accountMessages);
  const { valid, hidden } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  return <PasswordLinkPage kind="reset" valid={valid} hidden={hidden} state={state} invalidMessage={accountText.resetLinkInvalid} />;
}
