// A customer's address book. Every lookup is scoped by customer, so an address id that belongs to
// someone else behaves exactly like one that does not exist.
import type { ShopDatabase } from '../db.ts';
import { gid } from '../ids.ts';
import type { AddressFields } from './address-validation.ts';
import { isoSeconds } from './tokens.ts';

export interface AddressRecord extends AddressFields {
  __typename: 'MailingAddress';
  rowId: number;
  id: string;
  customerRowId: number;
}

interface AddressRow {
  id: number;
  customer_id: number;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  province_code: string | null;
  country: string | null;
  country_code: string | null;
  zip: string | null;
  phone: string | null;
}

/** Shopify's customer address ids carry the model name as a query parameter. */
function addressGid(id: number): string {
  return `${gid('MailingAddress', id)}?model_name=CustomerAddress`;
}

function toRecord(row: AddressRow): AddressRecord {
  return {
    __typename: 'MailingAddress',
    rowId: row.id,
    id: addressGid(row.id),
    customerRowId: row.customer_id,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    province: row.province,
    provinceCode: row.province_code,
    country: row.country,
    countryCode: row.country_code,
    zip: row.zip,
    phone: row.phone,
  };
}

export function listAddresses(db: ShopDatabase, customerId: number): AddressRecord[] {
  return (
    db.statement('SELECT * FROM customer_addresses WHERE customer_id = ? ORDER BY id').all(customerId) as unknown as AddressRow[]
  ).map(toRecord);
}

export function addressOf(db: ShopDatabase, customerId: number, addressId: number): AddressRecord | null {
  const row = db.statement('SELECT * FROM customer_addresses WHERE id = ? AND customer_id = ?').get(addressId, customerId) as
    AddressRow | undefined;
  return row ? toRecord(row) : null;
}

export const MAX_ADDRESSES = 250;

export function countAddresses(db: ShopDatabase, customerId: number): number {
  return (db.statement('SELECT COUNT(*) AS count FROM customer_addresses WHERE customer_id = ?').get(customerId) as { count: number })
    .count;
}

function values(address: AddressFields): (string | null)[] {
  return [
    address.firstName,
    address.lastName,
    address.company,
    address.address1,
    address.address2,
    address.city,
    address.province,
    address.provinceCode,
    address.country,
    address.countryCode,
    address.zip,
    address.phone,
  ];
}

/** The first address a customer saves becomes the default, as on Shopify. */
export function insertAddress(db: ShopDatabase, customerId: number, address: AddressFields, now: Date): number {
  const stamp = isoSeconds(now);
  const id = Number(
    db
      .statement(
        `INSERT INTO customer_addresses (customer_id, first_name, last_name, company, address1, address2, city, province, province_code, country, country_code, zip, phone, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(customerId, ...values(address), stamp, stamp).lastInsertRowid,
  );
  db.statement('UPDATE customers SET default_address_id = ? WHERE id = ? AND default_address_id IS NULL').run(id, customerId);
  return id;
}

export function updateAddress(db: ShopDatabase, customerId: number, addressId: number, address: AddressFields, now: Date): void {
  db.statement(
    `UPDATE customer_addresses SET first_name = ?, last_name = ?, company = ?, address1 = ?, address2 = ?, city = ?, province = ?, province_code = ?,
     country = ?, country_code = ?, zip = ?, phone = ?, updated_at = ? WHERE id = ? AND customer_id = ?`,
  ).run(...values(address), isoSeconds(now), addressId, customerId);
}

/** Deleting the default address promotes the most recently added remaining one. */
export function deleteAddress(db: ShopDatabase, customerId: number, addressId: number): void {
  db.statement('DELETE FROM customer_addresses WHERE id = ? AND customer_id = ?').run(addressId, customerId);
  const customer = db.statement('SELECT default_address_id FROM customers WHERE id = ?').get(customerId) as
    { default_address_id: number | null } | undefined;
  if (customer?.default_address_id === addressId) {
    const next = db.statement('SELECT id FROM customer_addresses WHERE customer_id = ? ORDER BY id DESC LIMIT 1').get(customerId) as
      { id: number } | undefined;
    db.statement('UPDATE customers SET default_address_id = ? WHERE id = ?').run(next?.id ?? null, customerId);
  }
}

export function setDefaultAddress(db: ShopDatabase, customerId: number, addressId: number, now: Date): void {
  db.statement('UPDATE customers SET default_address_id = ?, updated_at = ? WHERE id = ?').run(addressId, isoSeconds(now), customerId);
}
