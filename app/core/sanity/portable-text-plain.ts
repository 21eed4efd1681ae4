import type { PortableTextResult } from '~/core/sanity/model';

/** The words of a short rich-text field, for places that show it as one line (a form's blurb). */
export function plainText(blocks: PortableTextResult | null | undefined): string {
  return (blocks ?? [])
    .map((block) =>
      'children' in block && Array.isArray(block.children)
        ? block.children.map((child) => ('text' in child ? child.text : '')).join('')
        : '',
    )
    .filter(Boolean)
    .join(' ');
}
