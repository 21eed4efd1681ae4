// The shop's own limit on agent calls per buyer: a fixed window per client, the backstop behind
// whatever the storefront in front of it enforces. The buyer is the address the storefront vouched
// for (x-forwarded-for, as Hydrogen forwards it), else the caller itself.
const WINDOW_MS = 60_000;
const MAX_CLIENTS = 10_000;

export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();
  private readonly perMinute: number;
  private readonly now: () => number;
  constructor(perMinute: number, now: () => number = Date.now) {
    this.perMinute = perMinute;
    this.now = now;
  }

  /** Counts one call; false once the client has used its calls for this minute. */
  take(client: string): boolean {
    const now = this.now();
    let window = this.windows.get(client);
    if (!window || now - window.start >= WINDOW_MS) {
      if (this.windows.size >= MAX_CLIENTS) this.windows.clear();
      window = { start: now, count: 0 };
      this.windows.set(client, window);
    }
    window.count += 1;
    return window.count <= this.perMinute;
  }
}

export function clientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('shopify-storefront-buyer-ip') || 'direct';
}
