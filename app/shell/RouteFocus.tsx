import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a page change with JavaScript, focus goes to the new page's main content, as it does after
 * a full page load without it: the next Tab starts in the new page, not wherever the link that led
 * here used to be, and a screen reader starts reading there. A change of the query alone (a filter,
 * a colour, a sort) keeps focus where the shopper is.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    // A panel that opened with the navigation (the bag after a sign-in) keeps its own focus.
    if (document.activeElement?.closest('[role="dialog"]')) return;
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
