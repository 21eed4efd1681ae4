// What every resolver can reach. The customer-accounts module plugs in through `customers`.
import type { ShopDatabase } from './db.ts';
import type { Catalogue } from './catalogue/store.ts';
import type { Market } from './markets.ts';

/** The seam the customer-accounts module fills: carts attach customers through it. */
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
  customers?: CustomerDirectory;
  [extension: string]: unknown;
}

export interface ShopContext {
  market: Market;
  operationName: string | null;
  request: Request;
  services: ShopServices;
}
