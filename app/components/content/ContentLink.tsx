import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { resolveLink, type LinkPlacement } from '~/content/links';
import type { LinkResult } from '~/content/model';
import { shellMessages } from '~/lib/messages';

/**
 * A link stored in the content service, resolved by the spec's link rules. Links that point
 * nowhere (a deleted page) render their text without a link rather than a broken href.
 */
export function ContentLink({
  link,
  placement = 'inline',
  className,
  children,
  onClick,
}: {
  link: Pick<LinkResult, 'type' | 'slug' | 'url'> | null | undefined;
  placement?: LinkPlacement;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  const resolved = resolveLink(link, placement);
  if (!resolved) return <span className={className}>{children}</span>;
  if (resolved.external) {
    return (
      <a href={resolved.href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
        <span className="visually-hidden"> {shellMessages.opensInNewTab}</span>
      </a>
    );
  }
  if (/^https?:\/\//.test(resolved.href)) {
    return (
      <a href={resolved.href} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={resolved.href} className={className} prefetch="intent" onClick={onClick}>
      {children}
    </Link>
  );
}
