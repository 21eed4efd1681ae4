import { createContext, useContext } from 'react';

/**
 * This response's CSP nonce, for the root's own script tags (React Router's `<Scripts>` and
 * `<ScrollRestoration>`, the preview tools). Hydrogen's `useNonce` holds the same value, but
 * importing anything from Hydrogen puts its whole client module (analytics, consent, cart, paging)
 * in the first load, where the root needs none of it; Hydrogen's own components still read theirs
 * (entry.server.tsx provides both). In the browser there is no nonce to read: undefined.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
