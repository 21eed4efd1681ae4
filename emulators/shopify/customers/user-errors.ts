// CustomerUserError as Shopify returns it, and the deprecated `userErrors` twin every payload still carries.
export interface CustomerUserError {
  code: string | null;
  field: string[] | null;
  message: string;
}

export function customerError(code: string | null, field: string[] | null, message: string): CustomerUserError {
  return { code, field, message };
}

const UNIDENTIFIED_CUSTOMER = 'Unidentified customer';

export function unidentified(field: string[] | null = null): CustomerUserError {
  return customerError('UNIDENTIFIED_CUSTOMER', field, UNIDENTIFIED_CUSTOMER);
}

/** The deprecated `userErrors` list: the same errors without their codes. */
export function withUserErrors<T extends object>(payload: T & { customerUserErrors: CustomerUserError[] }) {
  return { ...payload, userErrors: payload.customerUserErrors.map(({ field, message }) => ({ field, message })) };
}
