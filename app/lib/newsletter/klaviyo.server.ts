import type { AppConfig } from '~/lib/config.server';
import { KLAVIYO_TIMEOUT_MS } from '~/lib/constants';
import { accountMessages } from '~/lib/messages/account';
import { messages } from '~/lib/messages/spec';
import { shellMessages } from '~/lib/messages/shell';

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
  if (!klaviyo.publicKey) return { ok: false, status: 503, message: shellMessages.newsletterUnavailable };
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
    console.error('Klaviyo could not be reached:', error instanceof Error ? error.message : String(error));
    return null;
  });
  if (!response) return { ok: false, status: 502, message: messages.somethingWentWrong };
  if (response.status === 202 || response.ok) return { ok: true };
  const error = await response
    .json()
    .then((body) => (body as { errors?: KlaviyoError[] }).errors?.[0])
    .catch(() => undefined);
  console.error('Klaviyo subscription failed', response.status, error?.detail);
  return refusal(response.status, error);
}

interface KlaviyoError {
  detail?: string;
  source?: { pointer?: string };
}

/**
 * What the shopper reads when Klaviyo refuses, in the shop's words, never Klaviyo's (its text is
 * for developers and names lists and ids). Only an email it will not take is the shopper's to fix;
 * any other refusal is the shop's setup (a list or key that is wrong), so sign-up is unavailable.
 */
function refusal(status: number, error: KlaviyoError | undefined): { ok: false; status: number; message: string } {
  if (status === 429) return { ok: false, status: 429, message: accountMessages.tooManyAttempts };
  if (status >= 500) return { ok: false, status: 502, message: messages.somethingWentWrong };
  if (error?.source?.pointer?.endsWith('/email')) return { ok: false, status: 400, message: messages.invalidEmail };
  return { ok: false, status: 503, message: shellMessages.newsletterUnavailable };
}
