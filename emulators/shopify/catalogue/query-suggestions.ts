// Predictive search's query suggestions: terms from the catalogue that complete what the shopper
// is typing. "ner" suggests "nero" (a colour many pieces come in) before whole titles such as
// "symmetry pochette nero"; earlier words must each start a word of the suggestion too.
import type { Catalogue } from './store.ts';
import { foldText } from './text.ts';

export interface QuerySuggestion {
  __typename: 'SearchQuerySuggestion';
  text: string;
  styledText: string;
}

const MAX_SUGGESTIONS = 10;

/** Suggestions for `query`, best first: single completed terms by how many pieces carry them, then titles. */
export function suggestQueries(catalogue: Catalogue, query: string): QuerySuggestion[] {
  const typed = foldText(query.trim())
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (!typed.length) return [];
  const head = typed.slice(0, -1);
  const last = typed[typed.length - 1];

  // Words that complete the last typed word, counted by the pieces whose searchable text has them.
  const counts = new Map<string, number>();
  const phrases = new Map<string, number>();
  for (const product of catalogue.products) {
    const fields = product.searchFields;
    const vocabulary = new Set([...fields.title, ...fields.productType, ...fields.tags, ...fields.options]);
    if (!head.every((word) => [...vocabulary].some((candidate) => candidate.startsWith(word)))) continue;
    for (const word of vocabulary) if (word.startsWith(last) && !head.includes(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    const title = foldText(product.title);
    const titleWords = title.split(/[^a-z0-9]+/).filter(Boolean);
    if (typed.every((word) => titleWords.some((candidate) => candidate.startsWith(word))))
      phrases.set(title, Math.max(phrases.get(title) ?? 0, product.unitsSold));
  }
  const terms = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].length - b[0].length || a[0].localeCompare(b[0]))
    .map(([word]) => [...head, word].join(' '));
  const titles = [...phrases.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([title]) => title);
  const seen = new Set<string>();
  const suggestions: QuerySuggestion[] = [];
  for (const text of [...terms, ...titles]) {
    if (seen.has(text) || suggestions.length >= MAX_SUGGESTIONS) continue;
    seen.add(text);
    suggestions.push({ __typename: 'SearchQuerySuggestion', text, styledText: styled(text, typed) });
  }
  return suggestions;
}

/** Marks the typed part of each word the shopper's words start, as Shopify's styledText does. */
function styled(text: string, typed: string[]): string {
  return text
    .split(' ')
    .map((word) => {
      const match = typed.filter((prefix) => word.startsWith(prefix)).sort((a, b) => b.length - a.length)[0];
      return match ? `<mark>${escape(match)}</mark>${escape(word.slice(match.length))}` : escape(word);
    })
    .join(' ');
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
