// Small pieces several resolver maps share: presentment money, empty connections, HTML-to-text.
import type { ShopContext } from '../context.ts';
import { moneyV2, presentmentMoney } from '../markets.ts';
import type { Market } from '../markets.ts';
import { checkConnectionArgs } from '../connection.ts';
import type { ConnectionArgs } from '../connection.ts';
import type { MetafieldRecord } from '../catalogue/store.ts';
import { metafieldKey } from '../catalogue/store.ts';

/** Presentment money; `source.presentmentMarket` (a cart line's merchandise) overrides @inContext. */
export function money(
  context: ShopContext,
  shopCents: number,
  source?: { presentmentMarket?: Market },
): { amount: string; currencyCode: string } {
  return moneyV2(presentmentMoney(shopCents, source?.presentmentMarket ?? context.market));
}

/** A connection the emulator has nothing for (selling plans, store availability, ...). */
export function emptyConnection(args: ConnectionArgs, field: string) {
  checkConnectionArgs(args, field);
  return { edges: [], nodes: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } };
}

export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|div|li|h\d)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n+/g, ' ')
    .trim();
}

export function truncateText(text: string, truncateAt: number | null | undefined): string {
  if (truncateAt == null || truncateAt <= 0 || text.length <= truncateAt) return text;
  return `${text.slice(0, Math.max(truncateAt - 3, 0))}...`;
}

/** Shopify's namespace-less lookups use the app-reserved namespace, which the seed never fills. */
export function lookupMetafield(
  metafields: Map<string, MetafieldRecord>,
  namespace: string | null | undefined,
  key: string,
): MetafieldRecord | null {
  if (!namespace) return null;
  return metafields.get(metafieldKey(namespace, key)) ?? null;
}

export function seo(title: string | null, description: string | null) {
  return { title, description };
}
