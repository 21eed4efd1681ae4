import type { MenuEntryResult } from '~/content/model';
import { ContentLink } from '~/components/content/ContentLink';

/** One titled group of links from a menu entry; the desktop and mobile menus style it their way. */
export function SubMenu({ sub, className, headingClassName }: { sub: MenuEntryResult['subMenus'][number]; className: string; headingClassName: string }) {
  return (
    <div className={className}>
      <p className={headingClassName}>{sub.title}</p>
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
