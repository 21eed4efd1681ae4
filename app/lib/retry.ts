import { DATA_RETRY_ATTEMPTS, DATA_RETRY_DELAY_MS } from '~/lib/constants';
import { messages } from '~/lib/messages';

/** Raised when the commerce API could not be reached at all; carries the spec's text and status. */
export class DataRequestFailed extends Error {
  readonly status = 500;
  constructor(cause: unknown) {
    super(messages.graphqlFailed, { cause });
  }
}

/** A gateway that could not reach the API, or an API that says it is briefly unavailable. */
const UNREACHED = new Set([502, 503, 504]);

/**
 * Retries a request that did not reach the API: a network failure, or a gateway's 502/503/504.
 * Never one the API answered: a 4xx, a 500 or a GraphQL error would only be repeated. Only
 * queries pass through here, so sending one twice changes nothing.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  { attempts = DATA_RETRY_ATTEMPTS, delayMs = DATA_RETRY_DELAY_MS, fetchImpl = fetch } = {},
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const response = await fetchImpl(url, init);
      if (!UNREACHED.has(response.status)) return response;
      lastError = new Error(`The API answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  throw new DataRequestFailed(lastError);
}
