import { describe, expect, it } from 'vitest';
import { repairPercentEscapes, withClientAddress } from '../../scripts/front-door.ts';

describe('repairPercentEscapes', () => {
  it('turns a % that starts no escape into %25 and leaves real escapes alone', () => {
    expect(repairPercentEscapes('/search?q=100%')).toBe('/search?q=100%25');
    expect(repairPercentEscapes('/%')).toBe('/%25');
    expect(repairPercentEscapes('/products/%zz')).toBe('/products/%25zz');
    expect(repairPercentEscapes('/a%2Fb?q=%C3%A8%20x')).toBe('/a%2Fb?q=%C3%A8%20x');
    expect(repairPercentEscapes('/x%A')).toBe('/x%25A');
    expect(repairPercentEscapes('/x%%41')).toBe('/x%25%41');
  });
});

describe('withClientAddress', () => {
  it('sets the trusted header from the socket, replacing any copy the client sent', () => {
    const sent = { host: 'localhost', 'x-bottega-client-ip': '203.0.113.9', 'oxygen-buyer-ip': '203.0.113.10' };
    expect(withClientAddress(sent, 'x-bottega-client-ip', '127.0.0.2')).toEqual({ host: 'localhost', 'x-bottega-client-ip': '127.0.0.2', 'oxygen-buyer-ip': '203.0.113.10' });
    expect(withClientAddress(sent, 'X-Bottega-Client-IP', undefined)).toEqual({ host: 'localhost', 'oxygen-buyer-ip': '203.0.113.10' });
  });

  it('leaves the headers alone when the worker trusts no header', () => {
    const sent = { host: 'localhost', 'x-bottega-client-ip': '203.0.113.9' };
    expect(withClientAddress(sent, undefined, '127.0.0.2')).toBe(sent);
    expect(withClientAddress(sent, 'none', '127.0.0.2')).toBe(sent);
  });
});
