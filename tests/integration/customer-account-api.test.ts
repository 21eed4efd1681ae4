// The emulator's Customer Account API over real HTTP: the hosted sign-in with a one-time code from
// the outbox, the token endpoint's PKCE, redirect and refresh rules, logout, and the customer
// GraphQL API over the same customers, addresses and orders as the Storefront API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopify, type RunningShopify } from '../../emulators/shopify/test-server.ts';
import { MAX_COST } from '../../emulators/shopify/graphql/limits.ts';
import {
  CLIENT_ID,
  REDIRECT_URI,
  SHOP_ID,
  STOREFRONT_ORIGIN,
  authorizeUrl,
  customerApi,
  hostedSignIn,
  pkce,
  signedInTokens,
  tokenRequest,
} from '../support/customer-account-oauth.ts';

let shop: RunningShopify;
beforeAll(async () => {
  shop = await startShopify();
});
afterAll(async () => {
  await shop?.stop();
});

describe('hosted sign-in and the token endpoint', () => {
  it('refuses an unregistered redirect_uri without redirecting anywhere', async () => {
    const { challenge } = pkce();
    const response = await fetch(
      authorizeUrl(shop.url, {
        client_id: CLIENT_ID,
        response_type: 'code',
        redirect_uri: 'https://evil.example/account/authorize',
        scope: 'openid email',
        state: 's',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
      { redirect: 'manual' },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('redirect_uri is not registered');
  });

  it('sends a registered client without PKCE back with invalid_request', async () => {
    const response = await fetch(
      authorizeUrl(shop.url, {
        client_id: CLIENT_ID,
        response_type: 'code',
        redirect_uri: REDIRECT_URI,
        scope: 'openid email',
        state: 's1',
      }),
      { redirect: 'manual' },
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(REDIRECT_URI);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('state')).toBe('s1');
  });

  it('signs in with the mailed code, returns state, and hands out tokens whose id token carries the nonce', async () => {
    const { verifier, challenge } = pkce();
    const callback = await hostedSignIn(shop.url, 'giulia@example.com', { state: 'abc', nonce: 'n-123', challenge });
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe('abc');
    const { status, body } = await tokenRequest(shop.url, {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    expect(status).toBe(200);
    expect(body.access_token).toMatch(/^shcat_/);
    expect(body.refresh_token).toMatch(/^shcrt_/);
    expect(body.expires_in).toBe(3600);
    // Decoded the way Hydrogen decodes it: plain atob on the payload.
    const claims = JSON.parse(atob(body.id_token.split('.')[1]));
    expect(claims).toMatchObject({ nonce: 'n-123', email: 'giulia@example.com', aud: CLIENT_ID });
  });

  it('answers a wrong code_verifier with invalid_grant, and the code is then spent', async () => {
    const { verifier, challenge } = pkce();
    const callback = await hostedSignIn(shop.url, 'james@example.com', { challenge });
    const code = callback.searchParams.get('code')!;
    const wrong = await tokenRequest(shop.url, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: pkce().verifier,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
    const again = await tokenRequest(shop.url, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    expect(again.body.error).toBe('invalid_grant');
  });

  it('answers a redirect_uri other than the authorization request one with invalid_grant', async () => {
    const { verifier, challenge } = pkce();
    const callback = await hostedSignIn(shop.url, 'james@example.com', { challenge });
    const { status, body } = await tokenRequest(shop.url, {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      redirect_uri: 'https://localhost:3000/elsewhere',
      code_verifier: verifier,
    });
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_grant');
  });

  it('refuses an unknown client and a foreign origin', async () => {
    const unknown = await tokenRequest(shop.url, { grant_type: 'refresh_token', refresh_token: 'x', client_id: 'someone-else' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe('invalid_client');
    const foreign = await tokenRequest(shop.url, { grant_type: 'refresh_token', refresh_token: 'x' }, 'https://evil.example');
    expect(foreign.body.error).toBe('invalid_client');
  });

  it('refreshes: the new access token works, the old one and the old refresh token do not', async () => {
    const first = await signedInTokens(shop.url, 'giulia@example.com');
    const refreshed = await tokenRequest(shop.url, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(first.access_token);
    expect((await customerApi(shop.url, refreshed.body.access_token, '{ customer { firstName } }')).body.data.customer.firstName).toBe(
      'Giulia',
    );
    expect((await customerApi(shop.url, first.access_token, '{ customer { firstName } }')).status).toBe(401);
    const reused = await tokenRequest(shop.url, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(reused.body.error).toBe('invalid_grant');
  });

  it('logs out: the session ends and the shopper returns to the storefront', async () => {
    const tokens = await signedInTokens(shop.url, 'james@example.com');
    const url = new URL(`${shop.url}/authentication/${SHOP_ID}/logout`);
    url.search = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: STOREFRONT_ORIGIN }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${STOREFRONT_ORIGIN}/`);
    expect((await customerApi(shop.url, tokens.access_token, '{ customer { id } }')).status).toBe(401);
  });

  it('makes a new email a customer, as the hosted page is also the sign-up', async () => {
    const tokens = await signedInTokens(shop.url, 'new-shopper@example.com');
    const { body } = await customerApi(
      shop.url,
      tokens.access_token,
      '{ customer { emailAddress { emailAddress } firstName addresses(first: 5) { nodes { id } } } }',
    );
    expect(body.data.customer).toEqual({
      emailAddress: { emailAddress: 'new-shopper@example.com' },
      firstName: null,
      addresses: { nodes: [] },
    });
  });
});

describe('customer GraphQL', () => {
  it('needs a token: no token is a 401', async () => {
    expect((await customerApi(shop.url, '', '{ customer { id } }')).status).toBe(401);
  });

  it('shows the profile, default address, addresses, and orders with fulfilment tracking', async () => {
    const { access_token } = await signedInTokens(shop.url, 'giulia@example.com');
    const { body } = await customerApi(
      shop.url,
      access_token,
      `query Account { customer {
        firstName lastName emailAddress { emailAddress } phoneNumber { phoneNumber }
        defaultAddress { id territoryCode formatted }
        addresses(first: 10) { nodes { id city territoryCode zoneCode } }
        orders(first: 10, sortKey: PROCESSED_AT, reverse: true) { nodes { id name number processedAt totalPrice { amount currencyCode }
          lineItems(first: 5) { nodes { title quantity price { amount } image { url } } }
          fulfillments(first: 5) { nodes { status trackingInformation { company number url } } } } }
      } }`,
    );
    expect(body.errors).toBeUndefined();
    const customer = body.data.customer;
    expect(customer.firstName).toBe('Giulia');
    expect(customer.emailAddress.emailAddress).toBe('giulia@example.com');
    expect(customer.addresses.nodes.length).toBe(2);
    expect(customer.defaultAddress.id).toMatch(/^gid:\/\/shopify\/CustomerAddress\/\d+$/);
    expect(customer.orders.nodes.length).toBeGreaterThan(0);
    const tracked = customer.orders.nodes
      .flatMap((order: any) => order.fulfillments.nodes)
      .find((fulfillment: any) => fulfillment.trackingInformation.length);
    expect(tracked.trackingInformation[0].number).toBeTruthy();
    // The carrier travels with each tracking entry.
    expect(tracked.trackingInformation[0].company).toEqual(expect.stringMatching(/\S/));
    const order = customer.orders.nodes[0];
    const single = await customerApi(shop.url, access_token, 'query Order($id: ID!) { order(id: $id) { name } }', { id: order.id });
    expect(single.body.data.order.name).toBe(order.name);
  });

  it("cannot read another customer's order", async () => {
    const giulia = await signedInTokens(shop.url, 'giulia@example.com');
    const james = await signedInTokens(shop.url, 'james@example.com');
    const { body } = await customerApi(shop.url, giulia.access_token, '{ customer { orders(first: 1) { nodes { id } } } }');
    const foreign = await customerApi(shop.url, james.access_token, 'query Order($id: ID!) { order(id: $id) { name } }', {
      id: body.data.customer.orders.nodes[0].id,
    });
    expect(foreign.body.data.order).toBeNull();
  });

  it('updates the profile and manages addresses with the default', async () => {
    const { access_token: token } = await signedInTokens(shop.url, 'addresses-shopper@example.com');
    const updated = await customerApi(
      shop.url,
      token,
      'mutation { customerUpdate(input: { firstName: "Ada", lastName: "Rossi" }) { customer { firstName lastName } userErrors { code message } } }',
    );
    expect(updated.body.data.customerUpdate.customer).toEqual({ firstName: 'Ada', lastName: 'Rossi' });

    const create = `mutation Add($address: CustomerAddressInput!, $default: Boolean) {
      customerAddressCreate(address: $address, defaultAddress: $default) { customerAddress { id city zoneCode } userErrors { code field message } } }`;
    const first = await customerApi(shop.url, token, create, {
      address: {
        firstName: 'Ada',
        lastName: 'Rossi',
        address1: 'Via Roma 1',
        city: 'Firenze',
        territoryCode: 'IT',
        zoneCode: 'FI',
        zip: '50123',
      },
      default: false,
    });
    expect(first.body.data.customerAddressCreate.userErrors).toEqual([]);
    const second = await customerApi(shop.url, token, create, {
      address: {
        firstName: 'Ada',
        lastName: 'Rossi',
        address1: '1 Main St',
        city: 'New York',
        territoryCode: 'US',
        zoneCode: 'NY',
        zip: '10001',
      },
      default: true,
    });
    const secondId = second.body.data.customerAddressCreate.customerAddress.id;
    const invalid = await customerApi(shop.url, token, create, { address: { address1: 'x', city: 'y', territoryCode: 'ZZ' } });
    expect(invalid.body.data.customerAddressCreate.userErrors[0]).toMatchObject({
      code: 'INVALID_TERRITORY_CODE',
      field: ['address', 'territoryCode'],
    });

    let me = await customerApi(shop.url, token, '{ customer { defaultAddress { id } addresses(first: 5) { nodes { id } } } }');
    expect(me.body.data.customer.defaultAddress.id).toBe(secondId);

    const firstId = first.body.data.customerAddressCreate.customerAddress.id;
    const edit = await customerApi(
      shop.url,
      token,
      'mutation Edit($id: ID!) { customerAddressUpdate(addressId: $id, address: { city: "Siena", zoneCode: "SI", zip: "53100" }, defaultAddress: true) { customerAddress { city } userErrors { code } } }',
      { id: firstId },
    );
    expect(edit.body.data.customerAddressUpdate.customerAddress.city).toBe('Siena');
    me = await customerApi(shop.url, token, '{ customer { defaultAddress { id } } }');
    expect(me.body.data.customer.defaultAddress.id).toBe(firstId);

    const removed = await customerApi(
      shop.url,
      token,
      'mutation Remove($id: ID!) { customerAddressDelete(addressId: $id) { deletedAddressId userErrors { code } } }',
      { id: secondId },
    );
    expect(removed.body.data.customerAddressDelete.deletedAddressId).toBe(secondId);
    const gone = await customerApi(
      shop.url,
      token,
      'mutation Remove($id: ID!) { customerAddressDelete(addressId: $id) { deletedAddressId userErrors { code } } }',
      { id: secondId },
    );
    expect(gone.body.data.customerAddressDelete.userErrors[0].code).toBe('ADDRESS_ID_DOES_NOT_EXIST');
  });

  it("never gives a deleted address's id to a new address", async () => {
    const { access_token: token } = await signedInTokens(shop.url, 'address-ids-shopper@example.com');
    const create = `mutation Add($address: CustomerAddressInput!) {
      customerAddressCreate(address: $address) { customerAddress { id city } userErrors { code } } }`;
    const address = {
      firstName: 'Ada',
      lastName: 'Rossi',
      address1: 'Via Roma 1',
      city: 'Firenze',
      territoryCode: 'IT',
      zoneCode: 'FI',
      zip: '50123',
    };
    const first = await customerApi(shop.url, token, create, { address });
    const firstId = first.body.data.customerAddressCreate.customerAddress.id;
    await customerApi(shop.url, token, 'mutation Remove($id: ID!) { customerAddressDelete(addressId: $id) { deletedAddressId } }', {
      id: firstId,
    });
    const second = await customerApi(shop.url, token, create, { address: { ...address, city: 'Siena', zoneCode: 'SI', zip: '53100' } });
    expect(second.body.data.customerAddressCreate.customerAddress.id).not.toBe(firstId);

    // The old id, still held by a client, edits nothing.
    const stale = await customerApi(
      shop.url,
      token,
      'mutation Edit($id: ID!) { customerAddressUpdate(addressId: $id, address: { city: "Lucca", zoneCode: "LU", zip: "55100" }) { customerAddress { id } userErrors { code } } }',
      { id: firstId },
    );
    expect(stale.body.data.customerAddressUpdate.userErrors[0].code).toBe('ADDRESS_ID_DOES_NOT_EXIST');
    const me = await customerApi(shop.url, token, '{ customer { addresses(first: 5) { nodes { city } } } }');
    expect(me.body.data.customer.addresses.nodes).toEqual([{ city: 'Siena' }]);
  });

  it('answers an invalid document with GraphQL errors, not a 500', async () => {
    const { access_token } = await signedInTokens(shop.url, 'james@example.com');
    const { status, body } = await customerApi(shop.url, access_token, '{ customer { nope } }');
    expect(status).toBe(200);
    expect(body.errors[0].message).toContain('nope');
  });

  it('refuses a document nested too deep or asking for too much, and answers the next one', async () => {
    const { access_token } = await signedInTokens(shop.url, 'james@example.com');
    const deep = await customerApi(
      shop.url,
      access_token,
      `{ customer { ${'orders(first: 1) { nodes { '.repeat(1_500)}id${' } }'.repeat(1_500)} } }`,
    );
    expect(deep.status).toBe(200);
    expect(deep.body.errors[0].extensions.code).toBe('MAX_DEPTH_EXCEEDED');
    const aliases = Array.from({ length: 500 }, (_, index) => `a${index}: orders(first: 250) { nodes { id name } }`).join(' ');
    const wide = await customerApi(shop.url, access_token, `{ customer { ${aliases} } }`);
    expect(wide.body.errors[0].extensions).toMatchObject({ code: 'MAX_COMPLEXITY_EXCEEDED', maxCost: MAX_COST });
    expect((await customerApi(shop.url, access_token, '{ customer { id } }')).body.data.customer.id).toMatch(/^gid:/);
  });
});
