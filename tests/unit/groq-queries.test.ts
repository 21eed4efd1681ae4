import { describe, expect, it } from 'vitest';
import { parse } from 'groq-js';
import * as queries from '~/core/sanity/queries';
import { compactGroq } from '~/core/sanity/compact-groq';

/** @sanity/client's limit: a longer query string is sent by POST, past the CDN and the client's retries. */
const GET_QUERY_LIMIT = 11264;

/** The query string @sanity/client builds for a GET, with room for a slug and its own options. */
function getQueryString(query: string): string {
  const search = new URLSearchParams({
    query,
    $slug: JSON.stringify('a-slug-of-some-length-for-margin'),
    $language: JSON.stringify('it'),
    returnQuery: 'false',
    perspective: 'published',
  });
  return `?${search}`;
}

describe('the storefront GROQ queries', () => {
  for (const [name, query] of Object.entries(queries)) {
    it(`${name} parses and goes by GET`, () => {
      expect(() => parse(query)).not.toThrow();
      expect(getQueryString(query).length).toBeLessThan(GET_QUERY_LIMIT);
    });

    it(`${name} answers in the market's language`, () => {
      expect(query).toContain('language==$language');
    });
  }
});

describe('compactGroq', () => {
  const laidOut = `*[_type == "page" && title != "a  b,  c" && count(tags) > 1] | order(date desc) {
    _id, "label": coalesce(title, "Two  spaces { kept }"),
    "links": links[]{ _key, "type": select(_type == "linkExternal" => "external", reference->_type) },
    ...
  }`;

  it('keeps the meaning: the same syntax tree', () => {
    expect(parse(compactGroq(laidOut))).toEqual(parse(laidOut));
  });

  it('keeps string literals as written', () => {
    expect(compactGroq(laidOut)).toContain('"a  b,  c"');
    expect(compactGroq(laidOut)).toContain('"Two  spaces { kept }"');
  });

  it('drops the layout', () => {
    const outsideStrings = compactGroq(laidOut).replace(/"(?:[^"\\]|\\.)*"/g, '""');
    expect(outsideStrings).not.toMatch(/\n| {2}/);
  });
});
