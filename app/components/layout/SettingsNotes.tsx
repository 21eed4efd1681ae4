import { useRouteLoaderData } from 'react-router';
import type { SettingsQueryResult } from '~/content/model';
import { RichText } from '~/components/content/RichText';
import { ContentLink } from '~/components/content/ContentLink';

function useSettings(): SettingsQueryResult | undefined {
  return useRouteLoaderData<{ settings: SettingsQueryResult }>('root')?.settings;
}

/**
 * The merchant's shipping words (site settings `shipping`), where a shopper weighs the cost: after
 * the product's details and under the bag's totals. Nothing when the merchant has written none.
 */
export function ShippingNote({ className }: { className?: string }) {
  const shipping = useSettings()?.shipping;
  if (!shipping?.body?.length) return null;
  return (
    <aside className={`settings-note${className ? ` ${className}` : ''}`} aria-label={shipping.title}>
      <p className="settings-note__title">{shipping.title}</p>
      <RichText value={shipping.body} className="settings-note__body" />
    </aside>
  );
}

/**
 * The merchant's account words (site settings `account`): what an account is for, with its links,
 * beside the account pages and on the sign-in and register pages, where a visitor decides.
 */
export function AccountNote() {
  const account = useSettings()?.account;
  if (!account?.title) return null;
  return (
    <aside className="settings-note settings-note--account" aria-label={account.title}>
      <p className="settings-note__title">{account.title}</p>
      {account.body?.length ? <RichText value={account.body} className="settings-note__body" /> : null}
      {account.links.length ? (
        <ul className="settings-note__links">
          {account.links.map((link, index) => (
            <li key={link._key ?? index}>
              <ContentLink link={link}>{link.title}</ContentLink>
            </li>
          ))}
        </ul>
      ) : null}
    </aside>
  );
}
