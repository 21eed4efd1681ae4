import { describe, expect, it } from 'vitest';
import { consentCookie, consentFromForm, readConsent } from '~/core/request/consent';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

describe('the cookie consent record', () => {
  it('is undecided until the shopper chooses', () => {
    expect(readConsent(null)).toBeNull();
    expect(readConsent('cart=abc; newsletter=dismissed')).toBeNull();
  });

  it('reads back what it wrote, for every combination', () => {
    for (const analytics of [true, false]) {
      for (const marketing of [true, false]) {
        const cookie = consentCookie({ analytics, marketing }, false).split(';')[0];
        expect(readConsent(`cart=abc; ${cookie}`)).toEqual({ analytics, marketing });
      }
    }
  });

  it('treats a value it did not write as no choice, so the banner asks again', () => {
    expect(readConsent('bottega_consent=analytics.tracking')).toBeNull();
    expect(readConsent('bottega_consent=')).toBeNull();
  });

  it('is kept six months, HttpOnly, SameSite=Lax, Secure over https', () => {
    const cookie = consentCookie({ analytics: true, marketing: false }, true);
    const [value, ...attributes] = cookie.split('; ');
    expect(value).toBe('bottega_consent=analytics');
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=15552000', 'Path=/', 'SameSite=Lax', 'Secure']);
    const [none, ...plain] = consentCookie({ analytics: false, marketing: false }, false).split('; ');
    expect(none).toBe('bottega_consent=none');
    expect(plain).not.toContain('Secure');
    expect(plain).toContain('HttpOnly');
  });

  it('takes the three buttons of the banner and nothing else', () => {
    expect(consentFromForm(form({ intent: 'accept' }))).toEqual({ analytics: true, marketing: true });
    expect(consentFromForm(form({ intent: 'reject', analytics: 'on', marketing: 'on' }))).toEqual({ analytics: false, marketing: false });
    expect(consentFromForm(form({ intent: 'save', marketing: 'on' }))).toEqual({ analytics: false, marketing: true });
    expect(consentFromForm(form({ analytics: 'on' }))).toBeNull();
    expect(consentFromForm(form({ intent: 'everything' }))).toBeNull();
  });
});
