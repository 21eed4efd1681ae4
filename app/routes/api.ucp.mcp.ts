import type { Route } from './+types/api.ucp.mcp';
import { forwardToShop } from '~/agents/forward.server';

/**
 * The shop's UCP endpoint, forwarded (never answered here): server.ts has already bounded the call's
 * size and rate (lib/agents/gate.server.ts). Every method goes on to the shop, which answers the
 * ones it does not take with its own JSON-RPC error.
 */
export const loader = ({ request, context }: Route.LoaderArgs) => forwardToShop(request, context, '/api/ucp/mcp');
export const action = ({ request, context }: Route.ActionArgs) => forwardToShop(request, context, '/api/ucp/mcp');
