// An address as the account pages send it to the browser, and the numeric ids they use. Shopify's
// legacy MailingAddress ids carry the customer access token in their query string
// (…?model_name=CustomerAddress&customer_access_token=…), so loaders never pass API objects through.
import { ADDRESS_MAP_URL } from '~/core/constants';
import type { CustomerAddressFragment } from 'storefrontapi.generated';

const NUMERIC_GID = /^gid:\/\/shopify\/[A-Za-z]+\/(\d{1,20})(?:[?/]|$)/;

/** The number in `gid://shopify/Type/123?…`, or null for anything else. */
export function numericId(gid: string | null | undefined): string | null {
  return (gid && NUMERIC_GID.exec(gid)?.[1]) || null;
}

/** A numeric id as it arrives from a URL or a form: digits only, or nothing. */
export function parseNumericId(value: FormDataEntryValue | string | null | undefined): string | null {
  return typeof value === 'string' && /^\d{1,20}$/.test(value) ? value : null;
}

export interface AddressView {
  id: string;
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  provinceCode: string;
  country: string;
  countryCode: string;
  zip: string;
  phone: string;
  /** Shopify's own formatting, line by line. */
  lines: string[];
  /** Where Shopify placed the address on a map, when it could: a shopper checks a courier will find it. */
  mapUrl: string | null;
  isDefault: boolean;
}

/** An address as the Storefront API names its fields; the Customer Account API's is renamed to it. */
export type AddressSource = Omit<CustomerAddressFragment, 'formatted' | 'formattedArea' | 'countryCodeV2' | 'latitude' | 'longitude'> & {
  countryCodeV2?: string | null;
  formatted?: string[] | null;
  // Only the Storefront API geocodes addresses.
  latitude?: number | null;
  longitude?: number | null;
};

/** A map centred on the point, or null when there is no point on Earth to show. */
export function addressMapUrl(latitude: number | null | undefined, longitude: number | null | undefined): string | null {
  const onEarth = (value: number | null | undefined, limit: number): value is number =>
    typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
  if (!onEarth(latitude, 90) || !onEarth(longitude, 180)) return null;
  return ADDRESS_MAP_URL(latitude.toFixed(5), longitude.toFixed(5));
}

export function addressView(address: AddressSource, defaultId?: string | null): AddressView {
  const id = numericId(address.id) ?? '';
  return {
    id,
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    company: address.company ?? '',
    address1: address.address1 ?? '',
    address2: address.address2 ?? '',
    city: address.city ?? '',
    province: address.province ?? '',
    provinceCode: address.provinceCode ?? '',
    country: address.country ?? '',
    countryCode: address.countryCodeV2 ?? '',
    zip: address.zip ?? '',
    phone: address.phone ?? '',
    lines: address.formatted?.length
      ? address.formatted
      : [address.name, address.address1, address.city].filter((line): line is string => Boolean(line)),
    mapUrl: addressMapUrl(address.latitude, address.longitude),
    isDefault: Boolean(defaultId && defaultId === id),
  };
}
