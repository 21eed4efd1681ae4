import { useEffect, useState, type MouseEvent } from 'react';
import { productMessages } from '~/product/texts';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/** The id of the gallery's picture `index` (0-based), which the pager's links point at. */
export const galleryItemId = (index: number) => `gallery-image-${index + 1}`;

/**
 * On a phone the gallery is a strip one swipes (2.5.7 asks for a way without dragging): one link per
 * picture moves it there by click, tap or keyboard. Without JavaScript the link jumps to the picture;
 * with it the strip scrolls sideways alone, gliding unless the shopper asked for less motion, and
 * the link of the picture in view is marked current, however the strip was moved.
 */
export function GalleryPager({ count }: { count: number }) {
  const productText = messagesIn(useLocale(), productMessages);
  // None is marked in the server's markup: without JavaScript nothing could keep the mark true.
  const [current, setCurrent] = useState<number | null>(null);
  useEffect(() => {
    const strip = document.getElementById(galleryItemId(0))?.parentElement;
    if (!strip) return;
    const follow = () => {
      const [first, second] = strip.children as unknown as HTMLElement[];
      const step = second ? second.offsetLeft - first.offsetLeft : strip.clientWidth;
      // The last picture cannot scroll all the way to the start: the strip's end is its place.
      const atEnd = strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 2;
      setCurrent(atEnd ? count - 1 : Math.min(count - 1, Math.max(0, Math.round(strip.scrollLeft / Math.max(step, 1)))));
    };
    follow();
    strip.addEventListener('scroll', follow, { passive: true });
    return () => strip.removeEventListener('scroll', follow);
  }, [count]);
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
              aria-current={index === current ? 'true' : undefined}
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
