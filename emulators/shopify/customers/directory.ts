// Fills the seam carts use (ShopServices.customers): a customerAccessToken attaches the customer,
// and the cart's buyerIdentity.customer resolves through here.
import type { ShopDatabase } from '../db.ts';
import type { CustomerDirectory } from '../context.ts';
import { customerById, customerIdForAccessToken } from './store.ts';
import { customerForAccessToken } from '../customer-account/store.ts';

export function customerDirectory(db: ShopDatabase): CustomerDirectory {
  return {
    // A bag's buyer identity may carry a legacy token or a Customer Account API one, as on Shopify.
    customerIdForAccessToken: (token) => customerIdForAccessToken(db, token) ?? customerForAccessToken(db, token),
    customerById: (id) => customerById(db, id),
  };
}
