// Klaviyo's client subscriptions endpoint (POST /client/subscriptions?company_id=...), validated the
// way Klaviyo validates it, recording each accepted subscription where tests can read it
// (GET /__emulator/klaviyo/subscriptions).
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { json, type Handler } from '../http.ts';

export interface KlaviyoEmulatorOptions {
  /** NDJSON file of accepted subscriptions. */
  storePath: string;
  /** Company (public API key) ids the emulator knows. */
  companies: string[];
  /** List ids subscriptions may join. */
  lists: string[];
  log?: (line: string) => void;
}

interface RecordedSubscription {
  companyId: string;
  listId: string;
  email: string;
  customSource: string | null;
  revision: string;
  receivedAt: string;
}

/** The JSON:API document Klaviyo expects; every field is checked before use. */
interface SubscriptionBody {
  data?: {
    type?: unknown;
    attributes?: { custom_source?: unknown; profile?: { data?: { type?: unknown; attributes?: { email?: unknown } } } };
    relationships?: { list?: { data?: { type?: unknown; id?: unknown } } };
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const REVISION = /^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/;

/** A JSON:API error document, as Klaviyo sends it: its own media type, readable cross-origin. */
function jsonApiError(status: number, code: string, detail: string, pointer?: string): Response {
  const body = {
    errors: [
      {
        id: crypto.randomUUID(),
        status,
        code,
        title: status === 400 ? 'Invalid input.' : 'Error',
        detail,
        source: pointer ? { pointer } : {},
      },
    ],
  };
  return new Response(JSON.stringify(body), { status, headers: { ...corsHeaders(), 'content-type': 'application/vnd.api+json' } });
}

export function createKlaviyoEmulator(options: KlaviyoEmulatorOptions): Handler {
  const log = options.log ?? (() => {});
  mkdirSync(dirname(options.storePath), { recursive: true });

  function recorded(): RecordedSubscription[] {
    if (!existsSync(options.storePath)) return [];
    return readFileSync(options.storePath, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as RecordedSubscription);
  }

  return async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/__emulator/klaviyo/subscriptions' && request.method === 'GET') {
      return json({ subscriptions: recorded() });
    }
    if (url.pathname !== '/client/subscriptions' && url.pathname !== '/client/subscriptions/') return null;
    const started = performance.now();
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders() });
    if (request.method !== 'POST') return jsonApiError(405, 'method_not_allowed', `Method "${request.method}" not allowed.`);

    const companyId = url.searchParams.get('company_id');
    if (!companyId) return jsonApiError(400, 'invalid', 'The company_id query parameter is required.');
    if (!options.companies.includes(companyId)) return jsonApiError(400, 'invalid', 'Invalid company_id.');
    const revision = request.headers.get('revision');
    if (!revision) return jsonApiError(400, 'invalid', 'Missing required header: revision.');
    if (!REVISION.test(revision)) return jsonApiError(400, 'invalid', `Invalid revision: ${revision.slice(0, 40)}.`);

    let body: SubscriptionBody | null;
    try {
      body = JSON.parse(await request.text()) as SubscriptionBody | null;
    } catch {
      return jsonApiError(400, 'parse_error', 'Malformed JSON request body.');
    }
    const data = body?.data;
    if (data?.type !== 'subscription') return jsonApiError(400, 'invalid', 'Expected data.type "subscription".', '/data/type');
    const email = data?.attributes?.profile?.data?.attributes?.email;
    if (data?.attributes?.profile?.data?.type !== 'profile') {
      return jsonApiError(400, 'invalid', 'Expected a profile.', '/data/attributes/profile/data/type');
    }
    if (typeof email !== 'string' || email.length > 254 || !EMAIL.test(email)) {
      return jsonApiError(400, 'invalid', 'Invalid email address', '/data/attributes/profile/data/attributes/email');
    }
    const list = data?.relationships?.list?.data;
    if (list?.type !== 'list' || typeof list.id !== 'string') {
      return jsonApiError(400, 'invalid', 'A list relationship is required.', '/data/relationships/list/data');
    }
    if (!options.lists.includes(list.id))
      return jsonApiError(400, 'invalid', `List ${list.id.slice(0, 40)} does not exist.`, '/data/relationships/list/data/id');
    const customSource = data?.attributes?.custom_source;

    const subscription: RecordedSubscription = {
      companyId,
      listId: list.id,
      email,
      customSource: typeof customSource === 'string' ? customSource : null,
      revision,
      receivedAt: new Date().toISOString(),
    };
    appendFileSync(options.storePath, `${JSON.stringify(subscription)}\n`);
    log(`klaviyo subscription ${list.id} ${(performance.now() - started).toFixed(1)}ms`);
    // Klaviyo answers an accepted subscription with 202 and no body.
    return new Response(null, { status: 202, headers: corsHeaders() });
  };
}

function corsHeaders() {
  return { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type, revision' };
}
