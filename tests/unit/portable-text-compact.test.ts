import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PortableTextResult } from '~/core/sanity/model';
import { compactPortableText } from '~/core/sanity/portable-text-compact';
import { RichText } from '~/core/sanity/RichText';

const note: PortableTextResult = [
  {
    _type: 'block',
    _key: 'b1',
    style: 'normal',
    markDefs: [{ _key: 'm1', _type: 'linkInternal', type: 'page', slug: 'shipping-and-returns', url: null }],
    children: [
      { _type: 'span', _key: 's1', text: 'Returns are free within 30 days. ', marks: [] },
      { _type: 'span', _key: 's2', text: 'Read the details', marks: ['m1', 'strong'] },
    ],
  },
  {
    _type: 'block',
    _key: 'b2',
    style: 'h2',
    listItem: 'bullet',
    level: 1,
    markDefs: [],
    children: [{ _type: 'span', _key: 's3', text: 'Packed in Florence', marks: [] }],
  },
];

const html = (value: Parameters<typeof RichText>[0]['value']) => {
  const router = createMemoryRouter([{ path: '/', element: createElement(RichText, { value }) }]);
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
};

describe('rich text as pages receive it', () => {
  it("leaves the editor's keys and empty mark lists behind, and keeps the marks and what they name", () => {
    expect(compactPortableText(note)).toEqual([
      {
        _type: 'block',
        style: 'normal',
        markDefs: [{ _key: 'm1', _type: 'linkInternal', type: 'page', slug: 'shipping-and-returns', url: null }],
        children: [
          { _type: 'span', text: 'Returns are free within 30 days. ' },
          { _type: 'span', text: 'Read the details', marks: ['m1', 'strong'] },
        ],
      },
      {
        _type: 'block',
        style: 'h2',
        listItem: 'bullet',
        level: 1,
        markDefs: [],
        children: [{ _type: 'span', text: 'Packed in Florence' }],
      },
    ]);
  });

  it('renders exactly as the full text does', () => {
    const full = html(note);
    expect(full).toContain('<a href="/shipping-and-returns"');
    expect(html(compactPortableText(note))).toBe(full);
  });
});
