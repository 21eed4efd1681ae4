import type { ShellMenuImage } from '~/lib/content/shell-settings';
import { ContentLink } from '~/components/content/ContentLink';

/** The pictures beside a menu's links; each says on which screen it is hidden. */
export function MenuImages({ images, hide }: { images: ShellMenuImage[]; hide: 'hide-desktop' | 'hide-mobile' }) {
  const shown = images.filter((image) => image.display !== hide);
  if (shown.length === 0) return null;
  return (
    <ul className="menu-images">
      {shown.map((item) => (
        <li key={item._key}>
          <ContentLink link={item.link} className="menu-images__link">
            <img
              src={`${item.image.asset.url}?w=480&h=600&fit=crop&auto=format`}
              alt={item.image.alt ?? ''}
              width={480}
              height={600}
              loading="lazy"
            />
            <span>{item.title}</span>
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}
