// The one payment handler this shop declares: test cards by token, so an agent can pay without
// a network or a real card. The credential is `{type: "token", token: "tok_test_<card number>"}`
// with one of the checkout host's test numbers (4242 4242 4242 4242 pays; 4000 0000 0000 0002 is
// declined, ...); the checkout host's own gateway decides, so both ways to pay behave alike.
import { charge } from '../../checkout/payment.ts';
import { isObject } from '../rpc.ts';
import type { UcpVersion } from './versions.ts';

const HANDLER_NAME = 'dev.bottega.test_card';
const HANDLER_ID = 'test_card';
const TOKEN = /^tok_test_(\d{12,19})$/;

/** The handler as the profile and checkout answers declare it. */
export function paymentHandlers(version: UcpVersion) {
  return {
    [HANDLER_NAME]: [
      {
        id: HANDLER_ID,
        version,
        available_instruments: [{ type: 'card' }],
        config: { credential: { type: 'token', format: 'tok_test_<test card number>', example: 'tok_test_4242424242424242' } },
      },
    ],
  };
}

export type PaymentCheck = { ok: true; last4: string } | { ok: false; path: string; content: string };

/** Charges the selected instrument of `checkout.payment`, or says which part of it is wrong. */
export function pay(payment: unknown, now: Date): PaymentCheck {
  const instruments = isObject(payment) && Array.isArray(payment.instruments) ? payment.instruments.filter(isObject) : [];
  const index = Math.max(
    instruments.findIndex((instrument) => instrument.selected === true),
    0,
  );
  const instrument = instruments[index];
  const path = `$.payment.instruments[${index}]`;
  if (!instrument) return { ok: false, path: '$.payment.instruments', content: 'Choose a payment instrument.' };
  if (instrument.handler_id !== HANDLER_ID)
    return { ok: false, path: `${path}.handler_id`, content: `Pay with the ${HANDLER_ID} handler.` };
  const credential = isObject(instrument.credential) ? instrument.credential : {};
  const token = typeof credential.token === 'string' ? TOKEN.exec(credential.token) : null;
  if (credential.type !== 'token' || !token)
    return { ok: false, path: `${path}.credential`, content: 'The credential is not a test card token.' };
  const year = now.getUTCFullYear() + 2;
  const outcome = charge({ number: token[1], expiry: `12 / ${year}`, cvc: '123' }, now);
  return outcome.ok ? { ok: true, last4: outcome.last4 } : { ok: false, path: `${path}.credential`, content: outcome.message };
}
