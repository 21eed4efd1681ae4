// What every resolver can reach: the shop's database and catalogue, where it is served, and its customers.
import type { ShopDatabase } from './db.ts';
import type { Catalogue } from './catalogue/store.ts';
import type { Market } from './markets.ts';

/** How carts and orders find customers, without reaching into the customer-accounts code. */
export interface CustomerDirectory {
  /** The customer id a live access token belongs to, or null when the token is unknown or expired. */
  customerIdForAccessToken(token: string): number | null;
  /** The resolver object for a Customer (with __typename 'Customer'), or null. */
  customerById(id: number): unknown;
}

export interface ShopServices {
  db: ShopDatabase;
  catalogue(): Catalogue;
  publicUrl: string;
  storefrontUrl: string;
  log(line: string): void;
  customers: CustomerDirectory;
}

export interface ShopContext {
  market: Market;
  operationName: string | null;
  request: Request;
  services: ShopServices;
}
