// Password recovery and account activation through the mail outbox, over real HTTP: the mail lands
// in /outbox and /outbox.json, and its link works exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopify } from '../../emulators/shopify/test-server.ts';
import type { RunningShopify } from '../../emulators/shopify/test-server.ts';
import { CUSTOMER_QUERY, ERRORS, TOKEN_CREATE, json, newCustomer, signIn } from './shopify-customers-support.ts';

let shop: RunningShopify;
beforeAll(async () => {
  shop = await startShopify();
});
afterAll(async () => {
  await shop?.stop();
});

const RECOVER = `mutation Recover($email: String!) { customerRecover(email: $email) { ${ERRORS} } }`;
const RESET_BY_URL = `mutation Reset($url: URL!, $password: String!) { customerResetByUrl(resetUrl: $url, password: $password) { customer { email } customerAccessToken { accessToken } ${ERRORS} } }`;
const RESET = `mutation Reset($id: ID!, $input: CustomerResetInput!) { customerReset(id: $id, input: $input) { customer { email } customerAccessToken { accessToken } ${ERRORS} } }`;
const ACTIVATE_BY_URL = `mutation Activate($url: URL!, $password: String!) { customerActivateByUrl(activationUrl: $url, password: $password) { customer { email } customerAccessToken { accessToken } customerUserErrors { code field message } } }`;
const ACTIVATE = `mutation Activate($id: ID!, $input: CustomerActivateInput!) { customerActivate(id: $id, input: $input) { customer { email } customerAccessToken { accessToken } ${ERRORS} } }`;

interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

async function mailTo(email: string): Promise<Mail[]> {
  const response = await fetch(`${shop.url}/outbox.json?to=${encodeURIComponent(email)}`);
  expect(response.headers.get('content-type')).toContain('application/json');
  return (await json(response)).messages;
}

describe('password recovery', () => {
  it('mails a reset link that resets the password once; a second use fails', async () => {
    const customer = await newCustomer(shop, 'recover');
    const recovered = (await shop.graphql(RECOVER, { email: customer.email })).body.data.customerRecover;
    expect(recovered).toEqual({ customerUserErrors: [], userErrors: [] });

    const [mail] = await mailTo(customer.email);
    expect(mail.subject).toBe('Customer account password reset');
    const customerNumber = customer.id.split('/').pop();
    expect(mail.links).toEqual([expect.stringMatching(new RegExp(`^http://localhost:3000/account/reset/${customerNumber}/[a-f0-9]{48}$`))]);
    expect(mail.text).toContain(mail.links[0]);
    expect(mail.html).toContain(`href="${mail.links[0]}"`);
    expect(Date.parse(mail.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const reset = (await shop.graphql(RESET_BY_URL, { url: mail.links[0], password: 'brand-new-pass' })).body.data.customerResetByUrl;
    expect(reset.customerUserErrors).toEqual([]);
    expect(reset.customer.email).toBe(customer.email);
    expect((await shop.graphql(CUSTOMER_QUERY, { token: reset.customerAccessToken.accessToken })).body.data.customer.email).toBe(
      customer.email,
    );
    // The reset ends the sessions that existed before it.
    expect((await shop.graphql(CUSTOMER_QUERY, { token: customer.token })).body.data.customer).toBeNull();
    await signIn(shop, customer.email, 'brand-new-pass');

    const again = (await shop.graphql(RESET_BY_URL, { url: mail.links[0], password: 'another-pass' })).body.data.customerResetByUrl;
    expect(again).toMatchObject({
      customer: null,
      customerAccessToken: null,
      customerUserErrors: [{ code: 'TOKEN_INVALID', field: ['resetUrl'] }],
    });
    await signIn(shop, customer.email, 'brand-new-pass');
  });

  it('keeps the link usable when the new password is rejected', async () => {
    const customer = await newCustomer(shop, 'recover-short');
    await shop.graphql(RECOVER, { email: customer.email });
    const [mail] = await mailTo(customer.email);
    const short = (await shop.graphql(RESET_BY_URL, { url: mail.links[0], password: 'abc' })).body.data.customerResetByUrl;
    expect(short.customerUserErrors).toEqual([expect.objectContaining({ code: 'TOO_SHORT', field: ['password'] })]);
    const ok = (await shop.graphql(RESET_BY_URL, { url: mail.links[0], password: 'long-enough' })).body.data.customerResetByUrl;
    expect(ok.customerUserErrors).toEqual([]);
  });

  it('resets by customer id and token, and a newer mail retires the older link', async () => {
    const customer = await newCustomer(shop, 'recover-id');
    await shop.graphql(RECOVER, { email: customer.email });
    await shop.graphql(RECOVER, { email: customer.email });
    const [newer, older] = await mailTo(customer.email);
    const tokenOf = (link: string) => link.split('/').pop()!;
    const stale = (await shop.graphql(RESET, { id: customer.id, input: { password: 'fresh-pass', resetToken: tokenOf(older.links[0]) } }))
      .body.data.customerReset;
    expect(stale.customerUserErrors).toEqual([expect.objectContaining({ code: 'TOKEN_INVALID', field: ['input', 'resetToken'] })]);
    const wrongCustomer = (
      await shop.graphql(RESET, { id: 'gid://shopify/Customer/1', input: { password: 'fresh-pass', resetToken: tokenOf(newer.links[0]) } })
    ).body.data.customerReset;
    expect(wrongCustomer.customerUserErrors[0].code).toBe('TOKEN_INVALID');
    const ok = (await shop.graphql(RESET, { id: customer.id, input: { password: 'fresh-pass', resetToken: tokenOf(newer.links[0]) } })).body
      .data.customerReset;
    expect(ok).toMatchObject({ customer: { email: customer.email }, customerUserErrors: [] });
  });

  it('refuses an expired reset link', async () => {
    const customer = await newCustomer(shop, 'recover-expired');
    await shop.graphql(RECOVER, { email: customer.email });
    const [mail] = await mailTo(customer.email);
    shop.emulator.services.db.sqlite
      .prepare("UPDATE customer_link_tokens SET expires_at = '2020-01-01T00:00:00Z' WHERE customer_id = ?")
      .run(Number(customer.id.split('/').pop()));
    const payload = (await shop.graphql(RESET_BY_URL, { url: mail.links[0], password: 'too-late-pass' })).body.data.customerResetByUrl;
    expect(payload.customerUserErrors).toEqual([
      { code: 'TOKEN_INVALID', field: ['resetUrl'], message: 'The reset password link has expired.' },
    ]);
  });

  it('answers an unknown email with UNIDENTIFIED_CUSTOMER and sends nothing', async () => {
    const payload = (await shop.graphql(RECOVER, { email: 'ghost@example.com' })).body.data.customerRecover;
    expect(payload.customerUserErrors).toEqual([{ code: 'UNIDENTIFIED_CUSTOMER', field: ['email'], message: 'Could not find customer' }]);
    expect(await mailTo('ghost@example.com')).toEqual([]);
  });

  it('throttles repeated recovery requests for one email', async () => {
    const customer = await newCustomer(shop, 'recover-throttle');
    const codes: (string | null)[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const { body } = await shop.graphql(RECOVER, { email: customer.email });
      codes.push(body.errors?.[0]?.extensions?.code ?? null);
    }
    expect(codes).toEqual([null, null, null, null, null, 'THROTTLED']);
    expect((await mailTo(customer.email)).length).toBe(5);
  });

  it('rejects malformed ids and links in Shopify shapes', async () => {
    const badId = await shop.graphql(RESET, { id: 'gid://shopify/Customer/abc', input: { password: 'whatever1', resetToken: 'x' } });
    expect(badId.body.errors[0].message).toContain('Invalid global id');
    expect(badId.body.data.customerReset).toBeNull();
    const notAGid = await shop.graphql(RESET, { id: 'not-a-gid', input: { password: 'whatever1', resetToken: 'x' } });
    expect(notAGid.body.errors[0].extensions.code).toBe('INVALID_VARIABLE');
    const badUrl = (await shop.graphql(RESET_BY_URL, { url: 'http://localhost:3000/account/login', password: 'whatever1' })).body.data
      .customerResetByUrl;
    expect(badUrl.customerUserErrors).toEqual([{ code: 'INVALID', field: ['resetUrl'], message: 'Reset url is invalid' }]);
    const hugeUrl = (
      await shop.graphql(RESET_BY_URL, { url: `http://localhost:3000/account/reset/1/${'a'.repeat(10_000)}`, password: 'whatever1' })
    ).body.data.customerResetByUrl;
    expect(hugeUrl.customerUserErrors[0].code).toBe('INVALID');
  });
});

describe('account activation', () => {
  it("activates Sofia's invitation from the seeded mail once", async () => {
    const mails = await mailTo('sofia@example.com');
    const invitation = mails[mails.length - 1];
    expect(invitation.subject).toBe('Customer account activation');
    expect(invitation.links[0]).toMatch(/^http:\/\/localhost:3000\/account\/activate\/\d+\/[a-f0-9]{48}$/);

    const short = (await shop.graphql(ACTIVATE_BY_URL, { url: invitation.links[0], password: 'abc' })).body.data.customerActivateByUrl;
    expect(short.customerUserErrors).toEqual([expect.objectContaining({ code: 'TOO_SHORT', field: ['password'] })]);
    const activated = (await shop.graphql(ACTIVATE_BY_URL, { url: invitation.links[0], password: 'sofia-secret' })).body.data
      .customerActivateByUrl;
    expect(activated.customerUserErrors).toEqual([]);
    expect(activated.customer.email).toBe('sofia@example.com');
    const me = (await shop.graphql(CUSTOMER_QUERY, { token: activated.customerAccessToken.accessToken })).body.data.customer;
    expect(me).toMatchObject({ firstName: 'Sofia', tags: ['Invited'] });
    await signIn(shop, 'sofia@example.com', 'sofia-secret');

    const again = (await shop.graphql(ACTIVATE_BY_URL, { url: invitation.links[0], password: 'other-secret' })).body.data
      .customerActivateByUrl;
    expect(again).toMatchObject({ customer: null, customerUserErrors: [{ code: 'ALREADY_ENABLED', field: ['activationUrl'] }] });
  });

  it('refuses a forged activation token', async () => {
    const customer = await newCustomer(shop, 'activate-forged');
    const payload = (await shop.graphql(ACTIVATE, { id: customer.id, input: { activationToken: 'f'.repeat(48), password: 'whatever1' } }))
      .body.data.customerActivate;
    expect(payload.customerUserErrors).toEqual([
      { code: 'TOKEN_INVALID', field: ['input', 'activationToken'], message: 'Invalid activation token' },
    ]);
  });
});

describe('the outbox pages', () => {
  it('lists mail newest first as HTML and JSON and shows each message', async () => {
    const customer = await newCustomer(shop, 'outbox-page');
    await shop.graphql(RECOVER, { email: customer.email });
    const all = (await json(await fetch(`${shop.url}/outbox.json`))).messages as Mail[];
    expect(all[0].to).toBe(customer.email);
    const ids = all.map((mail) => mail.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const list = await fetch(`${shop.url}/outbox`);
    expect(list.headers.get('content-type')).toContain('text/html');
    const listHtml = await list.text();
    expect(listHtml).toContain(`href="/outbox/${all[0].id}"`);
    expect(listHtml).toContain(customer.email);

    const message = await (await fetch(`${shop.url}/outbox/${all[0].id}`)).text();
    expect(message).toContain('Customer account password reset');
    expect(message).toContain(all[0].links[0]);
    const single = await json(await fetch(`${shop.url}/outbox/${all[0].id}.json`));
    expect(single).toEqual(expect.objectContaining({ id: all[0].id, to: customer.email, links: all[0].links }));
    expect((await fetch(`${shop.url}/outbox/999999`)).status).toBe(404);
    expect((await fetch(`${shop.url}/outbox.json`, { method: 'POST' })).status).toBe(405);
  });

  it('escapes what a customer typed when the mail shows it', async () => {
    const email = `outbox-xss-${process.pid}@example.com`;
    await shop.graphql(`mutation($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`, {
      input: { email, password: 'correct-horse', firstName: 'Tom & "Jerry"' },
    });
    await shop.graphql(RECOVER, { email });
    const [mail] = await mailTo(email);
    expect(mail.text).toContain('Dear Tom & "Jerry",');
    expect(mail.html).toContain('Dear Tom &amp; &quot;Jerry&quot;,');
  });
});

describe('sign-in after recovery', () => {
  it('still refuses the old password', async () => {
    const customer = await newCustomer(shop, 'old-password');
    await shop.graphql(RECOVER, { email: customer.email });
    const [mail] = await mailTo(customer.email);
    await shop.graphql(RESET_BY_URL, { url: mail.links[0], password: 'replacement' });
    const { body } = await shop.graphql(TOKEN_CREATE, { input: { email: customer.email, password: customer.password } });
    expect(body.data.customerAccessTokenCreate.customerUserErrors[0].code).toBe('UNIDENTIFIED_CUSTOMER');
  });
});
