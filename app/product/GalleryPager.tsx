import type { MouseEvent } from 'react';
import { productMessages } from '~/product/texts';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/** The id of the gallery's picture `index` (0-based), which the pager's links point at. */
export const galleryItemId = (index: number) => `gallery-image-${index + 1}`;

/**
 * On a phone the gallery is a strip one swipes (2.5.7 asks for a way without dragging): one link per
 * picture moves it there by click, tap or keyboard. Without JavaScript the link jumps to the picture;
 * with it the strip scrolls sideways alone, gliding unless the shopper asked for less motion.
 */
export function GalleryPager({ count }: { count: number }) {
  const productText = messagesIn(useLocale(), productMessages);
  const show = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    const picture = document.getElementById(galleryItemId(index));
    if (!picture) return;
    event.preventDefault();
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    picture.scrollIntoView({ block: 'nearest', inline: 'start', behavior: still ? 'auto' : 'smooth' });
  };
  return (
    <nav className="gallery-pager" aria-label={productText.galleryPages}>
      <ol className="gallery-pager__list">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <a
              href={`#${galleryItemId(index)}`}
              className="gallery-pager__link"
              aria-label={productText.imageOf(index + 1, count)}
              onClick={(event) => show(event, index)}
            >
              {String(index + 1).padStart(2, '0')}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
