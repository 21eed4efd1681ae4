// Links written in the content service keep the page's market: under a market's address the router's
// basename is `/it-it`, and every path on this site must be written under it (a menu, a footer column,
// a module's call to action, a link in rich text), while other sites and mail addresses stay as stored.
import { describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ContentLink, ResolvedLink } from '~/core/sanity/ContentLink';
import { RichText } from '~/core/sanity/RichText';
import type { PagePortableText } from '~/core/sanity/model';

/** The element in a data router with the market's basename, as the app renders it (the links read the page's market from it). */
function render(basename: string, element: ReactNode): string {
  const router = createMemoryRouter([{ path: '/about', element }], { basename, initialEntries: [`${basename}/about`] });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

const links = [
  createElement(ResolvedLink, { key: 1, href: '/collections/bags', children: 'Bags' }),
  createElement(ResolvedLink, { key: 2, href: '/', children: 'Home' }),
  createElement(ResolvedLink, { key: 3, href: '/pages/press', external: true, children: 'Press' }),
  createElement(ResolvedLink, { key: 4, href: 'https://www.instagram.com/', external: true, children: 'Instagram' }),
  createElement(ResolvedLink, { key: 5, href: 'mailto:atelier@bottega.example', children: 'Write to us' }),
  createElement(ContentLink, { key: 6, link: { type: 'lookbook', slug: 'riviera', url: null }, children: 'Riviera' }),
];

const text = [
  {
    _type: 'block',
    _key: 'b',
    style: 'normal',
    markDefs: [
      { _key: 'p', _type: 'linkInternal', type: 'page', slug: 'stockists', url: null },
      { _key: 'x', _type: 'linkExternal', type: 'external', slug: null, url: 'https://example.com/' },
    ],
    children: [
      { _type: 'span', _key: 's1', text: 'Our stockists', marks: ['p'] },
      { _type: 'span', _key: 's2', text: ' and a friend', marks: ['x'] },
    ],
  },
] as unknown as PagePortableText;

describe('content links under a market', () => {
  it('write paths on this site under the market prefix, and other addresses as stored', () => {
    expect(hrefs(render('/it-it', links))).toEqual([
      '/it-it/collections/bags',
      '/it-it',
      '/it-it/pages/press',
      'https://www.instagram.com/',
      'mailto:atelier@bottega.example',
      '/it-it/lookbooks/riviera',
    ]);
    expect(hrefs(render('/it-it', createElement(RichText, { value: text })))).toEqual(['/it-it/stockists', 'https://example.com/']);
  });

  it('leave the default market’s addresses as they were', () => {
    expect(hrefs(render('', links))).toEqual([
      '/collections/bags',
      '/',
      '/pages/press',
      'https://www.instagram.com/',
      'mailto:atelier@bottega.example',
      '/lookbooks/riviera',
    ]);
  });

  it('open a footer path in a new tab still under the prefix, announced to screen readers', () => {
    const html = render('/it-it', createElement(ResolvedLink, { href: '/pages/press', external: true, children: 'Press' }));
    expect(hrefs(html)).toEqual(['/it-it/pages/press']);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toMatch(/>Press<span class="visually-hidden"> \S/);
  });
});
