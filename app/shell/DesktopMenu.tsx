import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { linkKey, type ShellMenuEntry } from '~/core/settings/shell-data';
import { ResolvedLink } from '~/core/sanity/ContentLink';
import { MenuImages } from '~/shell/MenuImages';
import { SubMenu } from '~/shell/SubMenu';
import { shellMessages } from '~/shell/texts';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/**
 * The desktop navigation: each entry opens a strip of link columns and images on hover or keyboard
 * focus. Opening is pure CSS (:hover, :focus-within), so it works without JavaScript; script only
 * adds Escape to close.
 */
export function DesktopMenu({ entries }: { entries: ShellMenuEntry[] }) {
  const shellText = messagesIn(useLocale(), shellMessages);
  const nav = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();
  // A route change closes panels: the entry just clicked is still under the pointer and holds focus,
  // so it stays shut until the pointer leaves it or focus moves into another entry.
  // Hydrating is no route change: a menu the shopper is already pointing at stays open then.
  const shownRoute = useRef(`${pathname}${search}`);
  useEffect(() => {
    const route = `${pathname}${search}`;
    if (shownRoute.current === route) return;
    shownRoute.current = route;
    for (const entry of nav.current?.querySelectorAll('.desktop-menu__entry:hover, .desktop-menu__entry:focus-within') ?? []) {
      entry.classList.add('is-dismissed');
    }
  }, [pathname, search]);
  return (
    // Keyboard delegation, not a control: Escape closes the submenu of whichever link has focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav
      ref={nav}
      className="desktop-menu"
      aria-label={shellText.mainMenu}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        const entry = (event.target as HTMLElement).closest('.desktop-menu__entry');
        entry?.querySelector<HTMLElement>('.desktop-menu__top')?.focus();
        entry?.classList.add('is-dismissed');
      }}
      onFocus={(event) => event.target.closest('.desktop-menu__entry')?.classList.remove('is-dismissed')}
    >
      <ul className="desktop-menu__list">
        {entries.map((entry, index) => {
          const hasPanel = entry.subMenus.length > 0 || entry.images.length > 0;
          return (
            <li
              key={linkKey(entry, index)}
              className="desktop-menu__entry"
              onMouseLeave={(event) => event.currentTarget.classList.remove('is-dismissed')}
            >
              <ResolvedLink href={entry.href} className="desktop-menu__top">
                {entry.title}
              </ResolvedLink>
              {hasPanel ? (
                <div className="desktop-menu__panel">
                  <div className="desktop-menu__columns">
                    {entry.subMenus.map((sub, subIndex) => (
                      <SubMenu
                        key={`${subIndex}:${sub.title}`}
                        sub={sub}
                        className="desktop-menu__column"
                        headingClassName="desktop-menu__heading"
                      />
                    ))}
                  </div>
                  <MenuImages images={entry.images} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
