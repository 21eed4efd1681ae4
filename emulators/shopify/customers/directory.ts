// Fills the seam carts use (ShopServices.customers): a customerAccessToken attaches the customer,
// and the cart's buyerIdentity.customer resolves through here.
import type { ShopDatabase } from '../db.ts';
import type { CustomerDirectory } from '../context.ts';
import { customerById, customerIdForAccessToken } from './store.ts';

export function customerDirectory(db: ShopDatabase): CustomerDirectory {
  return {
    customerIdForAccessToken: (token) => customerIdForAccessToken(db, token),
    customerById: (id) => customerById(db, id),
  };
}
