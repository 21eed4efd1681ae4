import { orderMessages } from '~/accounts/texts/orders';
import { messagesIn } from '~/core/texts/language';
import type { Locale } from '~/core/locale/locale';

/** A code Shopify has not told us about yet, still readable: ANOTHER_STATE -> "Another state". */
function readable(code: string): string {
  const words = code.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Where an order stands, in a shopper's words rather than Shopify's enum. */
export function orderStatus(
  order: {
    canceled: boolean;
    cancelReason?: string | null;
    fulfillmentStatus: string | null | undefined;
  },
  locale: Locale,
): string {
  const orderText = messagesIn(locale, orderMessages);
  if (order.canceled) {
    const reason = order.cancelReason ? (orderText.cancelReason[order.cancelReason] ?? readable(order.cancelReason).toLowerCase()) : '';
    return reason ? `${orderText.cancelled} (${reason})` : orderText.cancelled;
  }
  if (!order.fulfillmentStatus) return '';
  return orderText.fulfilment[order.fulfillmentStatus] ?? readable(order.fulfillmentStatus);
}

/** How the order's payment stands, or '' when Shopify does not say. */
export function paymentStatus(financialStatus: string | null | undefined, locale: Locale): string {
  const orderText = messagesIn(locale, orderMessages);
  if (!financialStatus) return '';
  return orderText.payment[financialStatus] ?? readable(financialStatus);
}

/**
 * ITU country calling codes of one and two digits; every other code has three. Enough to split an
 * E.164 number into its country code and the national number without a phone-number library.
 */
const ONE_DIGIT = new Set(['1', '7']);
const TWO_DIGIT = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);

/**
 * A stored phone number (E.164, as Shopify keeps it: +390276001234) grouped so a person can read it:
 * "+39 027 600 1234". Anything that is not E.164 is shown as the customer typed it.
 */
export function formatPhone(phone: string | null | undefined): string {
  const raw = (phone ?? '').trim();
  const match = /^\+(\d{7,15})$/.exec(raw.replace(/[\s().-]/g, ''));
  if (!match) return raw;
  const digits = match[1];
  const codeLength = ONE_DIGIT.has(digits[0]) ? 1 : TWO_DIGIT.has(digits.slice(0, 2)) ? 2 : 3;
  const national = digits.slice(codeLength);
  // The last four digits together, the rest in threes from the left (a group of four splits in two):
  // 027 600 1234, 212 555 0134, 12 34 5678.
  const head = national.slice(0, -4);
  const groups: string[] = [];
  let at = 0;
  while (head.length - at > 4) {
    groups.push(head.slice(at, at + 3));
    at += 3;
  }
  const rest = head.slice(at);
  if (rest.length === 4) groups.push(rest.slice(0, 2), rest.slice(2));
  else if (rest) groups.push(rest);
  groups.push(national.slice(-4));
  return `+${digits.slice(0, codeLength)} ${groups.join(' ')}`;
}
