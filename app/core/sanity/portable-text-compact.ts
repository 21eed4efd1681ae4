import type { PagePortableText, PortableTextResult } from '~/core/sanity/model';

type Child = PortableTextResult[number]['children'][number];

/**
 * Rich text as a page receives it. Sanity gives every block and span a `_key` for its editor; the
 * renderer needs none (it keys by position), so they stay behind with the spans' empty mark lists.
 * The mark definitions keep theirs: a span's marks name them. The words are untouched, so preview's
 * source marks in them still lead to the field.
 */
export function compactPortableText(blocks: PortableTextResult): PagePortableText {
  return blocks.map(({ _key: _blockKey, ...block }) => ({ ...block, children: block.children.map(compactChild) }));
}

function compactChild(child: Child): Child {
  if (child._type !== 'span') return child;
  const { _key: _spanKey, marks, ...span } = child as Child & { marks?: string[] };
  return (marks?.length ? { ...span, marks } : span) as Child;
}
