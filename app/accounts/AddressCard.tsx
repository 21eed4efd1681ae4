import { commonMessages } from '~/core/texts/common';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { AddressView } from '~/accounts/address-view';
import { formatPhone } from '~/accounts/format';
import { accountMessages } from '~/accounts/texts/account';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/** An address as the shop formats it; with actions in the address book. */
export function AddressCard({ address, actions = false }: { address: AddressView; actions?: boolean }) {
  const locale = useLocale();
  const accountText = messagesIn(locale, accountMessages);
  const commonText = messagesIn(locale, commonMessages);
  return (
    <article className="address-card" aria-label={`${address.firstName} ${address.lastName}, ${address.city}`}>
      {/* In the address book the default is marked; elsewhere the heading already says which one it is. */}
      {actions && address.isDefault ? <p className="address-card__badge">{accountText.defaultAddress}</p> : null}
      <address className="address-card__lines">
        {address.lines.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
        {address.phone ? <span>{formatPhone(address.phone)}</span> : null}
      </address>
      {address.mapUrl ? (
        <a className="address-card__map" href={address.mapUrl} target="_blank" rel="noopener noreferrer">
          {accountText.viewOnMap}
          <span className="visually-hidden"> {commonText.opensInNewTab}</span>
        </a>
      ) : null}
      {actions ? (
        <div className="address-card__actions">
          <Link to={`/account/addresses/edit?id=${address.id}`} aria-label={accountText.editAddressIn(address.city)}>
            {accountText.edit}
          </Link>
          {address.isDefault ? null : (
            <AddressPost id={address.id} intent="default" label={accountText.makeDefaultAddressIn(address.city)}>
              {accountText.makeDefault}
            </AddressPost>
          )}
          <AddressPost id={address.id} intent="delete" label={accountText.removeAddressIn(address.city)}>
            {accountText.remove}
          </AddressPost>
        </div>
      ) : null}
    </article>
  );
}

/** One of the address book's buttons: a post to the address's edit page naming what to do. */
function AddressPost({ id, intent, label, children }: { id: string; intent: 'default' | 'delete'; label: string; children: string }) {
  return (
    <Form method="post" action={`/account/addresses/edit?id=${id}`}>
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} className="text-button" aria-label={label}>
        {children}
      </button>
    </Form>
  );
}

/** An account card for one address: its heading, the address or what stands in for none, and any links after. */
export function AddressSection({
  id,
  title,
  address,
  none,
  children,
}: {
  id: string;
  title: string;
  address: AddressView | null;
  none: string;
  children?: ReactNode;
}) {
  return (
    <section className="account-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {address ? <AddressCard address={address} /> : <p className="account-muted">{none}</p>}
      {children}
    </section>
  );
}
