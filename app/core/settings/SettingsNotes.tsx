import { useRouteLoaderData } from 'react-router';
import { linkKey, type ShellNote } from '~/core/settings/shell-data';
import { DeferredRichText as RichText } from '~/core/sanity/DeferredRichText';
import { ResolvedLink } from '~/core/sanity/ContentLink';
import { useShellCopy } from '~/core/settings/useShellCopy';
import { ShippingNoteView } from '~/core/settings/ShippingNote';

/** The same words in the bag drawer, fetched when it opens (without JavaScript the drawer is /cart). */
export function DrawerShippingNote({ className }: { className?: string }) {
  return <ShippingNoteView note={useShellCopy('shipping')} className={className} />;
}

/**
 * The merchant's account words (site settings `account`): what an account is for, with its links,
 * beside the account pages and on the sign-in and register pages, where a visitor decides. The
 * account layout's loader carries them.
 */
export function AccountNote() {
  const account = useRouteLoaderData<{ accountNote: ShellNote | null }>('routes/account')?.accountNote;
  if (!account?.title) return null;
  return (
    <aside className="settings-note settings-note--account" aria-label={account.title}>
      <p className="settings-note__title">{account.title}</p>
      {account.body.length ? <RichText value={account.body} className="settings-note__body" /> : null}
      {account.links.length ? (
        <ul className="settings-note__links">
          {account.links.map((link, index) => (
            <li key={linkKey(link, index)}>
              <ResolvedLink href={link.href}>{link.title}</ResolvedLink>
            </li>
          ))}
        </ul>
      ) : null}
    </aside>
  );
}
