import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MOBILE_BREAKPOINT_PX, RESIZE_THROTTLE_MS } from '~/core/constants';

/**
 * The shell's panels (spec section 4). One panel is open at a time, which is what makes opening the
 * bag close the mobile menu and vice versa. Without JavaScript none of this runs: every trigger is
 * a link to a page that holds the same content.
 */
export type PanelName =
  | 'cart'
  | 'mobile-menu'
  | 'desktop-menu'
  | 'locale'
  | 'search'
  | 'account'
  | 'filter'
  | 'size-guide'
  | 'accessibility'
  | 'newsletter'
  | 'consent';

/** Panels that keep the page behind them still. The desktop menu is a hover strip, not a sheet. */
const LOCKS_SCROLL: ReadonlySet<PanelName> = new Set([
  'cart',
  'mobile-menu',
  'locale',
  'search',
  'account',
  'filter',
  'size-guide',
  'accessibility',
  'newsletter',
  'consent',
]);

/**
 * The element that last held focus on the page, kept while it is being disabled. Tracked from the
 * start, here with the provider: a panel's own code may arrive only after its opener lost focus.
 */
let lastFocused: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof Element && !event.target.closest('dialog')) lastFocused = event.target;
  });
}

export function lastFocusedOnPage(): Element | null {
  return lastFocused;
}

interface PanelState {
  current: PanelName | null;
  open(name: PanelName): void;
  close(name?: PanelName): void;
  toggle(name: PanelName): void;
  /** Set by whoever listens for panel openings (analytics: opening the bag is a view_cart). */
  onOpen: React.MutableRefObject<((name: PanelName) => void) | null>;
}

const PanelContext = createContext<PanelState | null>(null);

export function PanelProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<PanelName | null>(null);
  const onOpen = useRef<((name: PanelName) => void) | null>(null);
  const location = useLocation();

  const open = useCallback((name: PanelName) => {
    setCurrent(name);
    onOpen.current?.(name);
  }, []);
  const close = useCallback((name?: PanelName) => setCurrent((now) => (name === undefined || now === name ? null : now)), []);
  const toggle = useCallback(
    (name: PanelName) =>
      setCurrent((now) => {
        if (now === name) return null;
        onOpen.current?.(name);
        return name;
      }),
    [],
  );

  // A route change closes whatever was open (adjusted while rendering, before anything paints).
  const route = `${location.pathname}${location.search}`;
  const [openedOn, setOpenedOn] = useState(route);
  if (openedOn !== route) {
    setOpenedOn(route);
    setCurrent(null);
  }

  // The mobile menu belongs to narrow screens: widening the window past the breakpoint (a tablet
  // turned sideways) closes it, or the page would stay locked behind a menu the layout hides.
  useEffect(() => {
    if (current !== 'mobile-menu') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        if (window.innerWidth >= MOBILE_BREAKPOINT_PX) setCurrent(null);
      }, RESIZE_THROTTLE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
    };
  }, [current]);

  useEffect(() => {
    const lock = current !== null && LOCKS_SCROLL.has(current);
    const root = document.documentElement;
    if (lock === root.classList.contains('scroll-locked')) return;
    // A classic scrollbar would vanish with the lock and the page would widen and move under the
    // panel (a layout shift, worst for the newsletter offer that opens by itself). While locked, its
    // place is kept, but only if the page had one: a page that did not scroll must not gain a gutter.
    root.classList.toggle('scroll-locked--gutter', lock && window.innerWidth > root.clientWidth);
    root.classList.toggle('scroll-locked', lock);
  }, [current]);

  const value = useMemo(() => ({ current, open, close, toggle, onOpen }), [current, open, close, toggle]);
  return <PanelContext.Provider value={value}>{children}</PanelContext.Provider>;
}

export function usePanels(): PanelState {
  const state = useContext(PanelContext);
  if (!state) throw new Error('usePanels needs a PanelProvider');
  return state;
}

export function usePanel(name: PanelName) {
  const panels = usePanels();
  return {
    isOpen: panels.current === name,
    open: () => panels.open(name),
    close: () => panels.close(name),
    toggle: () => panels.toggle(name),
  };
}
