import { Form, Link } from 'react-router';
import type { AddressView } from '~/lib/account/customer-view';
import { formatPhone } from '~/components/account/format';

/** An address as the shop formats it; with actions in the address book. */
export function AddressCard({ address, actions = false }: { address: AddressView; actions?: boolean }) {
  return (
    <article className="address-card" aria-label={`${address.firstName} ${address.lastName}, ${address.city}`}>
      {/* In the address book the default is marked; elsewhere the heading already says which one it is. */}
      {actions && address.isDefault ? <p className="address-card__badge">Default address</p> : null}
      <address className="address-card__lines">
        {address.lines.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
        {address.phone ? <span>{formatPhone(address.phone)}</span> : null}
      </address>
      {actions ? (
        <div className="address-card__actions">
          <Link to={`/account/addresses/edit?id=${address.id}`} aria-label={`Edit the address in ${address.city}`}>
            Edit
          </Link>
          {address.isDefault ? null : (
            <Form method="post" action={`/account/addresses/edit?id=${address.id}`}>
              <input type="hidden" name="id" value={address.id} />
              <button
                type="submit"
                name="intent"
                value="default"
                className="text-button"
                aria-label={`Make the address in ${address.city} the default`}
              >
                Make default
              </button>
            </Form>
          )}
          <Form method="post" action={`/account/addresses/edit?id=${address.id}`}>
            <input type="hidden" name="id" value={address.id} />
            <button type="submit" name="intent" value="delete" className="text-button" aria-label={`Remove the address in ${address.city}`}>
              Remove
            </button>
          </Form>
        </div>
      ) : null}
    </article>
  );
}
