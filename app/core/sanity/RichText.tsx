import { PortableText, type PortableTextComponents, type PortableTextMarkComponentProps } from '@portabletext/react';
import { Link } from 'react-router';
import type { PagePortableText, PortableTextMarkDefResult } from '~/core/sanity/model';
import { linkHref } from '~/core/sanity/links';
import { isSitePath } from '~/core/sanity/ContentLink';

/** An absolute web address leaves the site, so it opens in a new tab; mailto: and tel: do not. */
export function opensNewTab(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

function RichTextLink({ value, children }: PortableTextMarkComponentProps<PortableTextMarkDefResult>) {
  const href = linkHref(value);
  // A dangling reference (a deleted page) leaves the words, without a link to nowhere.
  if (!href) return <>{children}</>;
  if (isSitePath(href)) {
    return (
      <Link to={href} prefetch="intent">
        {children}
      </Link>
    );
  }
  return opensNewTab(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={href}>{children}</a>
  );
}

// Only the block styles and marks the content model defines; everything is rendered as React
// elements, never as raw HTML.
const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p>{children}</p>,
    h2: ({ children }) => <h2 className="rich-text__h2">{children}</h2>,
    h3: ({ children }) => <h3 className="rich-text__h3">{children}</h3>,
    blockquote: ({ children }) => <blockquote className="rich-text__quote">{children}</blockquote>,
  },
  list: {
    bullet: ({ children }) => <ul>{children}</ul>,
    number: ({ children }) => <ol>{children}</ol>,
  },
  marks: {
    strong: ({ children }) => <strong>{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
    linkInternal: RichTextLink,
    linkProduct: RichTextLink,
    linkCollection: RichTextLink,
    linkExternal: RichTextLink,
  },
};

export function RichText({ value, className, lang }: { value: PagePortableText | null | undefined; className?: string; lang?: string }) {
  if (!value?.length) return null;
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'} lang={lang}>
      <PortableText value={value} components={components} onMissingComponent={false} />
    </div>
  );
}
