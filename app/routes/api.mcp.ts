import type { Route } from './+types/api.mcp';
import type { MethodsHandle } from '~/core/security/method-policy.server';

// Hydrogen's request handler forwards /api/mcp to the shop before any route runs
// (storefront.forwardMcp); this route only tells the method policy that the address takes POST.
export const handle: MethodsHandle = { actionMethods: ['POST'] };
export const action = ({ request, context }: Route.ActionArgs) => context.storefront.forwardMcp(request);
