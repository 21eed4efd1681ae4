// What every UCP tool call carries and every UCP result starts with: the agent's profile in
// `meta["ucp-agent"].profile` (required on every request), and the `ucp` envelope naming the
// protocol version the call was answered in and the capability that answered.
import { INVALID_PARAMS, isObject, RpcError } from '../rpc.ts';
import type { UcpVersion } from './versions.ts';

export function ucpEnvelope(version: UcpVersion, capability: string, status: 'success' | 'error' = 'success', extra: string[] = []) {
  const capabilities = Object.fromEntries([capability, ...extra].map((name) => [name, [{ version }]]));
  return { version, status, capabilities };
}

/** A tool's input schema with the required `meta` beside its own properties. */
export function withAgent(properties: Record<string, unknown>, required = Object.keys(properties), idempotent = false) {
  return {
    type: 'object',
    properties: {
      meta: {
        type: 'object',
        properties: {
          'ucp-agent': { type: 'object', properties: { profile: { type: 'string', format: 'uri' } }, required: ['profile'] },
          'idempotency-key': { type: 'string' },
        },
        required: idempotent ? ['ucp-agent', 'idempotency-key'] : ['ucp-agent'],
      },
      ...properties,
    },
    required: ['meta', ...required],
  };
}

/** The agent's profile URL, or null when the call names none. */
export function agentProfileOf(args: Record<string, unknown>): string | null {
  const agent = isObject(args.meta) ? args.meta['ucp-agent'] : undefined;
  const profile = isObject(agent) ? agent.profile : undefined;
  return typeof profile === 'string' ? profile : null;
}

/** Refuses a call without an agent profile URL, as the MCP binding requires one on every request. */
export function requireAgent(args: Record<string, unknown>): string {
  const profile = agentProfileOf(args);
  if (profile === null || profile.length > 2000 || !URL.canParse(profile) || !/^https?:$/.test(new URL(profile).protocol))
    throw new RpcError(INVALID_PARAMS, 'Invalid params: meta["ucp-agent"].profile must be the URL of the agent\'s UCP profile.');
  return profile;
}

/** The idempotency key a state-changing call must carry (`meta["idempotency-key"]`). */
export function requireIdempotencyKey(args: Record<string, unknown>): string {
  const key = isObject(args.meta) ? args.meta['idempotency-key'] : undefined;
  if (typeof key !== 'string' || key.length < 16 || key.length > 255)
    throw new RpcError(INVALID_PARAMS, 'Invalid params: meta["idempotency-key"] must be a unique key of 16 to 255 characters (a UUID).');
  return key;
}

/** The `catalog` object of a catalog call, after the agent check. */
export function catalogArgument(args: Record<string, unknown>): Record<string, unknown> {
  requireAgent(args);
  if (!isObject(args.catalog)) throw new RpcError(INVALID_PARAMS, 'Invalid params: catalog must be an object.');
  return args.catalog;
}
