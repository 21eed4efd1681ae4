import type { MenuEntryResult } from '~/content/model';
import { ContentLink } from '~/components/content/ContentLink';

type SubMenuResult = MenuEntryResult['subMenus'][number];

/** True when a group's title only repeats its entry's (a "Shop" group under the "Shop" tab). */
function repeatsEntryTitle(sub: SubMenuResult, entryTitle: string): boolean {
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
  sub: SubMenuResult;
  className: string;
  headingClassName: string;
  entryTitle?: string;
}) {
  return (
    <div className={className}>
      {entryTitle !== undefined && repeatsEntryTitle(sub, entryTitle) ? null : <p className={headingClassName}>{sub.title}</p>}
      <ul>
        {sub.links.map((link, index) => (
          <li key={link._key ?? index}>
            <ContentLink link={link}>{link.title}</ContentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
