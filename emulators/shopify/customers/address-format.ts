// MailingAddress.formatted and formattedArea: the lines a label would carry, in the order the
// destination country writes them.
import type { AddressFields } from './address-validation.ts';

type Layout = 'city-province-zip' | 'zip-city-province' | 'zip-city' | 'city-then-zip' | 'japan';

const LAYOUTS: Record<string, Layout> = {
  US: 'city-province-zip',
  CA: 'city-province-zip',
  AU: 'city-province-zip',
  IT: 'zip-city-province',
  FR: 'zip-city',
  DE: 'zip-city',
  CH: 'zip-city',
  AT: 'zip-city',
  ES: 'zip-city',
  NL: 'zip-city',
  BE: 'zip-city',
  PT: 'zip-city',
  SE: 'zip-city',
  DK: 'zip-city',
  NO: 'zip-city',
  FI: 'zip-city',
  PL: 'zip-city',
  GB: 'city-then-zip',
  IE: 'city-then-zip',
  JP: 'japan',
};

function join(...parts: (string | null | undefined)[]): string {
  return parts.filter((part) => part != null && part !== '').join(' ');
}

function areaLines(address: AddressFields): string[] {
  const province = address.provinceCode && address.countryCode !== 'JP' ? address.provinceCode : address.province;
  switch (LAYOUTS[address.countryCode ?? ''] ?? 'city-province-zip') {
    case 'zip-city-province':
      return [join(address.zip, address.city, province)];
    case 'zip-city':
      return [join(address.zip, address.city)];
    case 'city-then-zip':
      return [join(address.city), join(address.zip)];
    case 'japan':
      return [join(address.city, address.province), join(address.zip)];
    default:
      return [join(address.city, province, address.zip)];
  }
}

export function formatAddress(address: AddressFields, options: { withName?: boolean; withCompany?: boolean } = {}): string[] {
  const lines: string[] = [];
  if (options.withName) lines.push(join(address.firstName, address.lastName));
  if (options.withCompany ?? true) lines.push(join(address.company));
  lines.push(join(address.address1), join(address.address2), ...areaLines(address), join(address.country));
  return lines.filter((line) => line !== '');
}

export function formatArea(address: AddressFields): string | null {
  const province = address.provinceCode && address.countryCode !== 'JP' ? address.provinceCode : address.province;
  const area = [join(address.city, province), address.country].filter((part) => part);
  return area.length ? area.join(', ') : null;
}

export function addressName(address: AddressFields): string | null {
  return join(address.firstName, address.lastName) || null;
}
