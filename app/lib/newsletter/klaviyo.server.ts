import type { AppConfig } from '~/lib/config.server';
import { KLAVIYO_TIMEOUT_MS } from '~/lib/constants';
import { messages } from '~/lib/messages';

/** Klaviyo's API revision this client speaks (sent as the required `revision` header). */
const KLAVIYO_REVISION = '2025-07-15';

export type SubscribeResult = { ok: true } | { ok: false; status: number; message: string };

/**
 * Subscribes an email to a list through Klaviyo's client subscriptions API — the same call
 * Klaviyo's own sign-up forms make, with the spec's custom source. One attempt, time-boxed: a POST
 * that failed or timed out may still have reached Klaviyo, and this one is not ours to repeat (the
 * shopper is told something went wrong and may send the form again).
 */
export async function subscribeToNewsletter(
  klaviyo: AppConfig['klaviyo'],
  email: string,
  listId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SubscribeResult> {
  if (!klaviyo.publicKey) return { ok: false, status: 503, message: 'Newsletter sign-up is not configured.' };
  const url = `${klaviyo.apiHost}/client/subscriptions?company_id=${encodeURIComponent(klaviyo.publicKey)}`;
  const response = await fetchImpl(url, {
    method: 'POST',
    signal: AbortSignal.timeout(KLAVIYO_TIMEOUT_MS),
    headers: { revision: KLAVIYO_REVISION, 'content-type': 'application/vnd.api+json', accept: 'application/vnd.api+json' },
    body: JSON.stringify({
      data: {
        type: 'subscription',
        attributes: {
          custom_source: messages.newsletterSource,
          profile: { data: { type: 'profile', attributes: { email } } },
        },
        relationships: { list: { data: { type: 'list', id: listId } } },
      },
    }),
  }).catch((error: unknown) => {
    console.error('Klaviyo could not be reached:', error);
    return null;
  });
  if (!response) return { ok: false, status: 502, message: messages.somethingWentWrong };
  if (response.status === 202 || response.ok) return { ok: true };
  const detail = await response
    .json()
    .then((body) => (body as { errors?: Array<{ detail?: string }> }).errors?.[0]?.detail)
    .catch(() => undefined);
  console.error('Klaviyo subscription failed', response.status, detail);
  return { ok: false, status: response.status >= 500 ? 502 : 400, message: detail ?? messages.somethingWentWrong };
}
