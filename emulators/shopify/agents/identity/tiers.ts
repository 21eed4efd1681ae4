// Who is calling the UCP endpoint, and what that caller may do, in Shopify's three tiers: a
// bearer token from an agent client (Token), a request signed with a key the agent's profile
// publishes (Signed), or neither (Anonymous). Anonymous agents get the catalog, cart and Ask
// tools; signed ones add checkout; a token adds complete_checkout when its client was granted
// purchases, and get_order with the orders scope. Limits scale with the tier, and checkout
// tools are limited harder than cart tools at every tier.
import type { ShopDatabase } from '../../db.ts';
import { DISCOVERY_ERROR, INVALID_REQUEST, RpcError, SERVER_ERROR } from '../rpc.ts';
import { agentProfileOf } from '../ucp/envelope.ts';
import { CURRENT_VERSION, isUcpVersion, UCP_VERSIONS } from '../ucp/versions.ts';
import type { UcpVersion } from '../ucp/versions.ts';
import type { ProfileReader } from './agent-profile.ts';
import { SCOPES } from './clients.ts';
import { clientKey, RateLimiter } from './rate-limit.ts';
import { isSigned, verifySignature } from './signatures.ts';
import { parseDictionary } from './structured-fields.ts';
import { verifyAccessToken } from './tokens.ts';

export type Tier = 'anonymous' | 'signed' | 'token';
type ToolGroup = 'catalog' | 'cart' | 'ask' | 'checkout' | 'complete' | 'order';

export interface Caller {
  tier: Tier;
  /** Whose sessions these are: client:{id}, profile:{url} or the buyer's address. */
  owner: string;
  scopes: Set<string>;
  profile: string | null;
  version: UcpVersion;
}

const GROUPS: Record<string, ToolGroup> = {
  search_catalog: 'catalog',
  lookup_catalog: 'catalog',
  get_product: 'catalog',
  create_cart: 'cart',
  get_cart: 'cart',
  update_cart: 'cart',
  cancel_cart: 'cart',
  ask_business: 'ask',
  create_checkout: 'checkout',
  get_checkout: 'checkout',
  update_checkout: 'checkout',
  cancel_checkout: 'checkout',
  complete_checkout: 'complete',
  get_order: 'order',
};

/** Calls a minute per caller: [catalog, cart and Ask; checkout and orders]. */
const TIER_LIMITS: Record<Tier, [number, number]> = { anonymous: [300, 0], signed: [600, 60], token: [1200, 240] };

export function mayCall(caller: Caller, tool: string): boolean {
  const group = GROUPS[tool];
  if (group === 'catalog' || group === 'cart' || group === 'ask') return true;
  if (group === 'checkout') return caller.tier !== 'anonymous';
  if (group === 'complete') return caller.tier === 'token' && caller.scopes.has(SCOPES.purchase);
  if (group === 'order') return caller.tier === 'token' && caller.scopes.has(SCOPES.orders);
  return true;
}

const unauthorized = (message: string, data?: unknown) =>
  new RpcError(SERVER_ERROR, message, { status: 401, data, headers: { 'www-authenticate': 'Bearer realm="ucp"' } });
const discovery = (status: number, code: string, content: string) =>
  new RpcError(DISCOVERY_ERROR, 'UCP discovery failed', { status, data: { code, content } });

/** Reads the caller of one message; throws the protocol's error when it cannot be trusted as sent. */
export async function resolveCaller(
  deps: { db: ShopDatabase; readProfile: ProfileReader },
  request: Request,
  body: string,
  params: Record<string, unknown>,
): Promise<Caller> {
  const args = typeof params.arguments === 'object' && params.arguments !== null ? (params.arguments as Record<string, unknown>) : {};
  const fromMeta = agentProfileOf(args);
  const fromHeader = parseDictionary(request.headers.get('ucp-agent'))?.get('profile')?.value;
  const headerProfile = typeof fromHeader === 'string' ? fromHeader : null;
  if (fromMeta && headerProfile && fromMeta !== headerProfile)
    throw discovery(400, 'invalid_profile_url', 'The UCP-Agent header and meta["ucp-agent"] name different profiles.');
  const profile = headerProfile ?? fromMeta;

  let caller: Caller = { tier: 'anonymous', owner: `buyer:${clientKey(request)}`, scopes: new Set(), profile, version: CURRENT_VERSION };
  const authorization = request.headers.get('authorization');
  if (authorization !== null) {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    const client = token ? verifyAccessToken(deps.db, token) : null;
    if (!client) throw unauthorized('Unauthorized');
    if (client.profile && profile && client.profile !== profile)
      throw new RpcError(SERVER_ERROR, 'Forbidden: this token was granted for another agent profile.', { status: 403 });
    caller = { ...caller, tier: 'token', owner: `client:${client.clientId}`, scopes: client.grantedScopes };
  }
  if (!profile) return caller;

  const read = await deps.readProfile(profile);
  if (!read.ok) {
    // An unreachable profile still lets an unsigned call through at the current version: this shop
    // runs offline, where an agent's public profile cannot be fetched. A real shop refuses it.
    if (read.code !== 'profile_unreachable') throw discovery(read.code === 'invalid_profile_url' ? 400 : 422, read.code, read.content);
    if (isSigned(request) && caller.tier !== 'token') throw discovery(424, read.code, read.content);
    return caller;
  }
  if (!isUcpVersion(read.version))
    throw new RpcError(DISCOVERY_ERROR, 'Protocol version not supported', {
      status: 422,
      data: {
        code: 'version_unsupported',
        content: `Protocol version ${String(read.version).slice(0, 40)} is not supported. This business supports versions ${UCP_VERSIONS.join(' and ')}.`,
      },
    });
  caller = { ...caller, version: read.version };
  if (caller.tier === 'token' || !isSigned(request)) return caller;
  const check = verifySignature(request, body, read.keys);
  if (!check.ok) {
    // The spec's table: a body or algorithm the shop cannot check is a bad request, the rest unauthenticated.
    if (check.code === 'digest_mismatch' || check.code === 'algorithm_unsupported')
      throw new RpcError(INVALID_REQUEST, 'Signature verification failed', {
        status: 400,
        data: { code: check.code, content: check.content },
      });
    throw unauthorized('Signature verification failed', { code: check.code, content: check.content });
  }
  return { ...caller, tier: 'signed', owner: `profile:${profile}` };
}

/** Refuses a tool the caller's tier does not reach, and counts the call against the tier's limit. */
export function createAdmission() {
  const limiters = new Map<string, RateLimiter>();
  const limiter = (tier: Tier, bucket: 0 | 1) => {
    const name = `${tier}/${bucket}`;
    let found = limiters.get(name);
    if (!found) limiters.set(name, (found = new RateLimiter(TIER_LIMITS[tier][bucket])));
    return found;
  };
  return (tool: string, caller: Caller): void => {
    const group = GROUPS[tool];
    if (!group) return;
    if (!mayCall(caller, tool)) {
      if (caller.tier === 'anonymous') throw unauthorized(`Unauthorized: ${tool} needs a signed request or an access token.`);
      const needs = group === 'order' ? SCOPES.orders : group === 'complete' ? SCOPES.purchase : 'an access token';
      throw new RpcError(SERVER_ERROR, `Forbidden: ${tool} needs ${needs}.`, { status: 403 });
    }
    const bucket = group === 'checkout' || group === 'complete' || group === 'order' ? 1 : 0;
    if (!limiter(caller.tier, bucket).take(caller.owner))
      throw new RpcError(SERVER_ERROR, 'Rate limit exceeded', { status: 429, data: { retry_after: 60 }, headers: { 'retry-after': '60' } });
  };
}
