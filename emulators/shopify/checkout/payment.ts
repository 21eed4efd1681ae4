// The test payment gateway: Stripe-style test card numbers decide the outcome, so a journey can
// exercise both a paid order and a declined card without any network.
export type PaymentOutcome = { ok: true; last4: string } | { ok: false; field: 'cardNumber' | 'cardExpiry' | 'cardCvc'; message: string };

const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined. Try a different card.',
  '4000000000009995': 'Your card has insufficient funds. Try a different card.',
  '4000000000000069': 'Your card has expired. Try a different card.',
  '4000000000000127': "Your card's security code is incorrect.",
};

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** Checks the card as a gateway would: format first, then the test number's scripted outcome. */
export function charge(card: { number: string; expiry: string; cvc: string }, now: Date): PaymentOutcome {
  const digits = cardDigits(card.number);
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return { ok: false, field: 'cardNumber', message: 'Enter a valid card number' };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? (expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])) : 0;
  if (!expiry || month < 1 || month > 12) return { ok: false, field: 'cardExpiry', message: 'Enter a valid expiration date (MM / YY)' };
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    return { ok: false, field: 'cardExpiry', message: 'Enter a valid expiration date (MM / YY)' };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { ok: false, field: 'cardCvc', message: 'Enter the CVV or security code on your card' };
  const decline = DECLINES[digits];
  if (decline) return { ok: false, field: 'cardNumber', message: decline };
  return { ok: true, last4: digits.slice(-4) };
}
