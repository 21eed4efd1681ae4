// The worker entry: the same module runs on Oxygen, any worker runtime, and locally in workerd. What a
// request passes through is one ordered list of stages, app/stages.server.ts: Shopify's routes in
// front of the router, the router, the shop's redirects after a 404, as Hydrogen 2026-10 shapes it.
import * as build from 'virtual:react-router/server-build';
import { runStages } from '~/core/request/stages';
import { workerStages } from '~/stages.server';

const stages = workerStages(build);

export default {
  fetch: (request: Request, env: Env, executionContext: ExecutionContext) => runStages(stages, request, { env, executionContext }),
};
