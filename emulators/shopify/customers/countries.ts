// Every country Shopify knows (the schema's CountryCode enum) with its English name, so an address
// can name its country either way ("IT" or "Italy") and always comes back with both.
import { isEnumType } from 'graphql';
import { storefrontSchema } from '../graphql/schema.ts';
import { foldName } from './provinces.ts';

export interface Country {
  code: string;
  name: string;
}

let byCode: Map<string, Country> | null = null;
let byName: Map<string, Country> | null = null;

/** Shopify's names where they differ from the CLDR ones Intl gives. */
const SHOPIFY_NAMES: Record<string, string> = { US: 'United States', GB: 'United Kingdom', KR: 'South Korea', CZ: 'Czechia' };
const ALIASES: Record<string, string> = {
  usa: 'US',
  'united states of america': 'US',
  uk: 'GB',
  'great britain': 'GB',
  italia: 'IT',
  deutschland: 'DE',
  schweiz: 'CH',
  suisse: 'CH',
  nippon: 'JP',
};

function load(): void {
  const type = storefrontSchema().getType('CountryCode');
  const codes =
    type && isEnumType(type)
      ? type
          .getValues()
          .map((value) => value.name)
          .filter((code) => code !== 'ZZ')
      : [];
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  byCode = new Map();
  byName = new Map();
  for (const code of codes) {
    const country = { code, name: SHOPIFY_NAMES[code] ?? names.of(code) ?? code };
    byCode.set(code, country);
    byName.set(foldName(country.name), country);
    const cldr = names.of(code);
    if (cldr) byName.set(foldName(cldr), country);
  }
  for (const [alias, code] of Object.entries(ALIASES)) {
    const country = byCode.get(code);
    if (country) byName.set(alias, country);
  }
}

export function findCountry(input: string): Country | null {
  if (!byCode || !byName) load();
  const trimmed = input.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) return byCode!.get(trimmed.toUpperCase()) ?? null;
  return byName!.get(foldName(trimmed)) ?? null;
}
