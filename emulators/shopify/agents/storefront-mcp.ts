// The Storefront MCP server at /api/mcp as Shopify answers it today: only the policy and FAQ tool
// is left. Its catalog tools (search_shop_catalog, get_product_details) were removed on
// 2026-06-15 and its cart tools (get_cart, update_cart) on 2026-08-31, in favour of the UCP tools
// at /api/ucp/mcp; a client still calling them gets the JSON-RPC error any MCP server gives for a
// tool it does not have. No token is needed, as on Shopify.
import type { ShopServices } from '../context.ts';
import { requireString, toolResult } from './rpc.ts';
import type { McpServer } from './rpc.ts';
import { answerQuestion } from './policies.ts';
import type { KnowledgeDocument } from './policies.ts';

export function storefrontMcpServer(services: ShopServices, knowledge: () => readonly KnowledgeDocument[]): McpServer {
  const tools = [
    {
      name: 'search_shop_policies_and_faqs',
      description: "Answers from the shop's policies and pages: shipping, returns, care, the shop itself.",
      inputSchema: { type: 'object', properties: { query: { type: 'string' }, context: { type: 'string' } }, required: ['query'] },
      call: (args: Record<string, unknown>) =>
        toolResult({ answers: answerQuestion(services, requireString(args.query, 'query'), knowledge()) }, false),
    },
  ];
  return { name: 'Bottega Storefront MCP', version: '1.0.0', scope: (request) => ({ request }), tools: () => tools };
}
