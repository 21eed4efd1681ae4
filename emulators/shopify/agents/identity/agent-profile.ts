// Reads an agent's UCP profile, as the business must (overview, "Fetching"): only https, or a
// loopback address when the shop itself serves on loopback (local development); no redirects; a
// time and size bound; a fixed-size cache with a 60-second floor, failures included, so one
// agent cannot make the shop fetch in a loop. The profile gives the agent's protocol version and
// the keys its signatures are checked against.
import { isObject } from '../rpc.ts';

const TTL_MS = 60_000;
const MAX_ENTRIES = 500;
const MAX_BYTES = 128 * 1024;
const TIMEOUT_MS = 3_000;

export type ProfileRead =
  | { ok: true; version: unknown; keys: Record<string, unknown>[] }
  | { ok: false; code: 'invalid_profile_url' | 'profile_unreachable' | 'profile_malformed'; content: string };

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|\[::1\]|localhost)$/;
// Private, link-local (the cloud metadata address among them) and other special-use literals.
const SPECIAL_USE = /^(0\.|10\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.|192\.168\.|100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\.|\[(f[cd]|fe80))/i;

export function createProfileReader(shopUrl: string, fetcher: typeof fetch = fetch) {
  const shopOnLoopback = LOOPBACK.test(new URL(shopUrl).hostname);
  const cache = new Map<string, { at: number; read: ProfileRead }>();

  function allowed(url: URL): boolean {
    if (url.username || url.password) return false;
    if (LOOPBACK.test(url.hostname)) return shopOnLoopback;
    if (SPECIAL_USE.test(url.hostname)) return false;
    return url.protocol === 'https:';
  }

  async function fetchProfile(url: URL): Promise<ProfileRead> {
    const unreachable = (content: string): ProfileRead => ({ ok: false, code: 'profile_unreachable', content });
    let response: Response;
    try {
      response = await fetcher(url, {
        redirect: 'manual',
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      return unreachable('The agent profile could not be fetched.');
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      return unreachable(`The agent profile answered ${response.status}.`);
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_BYTES) {
      await response.body?.cancel();
      return { ok: false, code: 'profile_malformed', content: 'The agent profile is larger than 128 KiB.' };
    }
    const text = await response.text().catch(() => null);
    if (text === null) return unreachable('The agent profile could not be read.');
    if (text.length > MAX_BYTES) return { ok: false, code: 'profile_malformed', content: 'The agent profile is larger than 128 KiB.' };
    let profile: unknown;
    try {
      profile = JSON.parse(text);
    } catch {
      return { ok: false, code: 'profile_malformed', content: 'The agent profile is not JSON.' };
    }
    if (!isObject(profile) || !isObject(profile.ucp))
      return { ok: false, code: 'profile_malformed', content: 'The agent profile has no `ucp` object.' };
    const keys = Array.isArray(profile.keys) ? profile.keys.filter(isObject) : [];
    return { ok: true, version: profile.ucp.version, keys };
  }

  return async function readProfile(address: string): Promise<ProfileRead> {
    if (!URL.canParse(address)) return { ok: false, code: 'invalid_profile_url', content: 'The agent profile URL is not a URL.' };
    const url = new URL(address);
    if (!allowed(url))
      return { ok: false, code: 'invalid_profile_url', content: 'The agent profile must be served over https from a public address.' };
    const now = Date.now();
    const cached = cache.get(url.href);
    if (cached && now - cached.at < TTL_MS) return cached.read;
    const read = await fetchProfile(url);
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(url.href, { at: now, read });
    return read;
  };
}

export type ProfileReader = ReturnType<typeof createProfileReader>;
