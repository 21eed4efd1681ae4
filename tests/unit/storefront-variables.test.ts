import { describe, expect, it } from 'vitest';
import { allowedOperations } from '~/core/security/storefront-allowlist';
import { checkVariables, PAGE_SIZE_LIMITS } from '~/core/security/storefront-variables';
import { DATA_ENDPOINT_VARIABLE_LIMITS, LIMITS, STOREFRONT_MAX_PAGE_SIZE } from '~/core/constants';
import { MAX_SEARCH_TERM_LENGTH } from '~/core/catalogue/search-term';

const stored = (name: string) => allowedOperations().byName.get(name)!;
const locale = { country: 'IT', language: 'IT' };
const check = (name: string, variables: unknown) => checkVariables(stored(name), variables, locale);

describe('variables forwarded with a stored operation', () => {
  it('keeps the declared ones and sets country and language from the shopper’s locale', () => {
    expect(check('PredictiveSearch', { term: 'tote', limit: LIMITS.predictiveSearch, country: 'ZZ', language: 'XX' })).toEqual({
      ok: true,
      variables: { term: 'tote', limit: 6, country: 'IT', language: 'IT' },
    });
    expect(check('Localization', null)).toEqual({ ok: true, variables: { country: 'IT', language: 'IT' } });
    expect(check('Localization', undefined)).toEqual({ ok: true, variables: { country: 'IT', language: 'IT' } });
  });

  it('takes what the search panel sends: its longest term and the spec’s six suggestions', () => {
    expect(check('PredictiveSearch', { term: 'a'.repeat(MAX_SEARCH_TERM_LENGTH), limit: LIMITS.predictiveSearch }).ok).toBe(true);
  });

  it('refuses names the operation does not declare, rather than dropping them', () => {
    const result = check('PredictiveSearch', { term: 'tote', limit: 6, frist: 3 });
    expect(result).toEqual({ ok: false, message: 'PredictiveSearch takes only these variables: term, limit, country, language.' });
    expect(check('PredictiveSearch', JSON.parse('{"term":"a","limit":1,"__proto__":{"x":1}}')).ok).toBe(false);
    expect(check('PredictiveSearch', { term: 'a', limit: 1, '<img src=x>': 1 })).toMatchObject({
      ok: false,
      message: expect.not.stringContaining('<'),
    });
  });

  it.each([
    ['an array', [1]],
    ['a string', 'term=tote'],
    ['a number', 6],
  ])('refuses variables that are %s', (_label, variables) => {
    expect(check('PredictiveSearch', variables)).toEqual({ ok: false, message: 'Variables must be an object.' });
  });

  it('keeps page sizes within the spec’s list limits', () => {
    expect(check('PredictiveSearch', { term: 'a', limit: LIMITS.predictiveSearch + 1 }).ok).toBe(false);
    expect(check('PredictiveSearch', { term: 'a', limit: 0 }).ok).toBe(false);
    expect(check('PredictiveSearch', { term: 'a', limit: -1 }).ok).toBe(false);
    expect(check('SearchProducts', { term: 'a', first: LIMITS.searchResults }).ok).toBe(true);
    expect(check('SearchProducts', { term: 'a', first: LIMITS.searchResults + 1 }).ok).toBe(false);
    expect(check('SearchProducts', { term: 'a', last: LIMITS.searchResults + 1 }).ok).toBe(false);
    expect(check('SearchProducts', { term: 'a', first: null, last: 10 }).ok).toBe(true);
    expect(check('HomeProducts', { first: STOREFRONT_MAX_PAGE_SIZE }).ok).toBe(true);
    expect(check('HomeProducts', { first: STOREFRONT_MAX_PAGE_SIZE + 1 })).toEqual({
      ok: false,
      message: 'Variable $first must be between 1 and 250.',
    });
  });

  it('limits only operations the storefront still stores', () => {
    for (const name of Object.keys(PAGE_SIZE_LIMITS)) expect(allowedOperations().byName.has(name)).toBe(true);
  });

  it.each([
    ['a missing required variable', { limit: 6 }],
    ['null for a required variable', { term: null, limit: 6 }],
    ['a string for an Int', { term: 'a', limit: '6' }],
    ['a fraction for an Int', { term: 'a', limit: 5.5 }],
    ['a number for a String', { term: 7, limit: 6 }],
    ['an object for a String', { term: { $ne: '' }, limit: 6 }],
    ['a list for a String', { term: ['a'], limit: 6 }],
    ['an over-long string', { term: 'a'.repeat(DATA_ENDPOINT_VARIABLE_LIMITS.stringLength + 1), limit: 6 }],
  ])('refuses %s', (_label, variables) => {
    expect(check('PredictiveSearch', variables).ok).toBe(false);
  });

  it('bounds the shape of values of the shop’s own input types', () => {
    const filter = { variantOption: { name: 'Color', value: 'Nero' } };
    expect(check('SearchProducts', { term: 'a', first: 24, filters: [filter, { available: true }] }).ok).toBe(true);
    const tooMany = Array.from({ length: DATA_ENDPOINT_VARIABLE_LIMITS.listItems + 1 }, () => ({ available: true }));
    expect(check('SearchProducts', { term: 'a', first: 24, filters: tooMany }).ok).toBe(false);
    let deep: unknown = 'x';
    for (let i = 0; i < DATA_ENDPOINT_VARIABLE_LIMITS.depth + 1; i++) deep = { nested: deep };
    expect(check('SearchProducts', { term: 'a', first: 24, filters: [deep] }).ok).toBe(false);
    const wide = Object.fromEntries(Array.from({ length: DATA_ENDPOINT_VARIABLE_LIMITS.objectKeys + 1 }, (_, i) => [`k${i}`, 1]));
    expect(check('SearchProducts', { term: 'a', first: 24, filters: [wide] }).ok).toBe(false);
    expect(check('SearchProducts', { term: 'a', first: 24, sortKey: ['PRICE'] }).ok).toBe(false);
  });
});
