// A customer and their address book as both customer APIs show them (the legacy Storefront API's
// Customer and MailingAddress, the Customer Account API's Customer and CustomerAddress), resolved once.
import type { ShopServices } from '../context.ts';
import type { FieldResolver } from '../graphql/resolution.ts';
import { paginate } from '../connection.ts';
import type { ConnectionArgs } from '../connection.ts';
import type { ShopDatabase } from '../db.ts';
import { addressOf, listAddresses } from './addresses.ts';
import type { AddressRecord } from './addresses.ts';
import { addressName, formatAddress, formatArea } from './address-format.ts';
import type { AddressFields } from './address-validation.ts';
import type { CustomerRecord } from './store.ts';
import { listOrders } from './order-list.ts';
import type { OrderListArgs } from './order-list.ts';
import { ordersOfCustomer } from '../checkout/orders.ts';

type Fields = Record<string, FieldResolver<{ services: ShopServices }>>;

/** Customer fields both APIs name alike and resolve the same way. */
export const customerFields: Fields = {
  displayName: (customer: CustomerRecord) => [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email,
  // Neither API can write customer metafields here and the seed defines none.
  metafield: () => null,
  metafields: (_customer: CustomerRecord, args) => args.identifiers.map(() => null),
};

/** The formatted forms of an address, alike in both APIs. */
export const addressFormatFields: Fields = {
  name: (address: AddressFields) => addressName(address),
  formatted: (address: AddressFields, args) => formatAddress(address, { withName: args.withName, withCompany: args.withCompany }),
  formattedArea: (address: AddressFields) => formatArea(address),
};

export function defaultAddressOf(db: ShopDatabase, customer: CustomerRecord): AddressRecord | null {
  return customer.defaultAddressRowId === null ? null : addressOf(db, customer.rowId, customer.defaultAddressRowId);
}

/** Customer.addresses, oldest first; `show` gives each address the API's own shape. */
export function addressConnection<T extends { rowId: number }>(
  db: ShopDatabase,
  customer: CustomerRecord,
  args: ConnectionArgs & { skipDefault?: boolean },
  show: (address: AddressRecord) => T,
) {
  let addresses = listAddresses(db, customer.rowId);
  if (args.skipDefault) addresses = addresses.filter((address) => address.rowId !== customer.defaultAddressRowId);
  if (args.reverse) addresses.reverse();
  return paginate(addresses.map(show), args, 'addresses', (address) => ({ last_id: address.rowId, last_value: address.rowId }));
}

export function customerOrders(db: ShopDatabase, customer: CustomerRecord, args: OrderListArgs) {
  return listOrders(ordersOfCustomer(db, customer.rowId), args);
}
