// Discount codes as Shopify models them: a percentage or a fixed amount, taken off the entitled
// lines ("amount off products", reported per line) or off the order ("amount off order", reported
// on the cart), optionally only above a minimum subtotal.
export const DISCOUNTS_MIGRATION = `
ALTER TABLE discount_codes ADD COLUMN value_type TEXT NOT NULL DEFAULT 'percentage' CHECK (value_type IN ('percentage', 'fixed_amount'));
-- Fixed amounts in hundredths of the shop currency; markets convert them like prices.
ALTER TABLE discount_codes ADD COLUMN amount INTEGER;
ALTER TABLE discount_codes ADD COLUMN target TEXT NOT NULL DEFAULT 'line' CHECK (target IN ('line', 'order'));
-- A line-level code may be limited to one collection's products (NULL: every product).
ALTER TABLE discount_codes ADD COLUMN collection_id INTEGER;
ALTER TABLE discount_codes ADD COLUMN minimum_subtotal INTEGER;
`;
