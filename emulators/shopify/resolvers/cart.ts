// The cart query, the cart mutations and the Cart / CartLine types.
import { checkoutUrl } from '../checkout/urls.ts';
import type { ResolverMap } from '../graphql/execute.ts';
import type { ShopContext } from '../context.ts';
import type { NodeLoader } from './registry.ts';
import { paginate } from '../connection.ts';
import { moneyV2 } from '../markets.ts';
import { findCart, findCartByToken } from '../cart/store.ts';
import { priceCart } from '../cart/pricing.ts';
import type { PricedCart, PricedLine } from '../cart/pricing.ts';
import * as mutations from '../cart/mutations.ts';
import type { CartPayload, CartWarning } from '../cart/mutations.ts';
import { emptyConnection } from './shared.ts';
import { discountApplication } from '../cart/discounts.ts';
import type { Allocation } from '../cart/pricing.ts';

function codeAllocation(allocation: Allocation, currencyCode: string) {
  return {
    __typename: 'CartCodeDiscountAllocation',
    code: allocation.code,
    targetType: 'LINE_ITEM',
    discountedAmount: moneyV2({ cents: allocation.cents, currencyCode }),
    discountApplication: discountApplication(allocation, currencyCode),
  };
}

function priced(context: ShopContext, row: Parameters<typeof priceCart>[2] | null): PricedCart | null {
  return row ? priceCart(context.services.db, context.services.catalogue(), row) : null;
}

function payload(context: ShopContext, result: CartPayload, submittedCodes?: string[] | null) {
  const cart = priced(context, result.cartRow);
  return { cart, userErrors: result.userErrors, warnings: [...result.warnings, ...discountWarnings(cart, result, submittedCodes)] };
}

const REASON_MESSAGES = {
  DISCOUNT_NO_ENTITLED_LINE_ITEMS: (code: string) => `The discount code ${code} isn't valid for the items in your cart.`,
  DISCOUNT_PURCHASE_NOT_IN_RANGE: (code: string) => `Your cart doesn't meet the minimum purchase for the discount code ${code}.`,
} as const;

/**
 * Why a code the shopper just entered, and the shop knows, does not apply. An unknown code is only
 * `applicable: false`: a storefront then shows its own words for it.
 */
function discountWarnings(cart: PricedCart | null, result: CartPayload, submitted: string[] | null | undefined): CartWarning[] {
  if (!cart || !submitted?.length || result.userErrors.length) return [];
  const wanted = new Set(submitted.map((code) => code.trim().toLowerCase()));
  return cart.discountCodes.flatMap(({ code, reason }) =>
    reason && reason !== 'DISCOUNT_NOT_FOUND' && wanted.has(code.toLowerCase())
      ? [{ code: reason, message: REASON_MESSAGES[reason](code), target: cart.id }]
      : [],
  );
}

function cartMoney(cart: { currencyCode: string }, cents: number) {
  return moneyV2({ cents, currencyCode: cart.currencyCode });
}

export const cartNodeLoaders: Record<string, NodeLoader> = {
  Cart: (id, context) => {
    const row = findCartByToken(context.services.db, id.id);
    return row && row.key === id.params.get('key') ? priced(context, row) : null;
  },
};

export const cartResolvers: ResolverMap = {
  QueryRoot: {
    cart: (_root, args, context) => priced(context, findCart(context.services.db, args.id)),
  },
  Mutation: {
    cartCreate: (_root, args, context) => payload(context, mutations.cartCreate(context, args.input), args.input?.discountCodes),
    cartLinesAdd: (_root, args, context) => payload(context, mutations.cartLinesAdd(context, args.cartId, args.lines)),
    cartLinesUpdate: (_root, args, context) => payload(context, mutations.cartLinesUpdate(context, args.cartId, args.lines)),
    cartLinesRemove: (_root, args, context) => payload(context, mutations.cartLinesRemove(context, args.cartId, args.lineIds)),
    cartDiscountCodesUpdate: (_root, args, context) =>
      payload(context, mutations.cartDiscountCodesUpdate(context, args.cartId, args.discountCodes), args.discountCodes),
    cartBuyerIdentityUpdate: (_root, args, context) =>
      payload(context, mutations.cartBuyerIdentityUpdate(context, args.cartId, args.buyerIdentity)),
    cartNoteUpdate: (_root, args, context) => payload(context, mutations.cartNoteUpdate(context, args.cartId, args.note)),
    cartAttributesUpdate: (_root, args, context) => payload(context, mutations.cartAttributesUpdate(context, args.cartId, args.attributes)),
  },
  Cart: {
    checkoutUrl: (cart: PricedCart, _args, context) =>
      checkoutUrl(context.services.publicUrl, cart.row.token, context.market.language.isoCode),
    createdAt: (cart: PricedCart) => cart.row.created_at,
    updatedAt: (cart: PricedCart) => cart.row.updated_at,
    note: (cart: PricedCart) => cart.row.note,
    attribute: (cart: PricedCart, args) => cart.attributes.find((attribute) => attribute.key === args.key) ?? null,
    lines: (cart: PricedCart, args) =>
      paginate(args.reverse ? [...cart.lines].reverse() : cart.lines, args, 'lines', (line) => ({
        last_id: line.rowId,
        last_value: line.rowId,
      })),
    buyerIdentity: (cart: PricedCart) => ({
      countryCode: cart.row.country_code,
      email: cart.row.email,
      phone: cart.row.phone,
      customerId: cart.row.customer_id,
      preferences: null,
      purchasingCompany: null,
    }),
    cost: (cart: PricedCart) => ({
      subtotalAmount: cartMoney(cart, cart.subtotalCents),
      totalAmount: cartMoney(cart, cart.totalCents),
      checkoutChargeAmount: cartMoney(cart, cart.totalCents),
      subtotalAmountEstimated: false,
      totalAmountEstimated: false,
      // Taxes and duties are calculated at checkout, so the cart reports none yet, as Shopify does.
      totalTaxAmount: null,
      totalTaxAmountEstimated: false,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
    }),
    estimatedCost: (cart: PricedCart) => ({
      subtotalAmount: cartMoney(cart, cart.subtotalCents),
      totalAmount: cartMoney(cart, cart.totalCents),
      checkoutChargeAmount: cartMoney(cart, cart.totalCents),
      totalTaxAmount: null,
      totalDutyAmount: null,
    }),
    discountCodes: (cart: PricedCart) => cart.discountCodes.map(({ code, applicable }) => ({ code, applicable })),
    discountAllocations: (cart: PricedCart) => cart.orderDiscounts.map((allocation) => codeAllocation(allocation, cart.currencyCode)),
    appliedGiftCards: () => [],
    deliveryGroups: (_cart, args) => emptyConnection(args, 'deliveryGroups'),
    delivery: () => ({ addresses: [] }),
    metafield: () => null,
    metafields: (_cart, args) => args.identifiers.map(() => null),
  },
  CartBuyerIdentity: {
    customer: (identity: { customerId: number | null }, _args, context) =>
      identity.customerId == null ? null : context.services.customers.customerById(identity.customerId),
  },
  CartLine: {
    // A cart's merchandise shows prices in the cart's market, whatever @inContext the query carries.
    merchandise: (line: PricedLine) => Object.create(line.variant, { presentmentMarket: { value: line.market } }),
    cost: (line: PricedLine) => lineCost(line),
    estimatedCost: (line: PricedLine) => {
      const cost = lineCost(line);
      return {
        amount: cost.amountPerQuantity,
        compareAtAmount: cost.compareAtAmountPerQuantity,
        subtotalAmount: cost.subtotalAmount,
        totalAmount: cost.totalAmount,
      };
    },
    attribute: (line: PricedLine, args) => line.attributes.find((attribute) => attribute.key === args.key) ?? null,
    discountAllocations: (line: PricedLine) => line.discounts.map((allocation) => codeAllocation(allocation, line.currencyCode)),
    instructions: () => ({ canRemove: true, canUpdateQuantity: true }),
    parentRelationship: () => null,
    sellingPlanAllocation: () => null,
  },
};

function lineCost(line: PricedLine) {
  const { currencyCode } = line;
  return {
    amountPerQuantity: moneyV2({ cents: line.unitCents, currencyCode }),
    compareAtAmountPerQuantity: line.compareAtUnitCents == null ? null : moneyV2({ cents: line.compareAtUnitCents, currencyCode }),
    subtotalAmount: moneyV2({ cents: line.subtotalCents, currencyCode }),
    totalAmount: moneyV2({ cents: line.totalCents, currencyCode }),
  };
}
