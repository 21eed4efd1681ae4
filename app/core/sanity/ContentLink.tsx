import { commonMessages } from '~/core/texts/common';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { resolveLink, type LinkPlacement } from '~/core/sanity/links';
import type { LinkResult } from '~/core/sanity/model';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

interface LinkViewProps {
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

/** A path on this site: the router's `<Link>` writes it under the page's market (its basename). */
export const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * A link already resolved (the shell's links come resolved from the server). One that points
 * nowhere (a deleted page) renders its text without a link rather than a broken href. A path on
 * this site goes through the router's `<Link>`, so it keeps the page's market prefix (`/it-it/…`)
 * even when it opens in a new tab; other addresses (another site, mailto:) are plain anchors.
 */
export function ResolvedLink({
  href,
  external,
  className,
  children,
  onClick,
}: LinkViewProps & { href: string | null; external?: boolean }) {
  const commonText = messagesIn(useLocale(), commonMessages);
  if (href === null) return <span className={className}>{children}</span>;
  const newTab = external ? ({ target: '_blank', rel: 'noopener noreferrer' } as const) : {};
  const label = (
    <>
      {children}
      {external ? <span className="visually-hidden"> {commonText.opensInNewTab}</span> : null}
    </>
  );
  if (isSitePath(href)) {
    return (
      <Link to={href} className={className} prefetch={external ? undefined : 'intent'} onClick={onClick} {...newTab}>
        {label}
      </Link>
    );
  }
  return (
    <a href={href} className={className} onClick={onClick} {...newTab}>
      {label}
    </a>
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
