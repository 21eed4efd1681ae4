import { useEffect, useState } from 'react';
import { useHref, useRouteLoaderData } from 'react-router';
import { shellCopyPath, type ShellCopy, type ShellCopyPart } from '~/core/settings/shell-data';

/** Copy already fetched in this page load, by address: reopening a panel shows it at once. Browser only (filled in an effect). */
const fetched = new Map<string, Promise<unknown>>();

async function fetchCopy(path: string): Promise<unknown> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status}`);
  return (await response.json<{ copy: unknown }>()).copy;
}

/**
 * A panel's merchant copy, fetched when the panel's body first mounts (that is, when it opens).
 * Undefined while on its way, null when the merchant has written none or it could not be fetched:
 * the panel then shows what it has, never an error page. In preview every opening fetches again, so
 * an editor sees the draft they just changed.
 */
export function useShellCopy<Part extends ShellCopyPart>(part: Part): ShellCopy[Part] | null | undefined {
  const preview = Boolean(useRouteLoaderData<{ preview?: boolean }>('root')?.preview);
  // At the page's market address (the router's basename, `/it-it/api/shell-copy/…`): the copy is in its language.
  const path = useHref(shellCopyPath(part));
  const [copy, setCopy] = useState<ShellCopy[Part] | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    let request = preview ? undefined : fetched.get(path);
    if (!request) {
      request = fetchCopy(path);
      fetched.set(path, request);
      // A failed fetch is not kept: the next opening tries again.
      request.catch(() => fetched.delete(path));
    }
    request.then((value) => current && setCopy(value as ShellCopy[Part] | null)).catch(() => current && setCopy(null));
    return () => {
      current = false;
    };
  }, [path, preview]);
  return copy;
}
