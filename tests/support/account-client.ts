// A tiny browser stand-in for the account tests: keeps the session cookie between requests, posts
// forms the way a browser without JavaScript does, and never follows redirects on its own.
import { fetchFrom, type FetchLike } from './loopback-fetch.ts';

export interface AccountClient {
  cookie: string;
  get(path: string): Promise<Response>;
  post(path: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<Response>;
  /** The customer access token inside the signed session cookie (signed, not encrypted). */
  token(): string | null;
}

// A browser's user agent: the storefront answers crawlers' 404s with a bare text instead of the page.
export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

/** `from`: the loopback address to connect from, so that the shop sees a client of its own. */
export function accountClient(baseUrl: string, { from }: { from?: string } = {}): AccountClient {
  const send: FetchLike = from ? fetchFrom(from) : fetch;
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index).trim(), pair.slice(index + 1));
    }
    return response;
  };
  const client: AccountClient = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    async get(path) {
      return remember(
        await send(new URL(path, baseUrl), { headers: { cookie: client.cookie, 'user-agent': BROWSER }, redirect: 'manual' }),
      );
    },
    async post(path, fields, headers = {}) {
      return remember(
        await send(new URL(path, baseUrl), {
          method: 'POST',
          headers: { ...headers, cookie: client.cookie, 'user-agent': BROWSER, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
          redirect: 'manual',
        }),
      );
    },
    token() {
      const raw = jar.get('bottega_session');
      if (!raw) return null;
      const value = decodeURIComponent(raw);
      const payload = value.slice(0, value.lastIndexOf('.'));
      try {
        const data = JSON.parse(decodeURIComponent(escape(atob(payload)))) as { customerAccessToken?: string };
        return data.customerAccessToken ?? null;
      } catch {
        return null;
      }
    },
  };
  return client;
}

/** The seed's demo customer, signed in by the sign-in form's own post; fails unless the shop lets her in. */
export async function signedInDemo(baseUrl: string): Promise<AccountClient> {
  const customer = accountClient(baseUrl);
  const answer = await customer.post('/account/login', { email: 'giulia@example.com', password: 'bottega-demo' });
  if (answer.status !== 302) throw new Error(`the demo customer could not sign in: ${answer.status}`);
  return customer;
}

/** The text of a page without its markup, for asserting what a person reads. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
