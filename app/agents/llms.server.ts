// /llms.txt (llmstxt.org): what the shop is, its collections, and how an assistant reaches it:
// the Markdown twins of its pages and the agent endpoints.
import type { AppLoadContext } from 'react-router';
import { COLLECTIONS_QUERY } from '~/graphql/collection';
import { catalogueCache } from '~/core/catalogue/cache';
import { STOREFRONT_MAX_PAGE_SIZE } from '~/core/constants';
import { plain } from '~/agents/markdown.server';
import { marketOfPath } from '~/agents/market';
import { agentMessages } from '~/agents/texts';
import { messagesIn } from '~/core/texts/language';

export async function llmsText(context: AppLoadContext, pathname: string, origin: string, siteName: string): Promise<string> {
  const agentText = messagesIn(context.locale, agentMessages);
  const market = marketOfPath(pathname);
  const { collections } = await context.storefront.query(COLLECTIONS_QUERY, {
    variables: { first: STOREFRONT_MAX_PAGE_SIZE, country: market.country, language: market.language },
    cache: catalogueCache(),
  });
  const base = `${origin}${market.prefix}`;
  return [
    `# ${plain(siteName)}`,
    '',
    `> ${agentText.summary}`,
    '',
    agentText.howToRead(base),
    '',
    '## Collections',
    '',
    ...collections.nodes.map(
      (collection) =>
        `- [${plain(collection.title)}](${base}/collections/${collection.handle}.md)${collection.description ? `: ${plain(collection.description)}` : ''}`,
    ),
    '',
    '## Agents',
    '',
    `- [UCP profile](${origin}/.well-known/ucp): the shop's services and capabilities`,
    `- [UCP catalogue and cart over MCP](${origin}/api/ucp/mcp): search_catalog, lookup_catalog, get_product, create_cart, get_cart, update_cart, cancel_cart`,
    `- [Storefront MCP](${origin}/api/mcp): search_shop_catalog, get_product_details, get_cart, update_cart, search_shop_policies_and_faqs`,
    `- ${agentText.checkout}`,
    '',
  ].join('\n');
}
