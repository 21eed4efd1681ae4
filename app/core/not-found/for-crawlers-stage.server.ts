import type { MiddlewareFunction } from 'react-router';
import { plainNotFoundForBots } from '~/core/not-found/for-crawlers.server';

/** Crawlers get the spec's bare 404 text instead of a whole rendered page. */
export const plainNotFoundForCrawlers: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  return response.status === 404 ? plainNotFoundForBots(request, response) : response;
};
