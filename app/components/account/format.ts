/** A date as a person reads it: "3 March 2026". Fixed locale and zone so server and browser agree. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Shopify's status enums (FULFILLED, PARTIALLY_FULFILLED...) in words. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return '';
  const words = status.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
