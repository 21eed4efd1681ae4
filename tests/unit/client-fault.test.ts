import { describe, expect, it, vi } from 'vitest';
import { clientFault, logStorefrontError } from '~/core/failures/log.server';

describe("a client's mistake in the log", () => {
  it('is a 4xx React Router answered, or its refusal of a cross-site post, and nothing else', () => {
    const notAllowed = Object.assign(new Error('Invalid request method "PROPFIND"'), {});
    const errorResponse = { status: 405, statusText: 'Method Not Allowed', internal: true, data: 'x', error: notAllowed };
    expect(clientFault(errorResponse)).toEqual({ status: 405, reason: 'Invalid request method "PROPFIND"', error: errorResponse });
    expect(
      clientFault(new Error('host header does not match `origin` header from a forwarded action request. Aborting the action.'))?.status,
    ).toBe(400);
    expect(clientFault(new Error('Bad Request'))?.status).toBe(400);
    expect(clientFault({ status: 500, statusText: 'Internal Server Error', internal: true, data: 'x' })).toBeNull();
    expect(clientFault(new TypeError("Cannot read properties of undefined (reading 'nodes')"))).toBeNull();
  });
});

describe('Storefront API errors in the log', () => {
  const graphqlError = (message: string, code?: string) => Object.assign(new Error(message), { extensions: code ? { code } : {} });

  it('are one line, without a trace, when a client caused them (a flood, a forged id, a stale cursor)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(logStorefrontError(graphqlError('Creating Customer Limit exceeded. Please try again later.', 'THROTTLED'))).toBe(false);
    expect(logStorefrontError(graphqlError('Variable $cartId of type ID! was provided invalid value', 'INVALID_VARIABLE'))).toBe(false);
    expect(logStorefrontError(graphqlError('Invalid cursor for current pagination sort.', 'INVALID_CURSOR'))).toBe(false);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0][0]).toBe('Storefront API refused (THROTTLED): Creating Customer Limit exceeded. Please try again later.');
    warn.mockRestore();
  });

  it('keep their trace otherwise', () => {
    expect(logStorefrontError(graphqlError('Field "vendorr" does not exist', 'GRAPHQL_VALIDATION_FAILED'))).toBe(true);
    expect(logStorefrontError(graphqlError('Internal error'))).toBe(true);
    expect(logStorefrontError(undefined)).toBe(true);
  });
});
