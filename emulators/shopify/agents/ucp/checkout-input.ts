// What a create or update_checkout carries besides its line items: the buyer, the shipping
// destination (fulfillment.methods[0].destinations[0], a postal address) and the buyer's context.
// Shapes that break the schema are Invalid params; what the shop thinks of the values (a badly
// formed email, an address it cannot ship to) becomes recoverable messages on the checkout.
import { validateAddress } from '../../customers/address-validation.ts';
import type { AddressFields } from '../../customers/address-validation.ts';
import { checkEmail, normalizeEmail } from '../../customers/validation.ts';
import { INVALID_PARAMS, isObject, RpcError } from '../rpc.ts';
import type { Buyer } from './checkout-store.ts';

const MAX_FIELD = 255;
const BUYER_FIELDS = ['email', 'first_name', 'last_name', 'phone_number'] as const;
const ADDRESS_FIELDS: Record<string, keyof AddressFields> = {
  first_name: 'firstName',
  last_name: 'lastName',
  street_address: 'address1',
  extended_address: 'address2',
  address_locality: 'city',
  address_region: 'province',
  postal_code: 'zip',
  address_country: 'country',
  phone_number: 'phone',
};
export const DESTINATION_PATH = '$.fulfillment.methods[0].destinations[0]';

export interface Message {
  type: 'error' | 'warning' | 'info';
  code: string;
  content: string;
  path?: string;
  severity?: 'recoverable' | 'requires_buyer_input' | 'requires_buyer_review' | 'unrecoverable';
}

function text(value: unknown, where: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > MAX_FIELD)
    throw new RpcError(INVALID_PARAMS, `Invalid params: ${where} must be a string of at most ${MAX_FIELD} characters.`);
  return value.trim() || undefined;
}

export function readBuyer(checkout: Record<string, unknown>): { buyer: Buyer; messages: Message[] } {
  if (checkout.buyer === undefined) return { buyer: {}, messages: [] };
  if (!isObject(checkout.buyer)) throw new RpcError(INVALID_PARAMS, 'Invalid params: checkout.buyer must be an object.');
  const buyer: Buyer = {};
  for (const field of BUYER_FIELDS) {
    const value = text(checkout.buyer[field], `checkout.buyer.${field}`);
    if (value !== undefined) buyer[field] = value;
  }
  const messages: Message[] = [];
  if (buyer.email !== undefined) {
    if (checkEmail(buyer.email, ['email']).length) {
      messages.push({ type: 'error', code: 'invalid', path: '$.buyer.email', content: 'Enter a valid email.', severity: 'recoverable' });
      delete buyer.email;
    } else buyer.email = normalizeEmail(buyer.email);
  }
  return { buyer, messages };
}

/** The one destination and the one option the shop answers with (checkout-view.ts). */
export const DESTINATION_ID = 'destination';
export const OPTION_ID = 'express';

/** An option chosen other than the one the shop offers, per group (fulfillment.md: rejected, never replaced). */
function optionMessages(method: Record<string, unknown>): Message[] {
  const groups = method.groups;
  if (groups === undefined) return [];
  if (!Array.isArray(groups) || groups.length > 10 || !groups.every(isObject))
    throw new RpcError(INVALID_PARAMS, 'Invalid params: checkout.fulfillment.methods[0].groups must be an array of objects.');
  return groups.flatMap((group, index) =>
    group.selected_option_id === undefined || group.selected_option_id === null || group.selected_option_id === OPTION_ID
      ? []
      : [
          {
            type: 'error' as const,
            code: 'not_found',
            path: `$.fulfillment.methods[0].groups[${index}].selected_option_id`,
            content: 'No such shipping option.',
            severity: 'recoverable' as const,
          },
        ],
  );
}

/**
 * The shipping address of the first shipping method, checked as the checkout host checks its form.
 * A method that only selects the destination the shop already holds (`selected_destination_id`, as
 * an agent choosing an option sends it) keeps `current`.
 */
export function readDestination(
  checkout: Record<string, unknown>,
  current: AddressFields | null = null,
): { address: AddressFields | null; messages: Message[] } {
  if (checkout.fulfillment === undefined) return { address: null, messages: [] };
  const fulfillment = checkout.fulfillment;
  const methods = isObject(fulfillment) ? fulfillment.methods : undefined;
  if (!Array.isArray(methods) || methods.length > 10 || !methods.every(isObject))
    throw new RpcError(INVALID_PARAMS, 'Invalid params: checkout.fulfillment.methods must be an array of objects.');
  const options = methods[0] ? optionMessages(methods[0]) : [];
  if (options.length) return { address: current, messages: options };
  const destinations = methods[0]?.destinations;
  if (destinations === undefined) return { address: methods[0]?.selected_destination_id === DESTINATION_ID ? current : null, messages: [] };
  if (!Array.isArray(destinations) || destinations.length > 10 || !destinations.every(isObject))
    throw new RpcError(INVALID_PARAMS, 'Invalid params: checkout.fulfillment.methods[0].destinations must be an array of objects.');
  const destination = destinations[0];
  if (!destination) return { address: null, messages: [] };
  const input: Record<string, string | undefined> = {};
  for (const [field, name] of Object.entries(ADDRESS_FIELDS))
    input[name] = text(destination[field], `checkout.fulfillment.methods[0].destinations[0].${field}`);
  const messages: Message[] = [];
  const required: [string, string | undefined, string][] = [
    ['last_name', input.lastName, 'Enter a last name.'],
    ['street_address', input.address1, 'Enter an address.'],
    ['address_locality', input.city, 'Enter a city.'],
    ['address_country', input.country, 'Select a country / region.'],
  ];
  for (const [field, value, content] of required)
    if (!value) messages.push({ type: 'error', code: 'missing', path: `${DESTINATION_PATH}.${field}`, content, severity: 'recoverable' });
  const { errors, address } = validateAddress({ ...input, country: input.country?.toUpperCase() }, []);
  const byName = Object.fromEntries(Object.entries(ADDRESS_FIELDS).map(([field, name]) => [name, field]));
  for (const error of errors) {
    const field = byName[error.field?.[0] ?? ''] ?? '';
    if (messages.some((message) => message.path === `${DESTINATION_PATH}.${field}`)) continue;
    messages.push({
      type: 'error',
      code: field === 'address_country' ? 'address_undeliverable' : 'invalid',
      path: field ? `${DESTINATION_PATH}.${field}` : DESTINATION_PATH,
      content: error.message,
      severity: 'recoverable',
    });
  }
  return { address: messages.length ? null : address, messages };
}

/** The buyer's country and language from `checkout.context`, when given. */
export function readContext(checkout: Record<string, unknown>): Record<string, unknown> | undefined {
  if (checkout.context === undefined) return undefined;
  if (!isObject(checkout.context)) throw new RpcError(INVALID_PARAMS, 'Invalid params: checkout.context must be an object.');
  return checkout.context;
}
