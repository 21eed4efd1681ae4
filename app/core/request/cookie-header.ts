// Reading a Cookie header by hand, without the `cookie` package (lib/cookies.ts): the browser reads
// the newsletter cookie on every page, and the package (CommonJS, kept whole once imported) would
// otherwise ride in the first load for this one loop.

/**
 * Every raw value a Cookie header carries under `name`, in the order sent. Two cookies may share a
 * name (one left on the shop's parent domain by an older site, a forged or truncated copy): browsers
 * send the more specific first (RFC 6265, section 5.4), and a reader takes the first that is valid,
 * so a broken copy never hides a good one, whichever comes first.
 */
export function readCookieValues(cookieHeader: string | null | undefined, name: string): string[] {
  if (!cookieHeader) return [];
  const values: string[] = [];
  for (const pair of cookieHeader.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0 || pair.slice(0, index).trim() !== name) continue;
    const value = pair.slice(index + 1).trim();
    values.push(value.length > 1 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value);
  }
  return values;
}
