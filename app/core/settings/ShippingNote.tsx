import { useMatches } from 'react-router';
import type { ShellNote } from '~/core/settings/shell-data';
import { DeferredRichText as RichText } from '~/core/sanity/DeferredRichText';

// The product page's own module for the merchant's shipping words: the drawer's copy (fetched when
// it opens) and the account's note stay in SettingsNotes.tsx, out of the product page's first load.

/** The shipping note a page's own loader carries (the bag page, the product page), as `shippingNote`. */
function usePageShippingNote(): ShellNote | null {
  for (const match of [...useMatches()].reverse()) {
    const data: unknown = match.data;
    if (data && typeof data === 'object' && 'shippingNote' in data) return (data as { shippingNote: ShellNote | null }).shippingNote;
  }
  return null;
}

export function ShippingNoteView({ note, className }: { note: ShellNote | null | undefined; className?: string }) {
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
