// The `query` argument of pages, blogs and articles: free words (every one must start a word of
// the searchable text) and `field:value` terms on the fields each connection documents.
import { foldText } from '../catalogue/text.ts';
import { words } from './store.ts';

export type FieldValues = Record<string, string | string[] | null | undefined>;

/** True when `query` selects a resource with these field values; `text` is its free-text body. */
export function matchesQuery(query: string | null | undefined, fields: FieldValues, text: string): boolean {
  const source = (query ?? '').trim().slice(0, 1000);
  if (!source) return true;
  const tokens = source.match(/-?[\w.]+:"[^"]*"|-?[\w.]+:\S+|"[^"]*"|\S+/g) ?? [];
  const haystack = words(text);
  // A query of signs alone ('👜', '!!!') names nothing, so it finds nothing (as the product search).
  let searchable = 0;
  const matched = tokens.every((token) => {
    if (token === 'AND') return true;
    const field = /^(-?)([\w.]+):"?([^"]*)"?$/.exec(token);
    if (field && field[2] in fields) {
      const [, negated, name, raw] = field;
      const wanted = foldText(raw.replace(/\*$/, ''));
      const values = ([] as string[]).concat(fields[name] ?? []).map(foldText);
      const hit = raw.endsWith('*') ? values.some((value) => value.startsWith(wanted)) : values.some((value) => value === wanted);
      searchable++;
      return negated ? !hit : hit;
    }
    const terms = words(token.replace(/^"|"$/g, ''));
    searchable += terms.length;
    return terms.every((term) => haystack.some((word) => word.startsWith(term)));
  });
  return matched && searchable > 0;
}
