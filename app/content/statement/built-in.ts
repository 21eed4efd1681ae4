// The built-in statement's words as rich text, so it renders as the editor's does. An email or https
// address in a paragraph becomes its link.
import type { PortableTextResult } from '~/core/sanity/model';

const ADDRESS = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+|https:\/\/[\w.-]+(?:\/[\w./-]*)?)(?<![.])/g;

type Block = PortableTextResult[number];

function block(text: string, key: string, listItem?: 'bullet'): Block {
  const children: Block['children'] = [];
  const markDefs: Block['markDefs'] = [];
  let at = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0];
    if (match.index > at) children.push({ _type: 'span', _key: `${key}s${children.length}`, text: text.slice(at, match.index), marks: [] });
    const mark = `${key}m${markDefs.length}`;
    const url = address.includes('@') ? `mailto:${address}` : address;
    markDefs.push({ _key: mark, _type: 'linkExternal', type: 'external', slug: null, url });
    children.push({ _type: 'span', _key: `${key}s${children.length}`, text: address.replace(/^https:\/\//, ''), marks: [mark] });
    at = match.index + address.length;
  }
  if (at < text.length) children.push({ _type: 'span', _key: `${key}s${children.length}`, text: text.slice(at), marks: [] });
  return { _type: 'block', _key: key, style: 'normal', children, markDefs, ...(listItem ? { listItem, level: 1 } : {}) };
}

/** A part of the statement: its paragraphs, then its list, if it has one. */
export function builtInBody(part: { paragraphs: readonly string[]; items?: readonly string[] }): PortableTextResult {
  return [
    ...part.paragraphs.map((paragraph, index) => block(paragraph, `p${index}`)),
    ...(part.items ?? []).map((item, index) => block(item, `i${index}`, 'bullet')),
  ];
}
