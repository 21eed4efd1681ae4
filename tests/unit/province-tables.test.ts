// Two province tables on purpose, one on each side of the wire: the emulator's is Shopify's own list
// (what the shop accepts, territories and military addresses included, with the English aliases
// shoppers type), the storefront's is what its address form offers for the countries the house ships
// to. They must agree where they overlap, or the form would offer a province the shop refuses.
import { describe, expect, it } from 'vitest';
import { ADDRESS_COUNTRIES } from '../../app/accounts/address-regions.ts';
import { PROVINCES, findProvince, foldName } from '../../emulators/shopify/customers/provinces.ts';

const offered = ADDRESS_COUNTRIES.filter((country) => country.provinces);

describe('province tables', () => {
  it.each(offered.map((country) => [country.name, country] as const))(
    '%s: every province the form offers is one the shop accepts, under the same code and name',
    (_name, country) => {
      for (const province of country.provinces!) {
        const accepted = findProvince(country.code, province.code);
        expect(accepted, `${country.code}-${province.code}`).not.toBeNull();
        expect(accepted!.code).toBe(province.code);
        expect(foldName(accepted!.name)).toBe(foldName(province.name));
      }
    },
  );

  it('asks for a province in every shipping country where the shop requires one', () => {
    const shipping = new Set(ADDRESS_COUNTRIES.map((country) => country.code));
    const required = Object.keys(PROVINCES).filter((code) => shipping.has(code));
    expect(offered.map((country) => country.code).sort()).toEqual(required.sort());
  });

  it('offers every province the shop has for those countries, apart from US territories and military addresses', () => {
    const notShipped = new Set(['AS', 'GU', 'MP', 'VI', 'AA', 'AE', 'AP']);
    for (const country of offered) {
      const shop = PROVINCES[country.code].filter((province) => country.code !== 'US' || !notShipped.has(province.code));
      expect(country.provinces!.map((province) => province.code).sort(), country.code).toEqual(
        shop.map((province) => province.code).sort(),
      );
    }
  });
});
