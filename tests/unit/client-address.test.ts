// Which address the worker believes: only the header the deployment names, only a single address.
import { describe, expect, it } from 'vitest';
import { normaliseAddress, storefrontHeaders, trustedClientAddress } from '~/core/security/client-address.server';
import { readAppConfig } from '~/core/request/config.server';

const request = (headers: Record<string, string>) => new Request('https://bottega.example/account/login', { headers });

describe('trustedClientAddress', () => {
  it('reads only the named header: a spoofed Oxygen-Buyer-IP means nothing elsewhere', () => {
    const spoofed = request({ 'oxygen-buyer-ip': '203.0.113.9', 'cf-connecting-ip': '203.0.113.10', 'x-forwarded-for': '203.0.113.11' });
    expect(trustedClientAddress(spoofed, null)).toBeNull();
    expect(trustedClientAddress(spoofed, 'x-bottega-client-ip')).toBeNull();
    expect(trustedClientAddress(spoofed, 'oxygen-buyer-ip')).toBe('203.0.113.9');
    expect(trustedClientAddress(spoofed, 'cf-connecting-ip')).toBe('203.0.113.10');
  });

  it('accepts one IPv4 or IPv6 address, refuses lists and anything else', () => {
    expect(normaliseAddress(' 198.51.100.4 ')).toBe('198.51.100.4');
    expect(normaliseAddress('::ffff:127.0.0.2')).toBe('127.0.0.2');
    expect(normaliseAddress('2001:DB8::1')).toBe('2001:db8::1');
    for (const bad of ['', '203.0.113.9, 10.0.0.1', '999.1.1.1', 'localhost', '<script>', '1.2.3', 'a'.repeat(60)])
      expect(normaliseAddress(bad)).toBeNull();
  });
});

describe('storefrontHeaders', () => {
  it('passes the buyer IP to the Storefront API only when vouched for, and Oxygen’s signature only from Oxygen', () => {
    const incoming = request({ 'oxygen-buyer-ip': '203.0.113.9', 'x-shopify-client-ip-sig': 'sig', cookie: 'a=1' });
    expect(storefrontHeaders(incoming, null, null)).toMatchObject({ buyerIp: null, buyerIpSig: null, cookie: 'a=1' });
    expect(storefrontHeaders(incoming, '127.0.0.2', 'x-bottega-client-ip')).toMatchObject({ buyerIp: '127.0.0.2', buyerIpSig: null });
    expect(storefrontHeaders(incoming, '203.0.113.9', 'oxygen-buyer-ip')).toMatchObject({ buyerIp: '203.0.113.9', buyerIpSig: 'sig' });
  });
});

describe('TRUSTED_CLIENT_IP_HEADER', () => {
  const config = (value: string | undefined) =>
    readAppConfig({
      PUBLIC_STORE_DOMAIN: 'shop.example',
      SANITY_PROJECT_ID: 'p',
      SANITY_DATASET: 'd',
      TRUSTED_CLIENT_IP_HEADER: value,
    } as unknown as Env).clientIpHeader;
  it('names one header, or none', () => {
    expect(config('Oxygen-Buyer-IP')).toBe('oxygen-buyer-ip');
    expect(config('cf-connecting-ip')).toBe('cf-connecting-ip');
    expect(config(undefined)).toBeNull();
    expect(config('none')).toBeNull();
    expect(config('bad header: x')).toBeNull();
  });
});
