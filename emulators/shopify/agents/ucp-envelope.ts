// What every UCP tool call carries and every UCP result starts with: the agent's profile in
// `meta["ucp-agent"].profile` (required on every request), and the `ucp` envelope naming the
// protocol version and the capability that answered.
import { INVALID_PARAMS, isObject, RpcError } from './rpc.ts';

export const UCP_VERSION = '2026-04-08';
export const UCP_SPEC = `https://ucp.dev/${UCP_VERSION}`;

export function ucpEnvelope(capability: string, status: 'success' | 'error' = 'success') {
  return { version: UCP_VERSION, status, capabilities: { [capability]: [{ version: UCP_VERSION }] } };
}

/** A tool's input schema with the required `meta` beside its own properties. */
export function withAgent(properties: Record<string, unknown>, required = Object.keys(properties)) {
  return {
    type: 'object',
    properties: {
      meta: {
        type: 'object',
        properties: { 'ucp-agent': { type: 'object', properties: { profile: { type: 'string', format: 'uri' } }, required: ['profile'] } },
        required: ['ucp-agent'],
      },
      ...properties,
    },
    required: ['meta', ...required],
  };
}

/** Refuses a call without an agent profile URL, as the MCP binding requires one on every request. */
export function requireAgent(args: Record<string, unknown>): void {
  const agent = isObject(args.meta) ? args.meta['ucp-agent'] : undefined;
  const profile = isObject(agent) ? agent.profile : undefined;
  if (typeof profile !== 'string' || !URL.canParse(profile) || !/^https?:$/.test(new URL(profile).protocol))
    throw new RpcError(INVALID_PARAMS, 'Invalid params: meta["ucp-agent"].profile must be the URL of the agent\'s UCP profile.');
}

/** The `catalog` object of a catalog call, after the agent check. */
export function catalogArgument(args: Record<string, unknown>): Record<string, unknown> {
  requireAgent(args);
  if (!isObject(args.catalog)) throw new RpcError(INVALID_PARAMS, 'Invalid params: catalog must be an object.');
  return args.catalog;
}
