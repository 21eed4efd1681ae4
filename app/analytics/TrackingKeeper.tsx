import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { TRACKING_PARAMS, TRACKING_STORAGE_DAYS } from '~/core/constants';
import { sanitizeTracking, trackingCookieString, trackingFromSearch, type TrackingParams } from '~/core/request/tracking';

const STORAGE_KEY = 'bottega_tracking';

interface Stored {
  params: TrackingParams;
  expiresAt: number;
}

function readStored(): TrackingParams {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Stored | null;
    if (!stored || typeof stored.expiresAt !== 'number' || stored.expiresAt < Date.now()) return {};
    return sanitizeTracking(stored.params);
  } catch {
    return {};
  }
}

/**
 * Keeps the campaign parameters for 90 days (spec section 4): saved to local storage and the cookie
 * when a URL carries them, re-added to the address when a later URL lacks them. Stored values that
 * have expired (or were cleared) are never re-added.
 */
export function TrackingKeeper() {
  const location = useLocation();
  useEffect(() => {
    const url = new URL(window.location.href);
    const landing = trackingFromSearch(url.searchParams);
    const stored = readStored();
    if (Object.keys(landing).length > 0) {
      const params = { ...stored, ...landing };
      try {
        localStorage.setItem(
          STORAGE_KEY,
          JSON.stringify({ params, expiresAt: Date.now() + TRACKING_STORAGE_DAYS * 86_400_000 } satisfies Stored),
        );
      } catch {
        // Private browsing without storage: the cookie still carries them.
      }
      document.cookie = trackingCookieString(params, { secure: window.location.protocol === 'https:' });
    }
    let changed = false;
    for (const key of TRACKING_PARAMS) {
      const value = stored[key];
      if (value !== undefined && !url.searchParams.has(key)) {
        url.searchParams.set(key, value);
        changed = true;
      }
    }
    // The router's own state stays as it is; only the visible address gains the parameters.
    if (changed) window.history.replaceState(window.history.state, '', url);
  }, [location.pathname, location.search]);
  return null;
}
