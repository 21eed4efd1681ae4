import { useEffect, useState } from 'react';
import { HEADER_HIDE_OFFSET_PX } from '~/core/constants';

/** Pages whose header never hides: the editorial pages read best with the navigation in view. */
function headerAlwaysVisible(pathname: string): boolean {
  return pathname === '/process' || pathname === '/lookbooks' || pathname.startsWith('/lookbooks/');
}

/**
 * The header hides when the shopper scrolls down past 170 px and comes back on any scroll up
 * (spec section 4). A shopper who asked for less motion keeps it in place: its sliding away is
 * movement set off by scrolling (WCAG 2.3.3).
 */
export function useHideOnScroll(pathname: string): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    setHidden(false);
    if (headerAlwaysVisible(pathname)) return;
    let last = window.scrollY;
    const still = matchMedia('(prefers-reduced-motion: reduce)');
    const onScroll = () => {
      const y = window.scrollY;
      if (still.matches) {
        setHidden(false);
        last = y;
        return;
      }
      if (y > last && y > HEADER_HIDE_OFFSET_PX) setHidden(true);
      else if (y < last) setHidden(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [pathname]);
  return hidden;
}
