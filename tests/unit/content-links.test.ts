// The spec's link rules for content (section 2, "Link building from content").
import { describe, expect, it } from 'vitest';
import { vercelStegaCombine } from '@vercel/stega';
import { linkHref, resolveLink } from '../../app/core/sanity/links';
import type { LinkResult } from '../../app/core/sanity/model';

const link = (fields: Partial<LinkResult>): LinkResult => ({ _key: 'k', title: 'Title', type: null, slug: null, url: null, ...fields });

describe('linkHref', () => {
  it('maps products, collections and lookbooks to their routes', () => {
    expect(linkHref(link({ type: 'product', slug: 'arco-tote' }))).toBe('/products/arco-tote');
    expect(linkHref(link({ type: 'collection', slug: 'bags' }))).toBe('/collections/bags');
    expect(linkHref(link({ type: 'lookbook', slug: 'riviera' }))).toBe('/lookbooks/riviera');
  });

  it('maps the slugs collections and archive to their own routes', () => {
    expect(linkHref(link({ type: 'page', slug: 'collections' }))).toBe('/collections');
    expect(linkHref(link({ type: 'page', slug: 'archive' }))).toBe('/archive');
  });

  it('maps home to /', () => {
    expect(linkHref(link({ type: 'home' }))).toBe('/');
    expect(linkHref(link({ type: 'home', slug: 'home' }))).toBe('/');
  });

  it('maps anything else to /{slug}', () => {
    expect(linkHref(link({ type: 'page', slug: 'about' }))).toBe('/about');
    expect(linkHref(link({ type: 'page', slug: 'shipping-and-returns' }))).toBe('/shipping-and-returns');
    expect(linkHref(link({ type: null, slug: 'process' }))).toBe('/process');
  });

  it('uses an explicit url as it is', () => {
    expect(linkHref(link({ type: 'external', url: 'https://www.instagram.com/' }))).toBe('https://www.instagram.com/');
    expect(linkHref(link({ type: 'external', url: 'mailto:atelier@bottega.example' }))).toBe('mailto:atelier@bottega.example');
  });

  it('points nowhere for a dangling reference', () => {
    expect(linkHref(link({ type: 'page', slug: null }))).toBeNull();
    expect(linkHref(link({ type: null }))).toBeNull();
    expect(linkHref(null)).toBeNull();
  });

  it('strips stega markers so preview never breaks an href', () => {
    const encoded = vercelStegaCombine('arco-tote', { origin: 'sanity.io', href: '/studio/intent/edit/id=x' });
    expect(encoded).not.toBe('arco-tote');
    expect(linkHref(link({ type: 'product', slug: encoded }))).toBe('/products/arco-tote');
  });
});

describe('resolveLink', () => {
  it('opens footer links with an explicit url in a new tab', () => {
    expect(resolveLink(link({ type: 'external', url: 'https://www.pinterest.com/' }), 'footer')).toEqual({
      href: 'https://www.pinterest.com/',
      external: true,
    });
  });

  it('keeps internal footer links in the same tab', () => {
    expect(resolveLink(link({ type: 'page', slug: 'about' }), 'footer')).toEqual({ href: '/about', external: false });
    expect(resolveLink(link({ type: 'collection', slug: 'sale' }), 'footer')).toEqual({ href: '/collections/sale', external: false });
  });

  it('opens explicit urls outside the footer in the same tab', () => {
    expect(resolveLink(link({ type: 'external', url: 'https://www.instagram.com/' }))).toEqual({
      href: 'https://www.instagram.com/',
      external: false,
    });
  });

  it('is null for a link that points nowhere', () => {
    expect(resolveLink(link({ type: 'page' }), 'footer')).toBeNull();
  });
});
