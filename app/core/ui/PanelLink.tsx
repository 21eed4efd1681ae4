import type { ReactNode, MouseEvent } from 'react';
import { useHref } from 'react-router';
import { usePanel, type PanelName } from '~/core/ui/panels';
import { preloadPanel } from '~/core/ui/on-demand';

/**
 * Opens a panel when JavaScript runs, and is an ordinary link to the page with the same content
 * when it does not (the bag, search, sign-in...). Modified clicks keep the link's behaviour.
 */
export function PanelLink({
  panel,
  href,
  children,
  className,
  ...rest
}: { panel: PanelName; href: string; children: ReactNode; className?: string } & Omit<
  React.AnchorHTMLAttributes<HTMLAnchorElement>,
  'href'
>) {
  const { open, isOpen } = usePanel(panel);
  // The page's address in the shopper's market (/it-it/cart), as React Router's own links write it.
  const to = useHref(href);
  return (
    <a
      href={to}
      className={className}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      // Pointing at or focusing the trigger starts fetching the panel's body, so it opens at once.
      onPointerEnter={() => preloadPanel(panel)}
      onFocus={() => preloadPanel(panel)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        open();
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
