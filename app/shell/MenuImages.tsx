import { useRouteLoaderData } from 'react-router';
import { linkKey, type ShellMenuImage, type ShellSettings } from '~/core/settings/shell-data';
import { ResolvedLink } from '~/core/sanity/ContentLink';

/** The pictures' box, which the address asks the image CDN to crop to. */
const WIDTH = 480;
const HEIGHT = 600;

/** The pictures beside a menu's links (those for this screen: the server leaves out the others). */
export function MenuImages({ images }: { images: ShellMenuImage[] }) {
  const base = useRouteLoaderData<{ settings?: Pick<ShellSettings, 'menuImageBase'> }>('root')?.settings?.menuImageBase ?? '';
  if (images.length === 0) return null;
  return (
    <ul className="menu-images">
      {images.map((item, index) => (
        <li key={linkKey(item, index)}>
          <ResolvedLink href={item.href} className="menu-images__link">
            <img
              src={`${base}${item.src}?w=${WIDTH}&h=${HEIGHT}&fit=crop&auto=format`}
              alt={item.alt}
              width={WIDTH}
              height={HEIGHT}
              loading="lazy"
            />
            <span>{item.title}</span>
          </ResolvedLink>
        </li>
      ))}
    </ul>
  );
}
