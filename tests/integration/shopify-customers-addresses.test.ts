// The customer address book over real HTTP: create, update, delete and default, Shopify-style
// validation, and ids that are malformed or belong to someone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopify } from '../../emulators/shopify/test-server.ts';
import type { RunningShopify } from '../../emulators/shopify/test-server.ts';
import { CUSTOMER_QUERY, ERRORS, newCustomer, signIn } from './shopify-customers-support.ts';

let shop: RunningShopify;
beforeAll(async () => {
  shop = await startShopify();
});
afterAll(async () => {
  await shop?.stop();
});

const ADDRESS =
  'id name address1 address2 city province provinceCode country countryCodeV2 zip phone formatted(withName: true) formattedArea';
const CREATE = `mutation Add($token: String!, $address: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $token, address: $address) { customerAddress { ${ADDRESS} } ${ERRORS} } }`;
const UPDATE = `mutation Edit($token: String!, $id: ID!, $address: MailingAddressInput!) { customerAddressUpdate(customerAccessToken: $token, id: $id, address: $address) { customerAddress { ${ADDRESS} } ${ERRORS} } }`;
const DELETE = `mutation Remove($token: String!, $id: ID!) { customerAddressDelete(customerAccessToken: $token, id: $id) { deletedCustomerAddressId ${ERRORS} } }`;
const DEFAULT = `mutation Default($token: String!, $id: ID!) { customerDefaultAddressUpdate(customerAccessToken: $token, addressId: $id) { customer { defaultAddress { id } } ${ERRORS} } }`;

const ROMA = {
  firstName: 'Marco',
  lastName: 'Polo',
  address1: 'Via del Corso 1',
  city: 'Roma',
  province: 'Rome',
  country: 'Italy',
  zip: '00186',
  phone: '06 6978 1234',
};
const TORONTO = {
  firstName: 'Marco',
  lastName: 'Polo',
  address1: '100 Queen St W',
  city: 'Toronto',
  province: 'ON',
  country: 'CA',
  zip: 'm5h2n2',
};

async function add(token: string, address: Record<string, unknown>) {
  return (await shop.graphql(CREATE, { token, address })).body.data.customerAddressCreate;
}

describe('customerAddressCreate', () => {
  it('normalises country, province, zip and phone and formats the address for its country', async () => {
    const { token } = await newCustomer(shop, 'address-create');
    const payload = await add(token, ROMA);
    expect(payload.customerUserErrors).toEqual([]);
    expect(payload.customerAddress).toMatchObject({
      name: 'Marco Polo',
      city: 'Roma',
      province: 'Roma',
      provinceCode: 'RM',
      country: 'Italy',
      countryCodeV2: 'IT',
      zip: '00186',
      phone: '+390669781234',
      formatted: ['Marco Polo', 'Via del Corso 1', '00186 Roma RM', 'Italy'],
      formattedArea: 'Roma RM, Italy',
    });
    expect(payload.customerAddress.id).toMatch(/^gid:\/\/shopify\/MailingAddress\/\d+\?model_name=CustomerAddress$/);
    const canada = await add(token, TORONTO);
    expect(canada.customerAddress).toMatchObject({
      zip: 'M5H 2N2',
      provinceCode: 'ON',
      province: 'Ontario',
      formatted: ['Marco Polo', '100 Queen St W', 'Toronto ON M5H 2N2', 'Canada'],
    });
    const customer = (await shop.graphql(CUSTOMER_QUERY, { token })).body.data.customer;
    expect(customer.addresses.nodes.map((node: { id: string }) => node.id)).toEqual([
      payload.customerAddress.id,
      canada.customerAddress.id,
    ]);
    expect(customer.defaultAddress.id).toBe(payload.customerAddress.id);
  });

  it.each([
    ['missing country', { ...ROMA, country: null }, { code: 'BLANK', field: ['address', 'country'] }],
    ['unknown country', { ...ROMA, country: 'Atlantis' }, { code: 'INVALID', field: ['address', 'country'] }],
    [
      'US address without a state',
      { address1: '1 Main St', city: 'Austin', country: 'US', zip: '73301' },
      { code: 'BLANK', field: ['address', 'province'] },
    ],
    [
      'state that does not exist',
      { address1: '1 Main St', city: 'Austin', province: 'Texarcana', country: 'US', zip: '73301' },
      { code: 'INVALID', field: ['address', 'province'] },
    ],
    [
      'Japanese address with no prefecture',
      { address1: '1-1 Chiyoda', city: 'Chiyoda', country: 'JP', zip: '100-0001' },
      { code: 'BLANK', field: ['address', 'province'] },
    ],
    [
      'Australian postcode with letters',
      { address1: '1 George St', city: 'Sydney', province: 'NSW', country: 'AU', zip: 'ABCD' },
      { code: 'INVALID', field: ['address', 'zip'] },
    ],
    ['Italian CAP of four digits', { ...ROMA, zip: '0018' }, { code: 'INVALID', field: ['address', 'zip'] }],
    ['phone that is not a number', { ...ROMA, phone: 'call me maybe' }, { code: 'INVALID', field: ['address', 'phone'] }],
    [
      'script tag in the street',
      { ...ROMA, address1: '<script>alert(1)</script>' },
      { code: 'CONTAINS_HTML_TAGS', field: ['address', 'address1'] },
    ],
    ['10,000-character city', { ...ROMA, city: 'x'.repeat(10_000) }, { code: 'TOO_LONG', field: ['address', 'city'] }],
  ])('rejects a %s', async (_label, address, expected) => {
    const { token } = await newCustomer(shop, 'address-invalid');
    const payload = await add(token, address);
    expect(payload.customerAddress).toBeNull();
    expect(payload.customerUserErrors).toEqual([expect.objectContaining(expected)]);
    expect((await shop.graphql(CUSTOMER_QUERY, { token })).body.data.customer.addresses.nodes).toEqual([]);
  });

  it('accepts a Tokyo address by its English name and refuses the same address twice', async () => {
    const { token } = await newCustomer(shop, 'address-jp');
    const tokyo = { lastName: 'Sato', address1: '1-1 Marunouchi', city: 'Chiyoda-ku', province: 'Tokyo', country: 'Japan', zip: '1000005' };
    expect((await add(token, tokyo)).customerAddress).toMatchObject({ province: 'Tōkyō', provinceCode: 'JP-13', zip: '100-0005' });
    expect((await add(token, tokyo)).customerUserErrors).toEqual([
      { code: 'TAKEN', field: ['address'], message: 'Address already exists' },
    ]);
  });

  it('answers an unknown token with UNIDENTIFIED_CUSTOMER', async () => {
    expect(await add('0'.repeat(32), ROMA)).toMatchObject({
      customerAddress: null,
      customerUserErrors: [{ code: 'UNIDENTIFIED_CUSTOMER', field: ['customerAccessToken'] }],
    });
  });
});

describe('customerAddressUpdate, customerAddressDelete and customerDefaultAddressUpdate', () => {
  it('updates only the given fields, re-validating the result', async () => {
    const { token } = await newCustomer(shop, 'address-update');
    const { customerAddress } = await add(token, ROMA);
    const moved = (await shop.graphql(UPDATE, { token, id: customerAddress.id, address: { address2: 'Scala B', zip: '00187' } })).body.data
      .customerAddressUpdate;
    expect(moved.customerUserErrors).toEqual([]);
    expect(moved.customerAddress).toMatchObject({
      id: customerAddress.id,
      address1: 'Via del Corso 1',
      address2: 'Scala B',
      zip: '00187',
      provinceCode: 'RM',
    });
    const abroad = (await shop.graphql(UPDATE, { token, id: customerAddress.id, address: { country: 'US' } })).body.data
      .customerAddressUpdate;
    // Roma is no US state; the five-digit CAP happens to be a valid ZIP code.
    expect(abroad.customerUserErrors).toEqual([
      { code: 'INVALID', field: ['address', 'province'], message: 'Province is not valid for United States' },
    ]);
    const unchanged = (await shop.graphql(CUSTOMER_QUERY, { token })).body.data.customer.addresses.nodes[0];
    expect(unchanged).toMatchObject({ countryCodeV2: 'IT', zip: '00187' });
  });

  it('moves the default to another address when the default is deleted', async () => {
    const { token } = await newCustomer(shop, 'address-delete');
    const first = (await add(token, ROMA)).customerAddress;
    const second = (await add(token, TORONTO)).customerAddress;
    const deleted = (await shop.graphql(DELETE, { token, id: first.id })).body.data.customerAddressDelete;
    expect(deleted).toMatchObject({ deletedCustomerAddressId: first.id, customerUserErrors: [] });
    const customer = (await shop.graphql(CUSTOMER_QUERY, { token })).body.data.customer;
    expect(customer.defaultAddress.id).toBe(second.id);
    expect(customer.addresses.nodes).toHaveLength(1);
  });

  it('sets the default address', async () => {
    const { token } = await newCustomer(shop, 'address-default');
    await add(token, ROMA);
    const second = (await add(token, TORONTO)).customerAddress;
    const payload = (await shop.graphql(DEFAULT, { token, id: second.id })).body.data.customerDefaultAddressUpdate;
    expect(payload).toMatchObject({ customer: { defaultAddress: { id: second.id } }, customerUserErrors: [] });
  });

  it("treats another customer's address id as nonexistent and changes nothing", async () => {
    const giulia = await signIn(shop, 'giulia@example.com', 'bottega-demo');
    const before = (await shop.graphql(CUSTOMER_QUERY, { token: giulia })).body.data.customer;
    const target = before.addresses.nodes[1].id;
    const { token: intruder } = await newCustomer(shop, 'intruder');
    const notFound = { code: 'NOT_FOUND', message: 'Address does not exist' };
    expect(
      (await shop.graphql(UPDATE, { token: intruder, id: target, address: { city: 'Hacked' } })).body.data.customerAddressUpdate,
    ).toMatchObject({ customerAddress: null, customerUserErrors: [{ ...notFound, field: ['id'] }] });
    expect((await shop.graphql(DELETE, { token: intruder, id: target })).body.data.customerAddressDelete).toMatchObject({
      deletedCustomerAddressId: null,
      customerUserErrors: [{ ...notFound, field: ['id'] }],
    });
    expect((await shop.graphql(DEFAULT, { token: intruder, id: target })).body.data.customerDefaultAddressUpdate).toMatchObject({
      customer: null,
      customerUserErrors: [{ ...notFound, field: ['addressId'] }],
    });
    expect((await shop.graphql(CUSTOMER_QUERY, { token: giulia })).body.data.customer).toEqual(before);
  });

  it('answers malformed address ids with a Shopify-shaped error and no crash', async () => {
    const { token } = await newCustomer(shop, 'address-malformed');
    const wrongNumber = (await shop.graphql(DELETE, { token, id: 'gid://shopify/MailingAddress/abc' })).body;
    expect(wrongNumber.data.customerAddressDelete.customerUserErrors).toEqual([
      { code: 'NOT_FOUND', field: ['id'], message: 'Address does not exist' },
    ]);
    const notAGid = await shop.graphql(DELETE, { token, id: 'not-a-gid' });
    expect(notAGid.status).toBe(200);
    expect(notAGid.body.errors[0].extensions.code).toBe('INVALID_VARIABLE');
    expect(notAGid.body.data).toBeUndefined();
  });
});
