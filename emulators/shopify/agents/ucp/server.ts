// The UCP MCP server at /api/ucp/mcp: fourteen tools, of which a caller lists and calls those its
// tier reaches (identity/tiers.ts). Every message first has its caller read: the bearer token, the
// signature against the agent profile's keys, and the protocol version that profile declares.
import type { ShopServices } from '../../context.ts';
import type { ProfileReader } from '../identity/agent-profile.ts';
import { createAdmission, mayCall, resolveCaller } from '../identity/tiers.ts';
import type { KnowledgeDocument } from '../policies.ts';
import type { McpServer } from '../rpc.ts';
import { ucpAskTools } from './ask.ts';
import { ucpCartTools } from './cart.ts';
import { ucpCatalogTools } from './catalog.ts';
import { ucpCheckoutTools } from './checkout.ts';
import { ucpCompleteTool } from './complete.ts';
import { ucpOrderTools } from './order.ts';
import type { UcpScope } from './scope.ts';
import { CURRENT_VERSION } from './versions.ts';

export function ucpMcpServer(
  services: ShopServices,
  deps: { readProfile: ProfileReader; knowledge: () => readonly KnowledgeDocument[] },
): McpServer<UcpScope> {
  const tools = [
    ...ucpCatalogTools(services),
    ...ucpCartTools(services),
    ...ucpCheckoutTools(services),
    ucpCompleteTool(services),
    ...ucpOrderTools(services),
    ...ucpAskTools(services, deps.knowledge),
  ];
  const admit = createAdmission();
  return {
    name: 'Bottega UCP',
    version: CURRENT_VERSION,
    async scope(request, body, params) {
      return { request, caller: await resolveCaller({ db: services.db, readProfile: deps.readProfile }, request, body, params) };
    },
    tools: ({ caller }) => tools.filter((tool) => mayCall(caller, tool.name)),
    admit: (name, { caller }) => admit(name, caller),
  };
}
