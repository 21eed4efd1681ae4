import { commonMessages } from '~/core/texts/common';
import { newsletterMessages } from '~/newsletter/texts';
import type { AppConfig } from '~/core/request/config.server';
import { KLAVIYO_TIMEOUT_MS, NEWSLETTER_RETRY_AFTER_MAX_SECONDS, NEWSLETTER_RETRY_AFTER_SECONDS } from '~/core/constants';
import { messages } from '~/core/texts/spec';
import { messagesIn } from '~/core/texts/language';
import type { Locale } from '~/core/locale/locale';

/** Klaviyo's API revision this client speaks (sent as the required `revision` header). */
const KLAVIYO_REVISION = '2025-07-15';

export type SubscribeResult = { ok: true } | SubscribeRefusal;

/** `retryAfterSeconds`: when the shopper may send the form again (Klaviyo away, or asking for a pause). */
type SubscribeRefusal = { ok: false; status: number; message: string; retryAfterSeconds?: number };

/** Klaviyo away or failing on its side: nothing the shopper did, and worth another go shortly. */
function tryAgainLaterText(locale: Locale): string {
  const spec = messagesIn(locale, messages);
  return spec.tryAgainLater(spec.somethingWentWrong);
}

const tryAgainLater = (status: 502 | 503, locale: Locale): SubscribeRefusal => ({
  ok: false,
  status,
  message: tryAgainLaterText(locale),
  retryAfterSeconds: NEWSLETTER_RETRY_AFTER_SECONDS,
});

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
  /** The market whose language a refusal is said in. */
  locale: Locale,
  fetchImpl: typeof fetch = fetch,
): Promise<SubscribeResult> {
  if (!klaviyo.publicKey) return { ok: false, status: 503, message: messagesIn(locale, newsletterMessages).newsletterUnavailable };
  const url = `${klaviyo.apiHost}/client/subscriptions?company_id=${encodeURIComponent(klaviyo.publicKey)}`;
  const response = await fetchImpl(url, {
    method: 'POST',
    signal: AbortSignal.timeout(KLAVIYO_TIMEOUT_MS),
    headers: { revision: KLAVIYO_REVISION, 'content-type': 'application/vnd.api+json', accept: 'application/vnd.api+json' },
    body: JSON.stringify({
      data: {
        type: 'subscription',
        attributes: {
          // Klaviyo's record of where the sign-up came from: the same words in every market.
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
  // Unreachable or out of time: the shop cannot sign anyone up just now (a 503, as a shop outage is).
  if (!response) return tryAgainLater(503, locale);
  if (response.status === 202 || response.ok) return { ok: true };
  const error = await response
    .json()
    .then((body) => (body as { errors?: KlaviyoError[] }).errors?.[0])
    .catch(() => undefined);
  console.error('Klaviyo subscription failed', response.status, error?.detail);
  return refusal(response.status, error, response.headers.get('Retry-After'), locale);
}

/** Klaviyo's Retry-After when it gives one in seconds within reason; otherwise the shop's own pause. */
function pauseFrom(header: string | null): number {
  const seconds = header && /^\d{1,6}$/.test(header.trim()) ? Number(header.trim()) : NaN;
  return seconds >= 1 && seconds <= NEWSLETTER_RETRY_AFTER_MAX_SECONDS ? seconds : NEWSLETTER_RETRY_AFTER_SECONDS;
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
function refusal(status: number, error: KlaviyoError | undefined, retryAfter: string | null, locale: Locale): SubscribeRefusal {
  const tooMany = messagesIn(locale, commonMessages).tooManyAttempts;
  if (status === 429) return { ok: false, status: 429, message: tooMany, retryAfterSeconds: pauseFrom(retryAfter) };
  if (status >= 500) return tryAgainLater(502, locale);
  if (error?.source?.pointer?.endsWith('/email')) return { ok: false, status: 400, message: messagesIn(locale, messages).invalidEmail };
  return { ok: false, status: 503, message: messagesIn(locale, newsletterMessages).newsletterUnavailable };
}
