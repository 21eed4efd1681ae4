import { commonMessages } from '~/core/texts/common';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '~/core/ui/useHydrated';
import { ArrowLeftIcon, ArrowRightIcon } from '~/core/ui/icons';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/**
 * A horizontal rail of cards that snaps card by card. It scrolls by touch, trackpad, Shift+wheel and
 * the arrow keys (it is focusable) with or without JavaScript; with it, Previous and Next buttons
 * move it a screenful at a time and go quiet at either end. Without JavaScript the buttons would do
 * nothing, so they are not rendered.
 */
export function ProductRail({ title, children }: { title: string; children: ReactNode }) {
  const commonText = messagesIn(useLocale(), commonMessages);
  const rail = useRef<HTMLDivElement>(null);
  const id = useId();
  const hydrated = useHydrated();
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const element = rail.current;
    if (!element) return;
    // One pixel of slack: snapping can land a fraction short of the very end.
    setEdges({ start: element.scrollLeft <= 1, end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    const element = rail.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [measure]);

  const page = (direction: 1 | -1) => {
    const element = rail.current;
    if (!element) return;
    // Scroll snapping settles on the card nearest a screenful further.
    element.scrollBy({
      left: direction * element.clientWidth,
      behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
  };

  return (
    <div className="product-rail-frame">
      {hydrated ? (
        <div className="product-rail__controls">
          <button
            type="button"
            className="product-rail__button"
            aria-controls={id}
            aria-label={commonText.railPrevious(title)}
            disabled={edges.start}
            onClick={() => page(-1)}
          >
            <ArrowLeftIcon />
          </button>
          <button
            type="button"
            className="product-rail__button"
            aria-controls={id}
            aria-label={commonText.railNext(title)}
            disabled={edges.end}
            onClick={() => page(1)}
          >
            <ArrowRightIcon />
          </button>
        </div>
      ) : null}
      {/* A region that scrolls must be reachable by keyboard (arrow keys scroll it), and a group's role is not interactive. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={rail} id={id} className="product-rail" tabIndex={0} role="group" aria-label={title}>
        {children}
      </div>
    </div>
  );
}
