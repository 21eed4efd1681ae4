// The worker entry: the same module runs on Oxygen, any worker runtime, and locally in workerd.
import * as build from 'virtual:react-router/server-build';
import { createRequestHandler, storefrontRedirect } from '@shopify/hydrogen';
import { createAppContext } from '~/lib/context.server';
import { plainNotFoundForBots } from '~/lib/not-found.server';

export default {
  async fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    try {
      const context = await createAppContext(request, env, executionContext);
      const handleRequest = createRequestHandler({
        build,
        mode: process.env.NODE_ENV,
        getLoadContext: () => context,
      });

      const response = await handleRequest(request);
      if (context.session.isPending) {
        response.headers.append('Set-Cookie', await context.session.commit());
      }
      if (response.status !== 404) return response;

      // Only a page the app does not know is worth asking the shop's own URL redirects about.
      const redirected = await storefrontRedirect({ request, response, storefront: context.storefront });
      return redirected.status === 404 ? plainNotFoundForBots(request, redirected) : redirected;
    } catch (error) {
      console.error(error);
      return new Response('An unexpected error occurred', { status: 500 });
    }
  },
};
