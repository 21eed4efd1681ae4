// RFC 9421 HTTP Message Signatures on an agent's request, as UCP profiles them ("Message
// Signatures"): the key comes from the agent profile's `keys[]` by `keyid`; the signature must
// cover the target (@method, @authority, @path, @query when there is one), the body
// (content-digest, content-type) and every UCP header the request carries (ucp-agent,
// signature-agent, idempotency-key); Content-Digest is SHA-256 of the raw body. ES256 is the
// baseline; ES384 and Ed25519 are accepted too. A request may carry several signatures: one
// that verifies is enough.
import { createHash, createPublicKey, verify } from 'node:crypto';
import type { JsonWebKey } from 'node:crypto';
import { parseDictionary, serializeInnerList } from './structured-fields.ts';
import type { Item } from './structured-fields.ts';

export type SignatureCheck =
  | { ok: true; keyid: string }
  | { ok: false; code: 'signature_invalid' | 'key_not_found' | 'digest_mismatch' | 'algorithm_unsupported'; content: string };

export const isSigned = (request: Request) => request.headers.has('signature-input') && request.headers.has('signature');

const ALGORITHMS: Record<string, { hash: string | null; p1363: boolean }> = {
  'EC/P-256': { hash: 'sha256', p1363: true },
  'EC/P-384': { hash: 'sha384', p1363: true },
  'OKP/Ed25519': { hash: null, p1363: false },
};

function digestMatches(request: Request, body: string): boolean {
  const digest = parseDictionary(request.headers.get('content-digest'))?.get('sha-256')?.value;
  return digest instanceof Uint8Array && Buffer.from(digest).equals(createHash('sha256').update(body).digest());
}

function componentValue(request: Request, url: URL, name: string): string | null {
  switch (name) {
    case '@method':
      return request.method.toUpperCase();
    case '@authority':
      return (request.headers.get('host') ?? url.host).toLowerCase();
    case '@path':
      return url.pathname;
    case '@query':
      return url.search || '?';
    default:
      return name.startsWith('@') ? null : (request.headers.get(name)?.trim() ?? null);
  }
}

function checkOne(request: Request, body: string, keys: JsonWebKey[], label: string, input: Item, value: unknown): SignatureCheck {
  const invalid = (content: string): SignatureCheck => ({ ok: false, code: 'signature_invalid', content });
  const params = new Map(input.params);
  const keyid = params.get('keyid');
  if (!Array.isArray(input.value) || typeof keyid !== 'string') return invalid(`Signature ${label} names no keyid.`);
  if (!(value instanceof Uint8Array)) return invalid(`Signature ${label} has no value.`);
  const components = input.value.map((entry) => (entry.params.length ? null : entry.value));
  if (components.some((name) => typeof name !== 'string')) return invalid(`Signature ${label} covers a component this shop cannot read.`);
  const covered = components as string[];
  const url = new URL(request.url);
  const required = ['@method', '@authority', '@path'];
  if (url.search) required.push('@query');
  if (body.length) required.push('content-digest', 'content-type');
  for (const header of ['ucp-agent', 'signature-agent', 'idempotency-key']) if (request.headers.has(header)) required.push(header);
  const missing = required.filter((name) => !covered.includes(name));
  if (missing.length) return invalid(`Signature ${label} does not cover ${missing.join(', ')}.`);
  const key = keys.find(
    (candidate) =>
      candidate.kid === keyid && candidate.use !== 'enc' && (!Array.isArray(candidate.key_ops) || candidate.key_ops.includes('verify')),
  );
  if (!key) return { ok: false, code: 'key_not_found', content: `The agent profile publishes no signing key ${keyid.slice(0, 100)}.` };
  const algorithm = ALGORITHMS[`${key.kty}/${key.crv}`];
  if (!algorithm)
    return { ok: false, code: 'algorithm_unsupported', content: `Key ${keyid.slice(0, 100)} uses an algorithm this shop does not verify.` };
  if (covered.includes('content-digest') && !digestMatches(request, body))
    return { ok: false, code: 'digest_mismatch', content: 'Content-Digest is not the SHA-256 of the body.' };
  const lines: string[] = [];
  for (const name of covered) {
    const component = componentValue(request, url, name);
    if (component === null) return invalid(`Signature ${label} covers ${name}, which the request does not carry.`);
    lines.push(`"${name}": ${component}`);
  }
  lines.push(`"@signature-params": ${serializeInnerList(input)}`);
  try {
    const publicKey = createPublicKey({ key: key, format: 'jwk' });
    const good = verify(
      algorithm.hash,
      Buffer.from(lines.join('\n')),
      algorithm.p1363 ? { key: publicKey, dsaEncoding: 'ieee-p1363' } : publicKey,
      value,
    );
    return good ? { ok: true, keyid } : invalid(`Signature ${label} does not verify with key ${keyid.slice(0, 100)}.`);
  } catch {
    return invalid(`Key ${keyid.slice(0, 100)} could not be read.`);
  }
}

/** Verifies the request's signatures against the agent's published keys; the first that verifies wins. */
export function verifySignature(request: Request, body: string, keys: Record<string, unknown>[]): SignatureCheck {
  const inputs = parseDictionary(request.headers.get('signature-input'));
  const values = parseDictionary(request.headers.get('signature'));
  if (!inputs || !values || !inputs.size)
    return { ok: false, code: 'signature_invalid', content: 'Signature-Input or Signature is malformed.' };
  let failure: SignatureCheck = { ok: false, code: 'signature_invalid', content: 'No signature verifies.' };
  for (const [label, input] of [...inputs].slice(0, 5)) {
    const tag = new Map(input.params).get('tag');
    // Only UCP's own signatures and the Web Bot Auth shape are read here; other tags are someone else's.
    if (tag !== undefined && tag !== 'web-bot-auth') continue;
    const result = checkOne(request, body, keys as JsonWebKey[], label, input, values.get(label)?.value);
    if (result.ok) return result;
    failure = result;
  }
  return failure;
}
