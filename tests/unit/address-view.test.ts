// The account's address view: Shopify's formatting line by line, the numeric id only, and a map
// link only where Shopify placed the address.
import { describe, expect, it } from 'vitest';
import { addressMapUrl, addressView } from '~/accounts/address-view';

const address = {
  id: 'gid://shopify/MailingAddress/7?model_name=CustomerAddress&customer_access_token=secret',
  firstName: 'Giulia',
  lastName: 'Rossi',
  name: 'Giulia Rossi',
  company: null,
  address1: 'Via Montenapoleone 8',
  address2: null,
  city: 'Milano',
  province: 'Milano',
  provinceCode: 'MI',
  country: 'Italy',
  countryCodeV2: 'IT',
  zip: '20121',
  phone: '+390276001234',
  formatted: ['Giulia Rossi', 'Via Montenapoleone 8', '20121 Milano MI', 'Italy'],
};

describe('addressView', () => {
  it('keeps the numeric id, never the token in the global id', () => {
    const view = addressView(address, '7');
    expect(view.id).toBe('7');
    expect(JSON.stringify(view)).not.toContain('secret');
    expect(view.isDefault).toBe(true);
    expect(view.lines).toEqual(address.formatted);
  });

  it('links a map where Shopify placed the address, and only there', () => {
    const placed = addressView({ ...address, latitude: 45.4683, longitude: 9.1956 });
    expect(placed.mapUrl).toBe('https://www.openstreetmap.org/?mlat=45.46830&mlon=9.19560#map=17/45.46830/9.19560');
    expect(addressView(address).mapUrl).toBeNull();
    expect(addressView({ ...address, latitude: null, longitude: 9.1956 }).mapUrl).toBeNull();
  });
});

describe('addressMapUrl', () => {
  it('refuses what cannot be a point on Earth', () => {
    expect(addressMapUrl(91, 0)).toBeNull();
    expect(addressMapUrl(0, -180.5)).toBeNull();
    expect(addressMapUrl(Number.NaN, 0)).toBeNull();
    expect(addressMapUrl(-33.8688, 151.2093)).toBe(
      'https://www.openstreetmap.org/?mlat=-33.86880&mlon=151.20930#map=17/-33.86880/151.20930',
    );
  });
});
