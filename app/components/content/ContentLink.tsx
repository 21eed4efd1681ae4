import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { resolveLink, type LinkPlacement } from '~/content/links';
import type { LinkResult } from '~/content/model';
import { shellMessages } from '~/lib/messages/shell';
import { useMessages } from '~/lib/messages/use-messages';

interface LinkViewProps {
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

/**
 * A link already resolved (the shell's links come resolved from the server). One that points
 * nowhere (a deleted page) renders its text without a link rather than a broken href.
 */
export function ResolvedLink({
  href,
  external,
  className,
  children,
  onClick,
}: LinkViewProps & { href: string | null; external?: boolean }) {
  const shellText = useMessages(shellMessages);
  if (href === null) return <span className={className}>{children}</span>;
  if (external) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
        <span className="visually-hidden"> {shellText.opensInNewTab}</span>
      </a>
    );
  }
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className} prefetch="intent" onClick={onClick}>
      {children}
    </Link>
  );
}

/** A link stored in the content service (a page's modules, rich text), resolved by the spec's link rules. */
export function ContentLink({
  link,
  placement = 'inline',
  ...view
}: LinkViewProps & { link: Pick<LinkResult, 'type' | 'slug' | 'url'> | null | undefined; placement?: LinkPlacement }) {
  const resolved = resolveLink(link, placement);
  return <ResolvedLink href={resolved?.href ?? null} external={resolved?.external} {...view} />;
}
