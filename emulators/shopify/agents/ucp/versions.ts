// The UCP releases this shop speaks. 2026-08-25 is the current one (its profile is at
// /.well-known/ucp); 2026-04-08 is still answered, in its own shapes, for agents whose profile
// declares it (its profile is at /.well-known/ucp/2026-04-08, listed in `supported_versions`).
export const UCP_VERSIONS = ['2026-08-25', '2026-04-08'] as const;
export type UcpVersion = (typeof UCP_VERSIONS)[number];
export const CURRENT_VERSION: UcpVersion = UCP_VERSIONS[0];

export function isUcpVersion(value: unknown): value is UcpVersion {
  return typeof value === 'string' && (UCP_VERSIONS as readonly string[]).includes(value);
}

/** Where a release's documents live on ucp.dev. */
export const specBase = (version: UcpVersion) => `https://ucp.dev/${version}`;

/** 2026-08-25 added structured `policies` beside `links` on catalog, cart and checkout answers. */
export const hasPolicies = (version: UcpVersion) => version >= '2026-08-25';
