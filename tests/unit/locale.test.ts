import { describe, expect, it } from 'vitest';
import { localeCookieValue, localeFromCookie } from '~/lib/locale';
import { LOCALE_COOKIE } from '~/lib/constants';

describe('locale cookie', () => {
  it('defaults to US / EN without a cookie', () => {
    expect(localeFromCookie(null)).toEqual({ country: 'US', language: 'EN' });
  });
  it('reads the country and language among other cookies', () => {
    expect(localeFromCookie(`a=1; ${LOCALE_COOKIE}=IT-EN; b=2`)).toEqual({ country: 'IT', language: 'EN' });
    expect(localeFromCookie(`${LOCALE_COOKIE}=jp-ja`)).toEqual({ country: 'JP', language: 'JA' });
  });
  it('ignores forged or malformed values', () => {
    for (const value of ['IT', 'ITA-EN', '<script>-EN', 'IT-E', '%00-EN', 'x'.repeat(5000)]) {
      expect(localeFromCookie(`${LOCALE_COOKIE}=${value}`)).toEqual({ country: 'US', language: 'EN' });
    }
  });
  it('round-trips', () => {
    expect(localeFromCookie(`${LOCALE_COOKIE}=${localeCookieValue({ country: 'GB', language: 'EN' })}`)).toEqual({
      country: 'GB',
      language: 'EN',
    });
  });
});
