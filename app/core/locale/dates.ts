import type { Locale } from '~/core/locale/locale';
import { languageTag } from '~/core/locale/market';

// As for prices (money.ts), a formatter is built once per kind and kept for the isolate.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date as the market writes it: the house writes the day first in every English market ("3 March
 * 2026"), every other language as its market does ("3 marzo 2026"). Always in UTC, so the server
 * and the browser print the same day.
 */
export function formatDate(iso: string, locale: Locale, parts: 'day' | 'month' = 'day'): string {
  const date = Date.parse(iso);
  if (Number.isNaN(date)) return '';
  const tag = locale.language === 'EN' ? 'en-GB' : languageTag(locale);
  const key = `${tag}|${parts}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const day = parts === 'day' ? { day: 'numeric' as const } : {};
    formatter = new Intl.DateTimeFormat(tag, { ...day, month: 'long', year: 'numeric', timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
