// The Markdown twins of product and collection pages (/products/{handle}.md, /collections/{handle}.md)
// for assistants that read pages: the page's own query, in the market of the address, as plain text
// with the title, price, URL and the way to buy through the agent endpoints.
import type { AppLoadContext } from 'react-router';
import { PRODUCT_QUERY } from '~/graphql/product';
import { COLLECTION_QUERY } from '~/graphql/collection';
import { catalogueCache } from '~/core/catalogue/cache';
import { formatMoney, type MoneyLike } from '~/core/locale/money';
import { SHARED_PAGE_CACHE_CONTROL } from '~/core/security/response-policy.server';
import { marketOfPath } from '~/agents/market';
import { STOREFRONT_MAX_PAGE_SIZE } from '~/core/constants';
import { siteOrigin } from '~/core/request/site-origin.server';
import { unavailableOnOutage } from '~/core/failures/resource-route.server';
import { isValidHandle } from '~/core/catalogue/url';

const MARKDOWN_HEADERS = { 'Content-Type': 'text/markdown; charset=utf-8', 'Cache-Control': SHARED_PAGE_CACHE_CONTROL };

/** Text as Markdown reads it literally: no heading, link or emphasis can be smuggled in by a title. */
export function plain(text: string): string {
  return text
    .replace(/[\\`*_[\]<>#|]/g, (character) => `\\${character}`)
    .replace(/\s+/g, ' ')
    .trim();
}

function priceText(min: MoneyLike, max: MoneyLike, locale: string): string {
  const low = formatMoney(min, locale);
  return Number(max.amount) > Number(min.amount) ? `from ${low}` : low;
}

function agentFooter(origin: string): string[] {
  return [
    '',
    '## For shopping assistants',
    '',
    `- UCP profile: ${origin}/.well-known/ucp`,
    `- Cart and catalogue (MCP): ${origin}/api/ucp/mcp`,
    '',
  ];
}

export async function productMarkdown(context: AppLoadContext, pathname: string, handle: string, origin: string): Promise<Response | null> {
  const market = marketOfPath(pathname);
  const { product } = await context.storefront.query(PRODUCT_QUERY, {
    variables: { handle, selectedOptions: [], country: market.country, language: market.language },
    cache: catalogueCache(),
  });
  if (!product) return null;
  const url = `${origin}${market.prefix}/products/${product.handle}`;
  const lines = [
    `# ${plain(product.title)}`,
    '',
    `- Price: ${priceText(product.priceRange.minVariantPrice, product.priceRange.maxVariantPrice, market.locale)}`,
    `- URL: ${url}`,
    `- Available: ${product.availableForSale ? 'yes' : 'no'}`,
    ...(product.productType ? [`- Type: ${plain(product.productType)}`] : []),
    '',
    plain(product.description),
    '',
    '## Variants',
    '',
    ...product.variants.nodes.map(
      (variant) =>
        `- ${plain(variant.title)}: ${formatMoney(variant.price, market.locale)}, ${variant.availableForSale ? 'available' : 'sold out'} (id ${variant.id})`,
    ),
    ...agentFooter(origin),
  ];
  return new Response(lines.join('\n'), { headers: MARKDOWN_HEADERS });
}

export async function collectionMarkdown(
  context: AppLoadContext,
  pathname: string,
  handle: string,
  origin: string,
): Promise<Response | null> {
  const market = marketOfPath(pathname);
  const { collection } = await context.storefront.query(COLLECTION_QUERY, {
    variables: { handle, first: STOREFRONT_MAX_PAGE_SIZE, country: market.country, language: market.language },
    cache: catalogueCache(),
  });
  if (!collection) return null;
  const lines = [
    `# ${plain(collection.title)}`,
    '',
    `- URL: ${origin}${market.prefix}/collections/${collection.handle}`,
    '',
    plain(collection.description),
    '',
    '## Pieces',
    '',
    ...collection.products.nodes.map(
      (product) =>
        `- [${plain(product.title)}](${origin}${market.prefix}/products/${product.handle}.md): ${priceText(product.priceRange.minVariantPrice, product.priceRange.maxVariantPrice, market.locale)}`,
    ),
    ...agentFooter(origin),
  ];
  return new Response(lines.join('\n'), { headers: MARKDOWN_HEADERS });
}

type Twin = (context: AppLoadContext, pathname: string, handle: string, origin: string) => Promise<Response | null>;

/** A twin's answer: the Markdown, or 404 for a handle that names nothing (or no known origin for its links). */
export async function markdownTwin(request: Request, context: AppLoadContext, handle: string | undefined, twin: Twin): Promise<Response> {
  const origin = siteOrigin(context.config, request);
  const answer =
    origin && isValidHandle(handle) ? await unavailableOnOutage(() => twin(context, new URL(request.url).pathname, handle, origin)) : null;
  return answer ?? new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
