import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { RELOAD_GUARD_MS } from '~/core/constants';

const POLL_MS = 60_000;
const RELOADED_AT = 'bottega_reloaded_at';

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
  }
}

/**
 * Notices a new deploy by polling the build manifest, and then loads the next page the shopper
 * opens in full (never in the middle of what they are doing) so old and new code never mix.
 * A reload within 10 seconds of the last one is skipped, so a half-finished deploy cannot loop.
 */
export function ReloadGuard() {
  const stale = useRef(false);
  const location = useLocation();

  useEffect(() => {
    const running = window.__reactRouterManifest?.version;
    if (!running) return;
    let cancelled = false;
    const check = async () => {
      try {
        const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
        const { id } = await response.json<{ id?: string }>();
        if (!cancelled && id && id !== running) stale.current = true;
      } catch {
        // Offline or mid-deploy: try again at the next tick.
      }
    };
    const timer = setInterval(() => void check(), POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  useEffect(() => {
    if (!stale.current) return;
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    window.location.reload();
  }, [location.key]);

  return null;
}
