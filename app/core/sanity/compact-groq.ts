/**
 * GROQ without its layout whitespace. @sanity/client sends a query by GET only while its URL stays
 * under 11,264 characters, and only a GET goes through Sanity's CDN and is retried by the client
 * after a network error (a POST query is not). The settings query, laid out for reading, is past
 * that limit. Whitespace between tokens means nothing in GROQ; string literals are kept as written.
 * GROQ comments (`//`) are not allowed in the queries, since joining lines would swallow the rest.
 */
export function compactGroq(query: string): string {
  return query
    .split(/("(?:[^"\\]|\\.)*")/)
    .map((part, index) => (index % 2 ? part : part.replace(/\s+/g, ' ').replace(/ ?([{}()[\],:=>|]) ?/g, '$1')))
    .join('')
    .trim();
}
