// The one place a failed Storefront API operation becomes what a shopper reads.
//
// What the API or Hydrogen says when an operation fails as a whole is written for developers:
// Hydrogen prefixes `[h2:error:storefront.mutation]` and appends `- Request ID: ...`, a thrown error
// carries its stack, the API's own wording changes without notice. None of it is ever shown: the
// shopper gets the shop's words for what happened (too many attempts, or try again later) and the
// log gets one line with the developer's text. Customer user errors are another matter: they are the
// API's answer about the shopper's input, and the spec shows them (storefront-api-customer.server.ts).
import { commonMessages } from '~/core/texts/common';
import { messages } from '~/core/texts/spec';
import { messagesIn } from '~/core/texts/language';
import type { Locale } from '~/core/locale/locale';

export interface ShopperFailure {
  message: string;
  status: number;
}

interface ErrorLike {
  message?: unknown;
  extensions?: unknown;
  cause?: unknown;
}

/** The API's code for "too many attempts"; Hydrogen throws a non-2xx answer as `API response error: 429`. */
const THROTTLED_TEXT = /\bTHROTTLED\b|API response error: 429\b/;

/** True for the API's (or Hydrogen's reading of its) "too many attempts". */
export function isThrottled(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { extensions, message, cause } = error as ErrorLike;
  if ((extensions as { code?: unknown } | undefined)?.code === 'THROTTLED') return true;
  const causeText = typeof cause === 'string' ? cause : cause && typeof cause === 'object' ? safeJson(cause) : '';
  return THROTTLED_TEXT.test(`${typeof message === 'string' ? message : ''} ${causeText}`);
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return '';
  }
}

/** One line for the log: the developer's text without a stack. */
function describe(error: unknown): string {
  if (error && typeof error === 'object' && typeof (error as ErrorLike).message === 'string') return (error as { message: string }).message;
  return String(error);
}

export interface FailureWording {
  /** What to say when the service refuses because of too many attempts. */
  throttled?: string;
}

/**
 * A failure the service reported at the top level (its `errors` list) or threw (network, non-2xx):
 * 429 with the shop's words when it was throttled, else 502 (it answered) or 503 (it did not).
 */
export function shopperFailure(
  problem: { errors: unknown[] } | { thrown: unknown },
  locale: Locale,
  wording: FailureWording = {},
): ShopperFailure {
  const commonText = messagesIn(locale, commonMessages);
  const specText = messagesIn(locale, messages);
  const errors = 'errors' in problem ? problem.errors : [problem.thrown];
  const throttled = errors.some(isThrottled);
  if (throttled) console.warn('Customer operation throttled:', describe(errors[0]));
  else console.error('Customer operation failed:', describe(errors[0]));
  if (throttled) return { message: wording.throttled ?? commonText.tooManyAttempts, status: 429 };
  return { message: specText.tryAgainLater(specText.somethingWentWrong), status: 'thrown' in problem ? 503 : 502 };
}
