// On Oxygen the client build is served from Shopify's CDN, not the shop's origin: the policy must let
// the page load its modules, fonts and styles from there, and nothing more than that one origin.
import { describe, expect, it } from 'vitest';
import { readAppConfig } from '~/core/request/config.server';
import { createCsp } from '~/core/security/csp.server';

const config = readAppConfig({ PUBLIC_STORE_DOMAIN: 'shop.example', SANITY_PROJECT_ID: 'p', SANITY_DATASET: 'd' } as unknown as Env);
const directive = (header: string, name: string) =>
  header
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

describe('the content security policy and the client build', () => {
  it('allows the CDN Oxygen serves the build from for scripts, fonts and styles', () => {
    const { header } = createCsp(config, 'https://cdn.shopify.com/oxygen/1000/2000/abc123/');
    for (const name of ['script-src', 'font-src', 'style-src']) expect(directive(header, name), name).toContain('https://cdn.shopify.com');
    expect(directive(header, 'script-src')).not.toContain('/oxygen/');
  });

  it('keeps scripts and fonts to the shop itself when the build is served from it (Workers, npm start)', () => {
    const { header } = createCsp(config, '/');
    expect(directive(header, 'script-src')).not.toContain('https://');
    expect(directive(header, 'font-src')).toBe("font-src 'self'");
  });

  it('names each source once in every directive', () => {
    const { header } = createCsp(config, 'https://cdn.shopify.com/oxygen/1000/2000/abc123/');
    for (const directive of header.split(';')) {
      const sources = directive.trim().split(/\s+/);
      expect(new Set(sources).size, directive).toBe(sources.length);
    }
    expect(directive(header, 'default-src')).toMatch(/^default-src 'self' 'nonce-[0-9a-f]+'/);
  });
});
