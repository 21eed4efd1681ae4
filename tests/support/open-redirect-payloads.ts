// Open-redirect payloads: each tries to make a redirect target that looks like a path on
// the shop lead the browser to evil.example instead. Shared by the guard's unit tests and the
// integration test that sends every one through every redirecting form, parameter and 404 path.

export const EVIL_HOST = 'evil.example';

/** Every payload, for a shop on `shopHost` (used by the userinfo tricks that name the shop first). */
export function openRedirectPayloads(shopHost: string): string[] {
  return [
    // Protocol-relative, and paths that normalise to protocol-relative.
    '//evil.example',
    '///evil.example',
    '////evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/a/../..//evil.example',
    '/%2e%2e//evil.example',
    '/././/evil.example/account',
    // Backslashes, which browsers read as slashes.
    '/\\evil.example',
    '\\/\\/evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    // Encoded slashes and backslashes, which a proxy may decode one hop later.
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
    // Schemes, with and without slashes, in mixed case and with backslashes.
    'https:evil.example',
    'http:evil.example',
    'http://evil.example',
    'https://evil.example/account',
    'HtTpS://evil.example',
    'http:\\\\evil.example',
    'https:/\\evil.example',
    'javascript:alert(document.domain)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    // Control characters that URL parsing drops or trims.
    '/%09/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    '\u0000//evil.example',
    ' //evil.example',
    '/account\r\nLocation: http://evil.example',
    // Userinfo: the shop's name first, the real host after the @.
    `//${shopHost}@evil.example`,
    `https://${shopHost}@evil.example/`,
    `http://${shopHost}:x@evil.example`,
    '//evil.example\\@' + shopHost,
    'https://evil.example#@' + shopHost,
    // Unicode lookalikes for the slash and the dot, and a percent-encoded host.
    '／／evil.example',
    'https:／／evil.example',
    '//evil。example',
    '//%65vil.example',
    '//evil.example:443/account',
  ];
}
