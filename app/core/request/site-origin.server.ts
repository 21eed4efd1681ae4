import type { AppConfig } from '~/core/request/config.server';
import { prefixOf } from '~/core/locale/market';

/**
 * The shop's public origin, for every absolute URL it hands to others: canonical links, structured
 * data, sitemaps, robots.txt. It comes from PUBLIC_SITE_URL, never from the request: the Host header
 * is the client's to write, and a cache or crawler would otherwise publish whatever a client sent.
 * Only over plain http (a developer's machine; production is always https) does the request's own
 * origin stand in when none is configured. Null: no absolute URL can honestly be given.
 */
export function siteOrigin(config: Pick<AppConfig, 'siteOrigin'>, request: Request): string | null {
  if (config.siteOrigin) return config.siteOrigin;
  const url = new URL(request.url);
  return url.protocol === 'http:' ? url.origin : null;
}

/**
 * Where the request's market lives on the shop's public origin ('https://shop.example/it-it', or
 * the bare origin for the default market): every absolute URL of a page is this and the page's path.
 */
export function siteBase(config: Pick<AppConfig, 'siteOrigin'>, request: Request): string | null {
  const origin = siteOrigin(config, request);
  return origin && `${origin}${prefixOf(new URL(request.url).pathname)}`;
}

/** `path` (as the route table names it) at the request's market on the shop's public origin, or null when the origin is unknown. */
export function siteUrl(config: Pick<AppConfig, 'siteOrigin'>, request: Request, path: string): string | null {
  const base = siteBase(config, request);
  return base && `${base}${path}`;
}
