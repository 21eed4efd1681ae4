// A resource route (the sitemaps) whose shop data could not be had after every attempt answers
// 503 with a time to come back, as pages do (error-document.server.ts): the shop is briefly
// unavailable, which a crawler retries, rather than broken (React Router's bare 500).
import { CONTENT_RETRY_AFTER_SECONDS } from '~/core/constants';
import { messages } from '~/core/texts/spec';
import { DataRequestFailed } from '~/core/services/fetch-policy';

export async function unavailableOnOutage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DataRequestFailed)) throw error;
    console.error(error.message, error.cause instanceof Error ? error.cause.message : '');
    throw new Response(messages.tryAgainLater(messages.somethingWentWrong), {
      status: 503,
      headers: { 'Retry-After': String(CONTENT_RETRY_AFTER_SECONDS), 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
}
