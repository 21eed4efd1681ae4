import { linkKey, type ShellMenuImage } from '~/lib/shell/shell-data';
import { MENU_IMAGE } from '~/lib/content/shell-settings';
import { ResolvedLink } from '~/components/content/ContentLink';

/** The pictures beside a menu's links; each says on which screen it is hidden. */
export function MenuImages({ images, hide }: { images: ShellMenuImage[]; hide: 'hide-desktop' | 'hide-mobile' }) {
  const shown = images.filter((image) => image.display !== hide);
  if (shown.length === 0) return null;
  return (
    <ul className="menu-images">
      {shown.map((item, index) => (
        <li key={linkKey(item, index)}>
          <ResolvedLink href={item.href} className="menu-images__link">
            <img src={item.src} alt={item.alt} width={MENU_IMAGE.width} height={MENU_IMAGE.height} loading="lazy" />
            <span>{item.title}</span>
          </ResolvedLink>
        </li>
      ))}
    </ul>
  );
}
