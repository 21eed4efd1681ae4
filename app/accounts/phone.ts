// A phone number as Shopify stores it, from what the profile and address forms were given.

/**
 * Shopify stores phone numbers in E.164: a plus, a country code and up to 15 digits. Spaces, dots,
 * dashes and brackets people type are dropped; anything else makes the number invalid.
 */
export function normalizePhone(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\+[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.slice(1).replace(/[\s().-]/g, '');
  return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
}
