// Shopify's v1 encoding of which option-value combinations exist (or are available), decoded
// by Hydrogen's getProductOptions. Combinations are written as a trie of option-value indices:
// ":" descends to the next option, "," closes a level, " " separates leaves and "a-b" is a run.
import type { ProductRecord, VariantRecord } from './store.ts';

interface TrieNode {
  children: Map<number, TrieNode>;
}

export function encodeVariants(product: ProductRecord, variants: readonly VariantRecord[]): string {
  if (product.options.length === 0 || variants.length === 0) return '';
  const indexes = product.options.map((option) => new Map(option.values.map((value, index) => [value.name, index])));
  const root: TrieNode = { children: new Map() };
  for (const variant of variants) {
    let node = root;
    for (let depth = 0; depth < indexes.length; depth++) {
      const index = indexes[depth].get(variant.optionValues[depth]);
      if (index === undefined) break;
      let child = node.children.get(index);
      if (!child) {
        child = { children: new Map() };
        node.children.set(index, child);
      }
      node = child;
    }
  }
  return `v1_${encodeLevel(root, 0, indexes.length, true)}`;
}

function encodeLevel(node: TrieNode, depth: number, optionCount: number, isRoot: boolean): string {
  const keys = [...node.children.keys()].sort((a, b) => a - b);
  let out = '';
  if (depth === optionCount - 1) {
    out = runs(keys);
  } else {
    for (const key of keys) out += `${key}:${encodeLevel(node.children.get(key)!, depth + 1, optionCount, false)}`;
  }
  // Every level but the outermost is closed, which is where Shopify's strings end too.
  return isRoot ? out : `${out},`;
}

function runs(sorted: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(j > i ? `${sorted[i]}-${sorted[j]}` : String(sorted[i]));
    i = j + 1;
  }
  return parts.join(' ');
}
