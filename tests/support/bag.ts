// A shopper without JavaScript, for integration tests of the bag: a cookie jar, the bag's form posts
// to /cart, and the bag as the shop itself holds it (read straight from the Storefront API, so a
// test sees what really changed, not what the page chose to show).
import { publicTokenOf } from './storefront.ts';

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

export interface ShopBag {
  id: string;
  updatedAt: string;
  totalQuantity: number;
  lines: Array<{ id: string; quantity: number; variantId: string }>;
  discountCodes: Array<{ code: string; applicable: boolean }>;
  currencyCode: string;
  checkoutUrl: string;
}

export function cartForm(action: string, inputs: unknown, fields: Record<string, string> = {}): URLSearchParams {
  const body = new URLSearchParams({ cartFormInput: JSON.stringify({ action, inputs }) });
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
}

export async function storefrontApi<T>(emulatorUrl: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${emulatorUrl}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': publicTokenOf(emulatorUrl) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** Variants that can be bought ten at a time (stock of at least `minStock`), from the catalogue. */
export async function stockedVariants(emulatorUrl: string, minStock = 10): Promise<string[]> {
  const data = await storefrontApi<{
    products: { nodes: Array<{ variants: { nodes: Array<{ id: string; quantityAvailable: number | null; availableForSale: boolean }> } }> };
  }>(emulatorUrl, '{ products(first: 40) { nodes { variants(first: 20) { nodes { id quantityAvailable availableForSale } } } } }');
  return data.products.nodes
    .flatMap((product) => product.variants.nodes)
    .filter((variant) => variant.availableForSale && (variant.quantityAvailable ?? 0) >= minStock)
    .map((variant) => variant.id);
}

export class Shopper {
  readonly cookies: Map<string, string>;
  readonly baseUrl: string;
  readonly emulatorUrl: string;
  /** Tabs of one browser share one cookie jar: pass the other tab's `cookies`. */
  constructor(baseUrl: string, emulatorUrl: string, cookies = new Map<string, string>()) {
    this.baseUrl = baseUrl;
    this.emulatorUrl = emulatorUrl;
    this.cookies = cookies;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async get(path: string): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      headers: { cookie: this.cookieHeader, 'user-agent': BROWSER_UA },
      redirect: 'manual',
    });
    this.remember(response);
    return response;
  }

  /** A document form post to /cart, as a browser without JavaScript sends it. */
  async post(body: URLSearchParams, path = '/cart'): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { cookie: this.cookieHeader, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER_UA },
      body,
      redirect: 'manual',
    });
    this.remember(response);
    return response;
  }

  add(variantId: string, quantity = 1) {
    return this.post(cartForm('LinesAdd', { lines: [{ merchandiseId: variantId, quantity }] }));
  }

  /** The cart id Hydrogen's `cart` cookie names, as the Storefront API spells it. */
  get cartId(): string | null {
    const raw = this.cookies.get('cart');
    return raw ? `gid://shopify/Cart/${decodeURIComponent(raw)}` : null;
  }

  /** The bag as the shop holds it, or null when the cookie names no cart. */
  async bag(): Promise<ShopBag | null> {
    const id = this.cartId;
    if (!id) return null;
    const data = await storefrontApi<{
      cart: null | {
        id: string;
        updatedAt: string;
        totalQuantity: number;
        checkoutUrl: string;
        cost: { totalAmount: { currencyCode: string } };
        discountCodes: ShopBag['discountCodes'];
        lines: { nodes: Array<{ id: string; quantity: number; merchandise: { id: string } }> };
      };
    }>(
      this.emulatorUrl,
      `query ($id: ID!) { cart(id: $id) { id updatedAt totalQuantity checkoutUrl cost { totalAmount { currencyCode } } discountCodes { code applicable }
        lines(first: 250) { nodes { id quantity merchandise { ... on ProductVariant { id } } } } } }`,
      { id },
    );
    if (!data.cart) return null;
    const { cart } = data;
    return {
      id: cart.id,
      updatedAt: cart.updatedAt,
      totalQuantity: cart.totalQuantity,
      checkoutUrl: cart.checkoutUrl,
      currencyCode: cart.cost.totalAmount.currencyCode,
      discountCodes: cart.discountCodes,
      lines: cart.lines.nodes.map((line) => ({ id: line.id, quantity: line.quantity, variantId: line.merchandise.id })),
    };
  }
}

/** The bag page's message (role alert or status), as a shopper without JavaScript reads it. */
export function pageMessage(html: string): string | null {
  const match = html.match(/class="bag-message[^"]*"[^>]*role="(?:alert|status)"[^>]*>([^<]*)</);
  return match ? decodeEntities(match[1]) : null;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
