import { DATA_RETRY_ATTEMPTS, DATA_RETRY_DELAY_MS, QUERY_ATTEMPT_TIMEOUT_MS } from '~/core/constants';
import { DataRequestFailed, withFetchPolicy } from '~/core/services/fetch-policy';

export { DataRequestFailed };

/** A gateway that could not reach the API, or an API that says it is briefly unavailable. */
const UNREACHED = new Set([502, 503, 504]);

class Unreached extends Error {}

/**
 * Retries a request that did not reach the API, under the shared fetch policy (fetch-policy.ts): a
 * network failure, a timeout (the request is aborted), or a gateway's 502/503/504. Never one the
 * API answered: a 4xx, a 500 or a GraphQL error would only be repeated. Only queries pass through
 * here, so sending one twice changes nothing.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  { attempts = DATA_RETRY_ATTEMPTS, delayMs = DATA_RETRY_DELAY_MS, timeoutMs = QUERY_ATTEMPT_TIMEOUT_MS, fetchImpl = fetch } = {},
): Promise<Response> {
  try {
    return await withFetchPolicy(
      async (signal) => {
        const response = await fetchImpl(url, { ...init, signal });
        if (UNREACHED.has(response.status)) throw new Unreached(`The API answered ${response.status}`);
        return response;
      },
      // fetch rejects only when no answer came (network, timeout); the 5xx above are the others.
      { attempts, delayMs, timeoutMs, retryable: () => true },
    );
  } catch (error) {
    throw new DataRequestFailed(error);
  }
}
