import { DATA_RETRY_ATTEMPTS, DATA_RETRY_DELAY_MS } from '~/lib/constants';
import { messages } from '~/lib/messages';

/** Raised when the commerce API could not be reached at all; carries the spec's text and status. */
export class DataRequestFailed extends Error {
  readonly status = 500;
  constructor(cause: unknown) {
    super(messages.graphqlFailed, { cause });
  }
}

/**
 * Retries a request that failed on the network (no response at all), never one that answered:
 * a 4xx or a GraphQL error is the server's answer and repeating it would only repeat it.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  { attempts = DATA_RETRY_ATTEMPTS, delayMs = DATA_RETRY_DELAY_MS, fetchImpl = fetch } = {},
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await fetchImpl(url, init);
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
  throw new DataRequestFailed(lastError);
}
