import { useMatches, useRouteLoaderData } from 'react-router';
import { linkKey, type ShellNote } from '~/lib/shell/shell-data';
import { DeferredRichText as RichText } from '~/components/content/DeferredRichText';
import { ResolvedLink } from '~/components/content/ContentLink';
import { useShellCopy } from '~/components/panels/useShellCopy';

/** The shipping note a page's own loader carries (the bag page, the product page), as `shippingNote`. */
function usePageShippingNote(): ShellNote | null {
  for (const match of [...useMatches()].reverse()) {
    const data: unknown = match.data;
    if (data && typeof data === 'object' && 'shippingNote' in data) return (data as { shippingNote: ShellNote | null }).shippingNote;
  }
  return null;
}

function ShippingNoteView({ note, className }: { note: ShellNote | null | undefined; className?: string }) {
  if (!note?.body.length) return null;
  return (
    <aside className={`settings-note${className ? ` ${className}` : ''}`} aria-label={note.title}>
      <p className="settings-note__title">{note.title}</p>
      <RichText value={note.body} className="settings-note__body" />
    </aside>
  );
}

/**
 * The merchant's shipping words (site settings `shipping`), where a shopper weighs the cost: after
 * the product's details and under the bag's totals. Nothing when the merchant has written none.
 */
export function ShippingNote({ className }: { className?: string }) {
  return <ShippingNoteView note={usePageShippingNote()} className={className} />;
}

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
