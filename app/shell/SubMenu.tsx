import type { ShellSubMenu } from '~/core/settings/shell-data';
import { linkKey } from '~/core/settings/shell-data';
import { ResolvedLink } from '~/core/sanity/ContentLink';

/** True when a group's title only repeats its entry's (a "Shop" group under the "Shop" tab). */
function repeatsEntryTitle(sub: ShellSubMenu, entryTitle: string): boolean {
  return sub.title.trim().toLocaleLowerCase() === entryTitle.trim().toLocaleLowerCase();
}

/**
 * One titled group of links from a menu entry; the desktop and mobile menus style it their way.
 * A heading that would only repeat the entry's title above it is left out.
 */
export function SubMenu({
  sub,
  className,
  headingClassName,
  entryTitle,
}: {
  sub: ShellSubMenu;
  className: string;
  headingClassName: string;
  entryTitle?: string;
}) {
  return (
    <div className={className}>
      {entryTitle !== undefined && repeatsEntryTitle(sub, entryTitle) ? null : <p className={headingClassName}>{sub.title}</p>}
      <ul>
        {sub.links.map((link, index) => (
          <li key={linkKey(link, index)}>
            <ResolvedLink href={link.href}>{link.title}</ResolvedLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
