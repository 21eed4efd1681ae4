import { isCrawler } from '~/core/request/crawlers';
import { messages } from '~/core/texts/spec';

/**
 * Crawlers get a bare 404 with the spec's text instead of the rendered error page: they need the
 * status, not a page of navigation that could be indexed as content.
 */
export function plainNotFoundForBots(request: Request, response: Response): Response {
  if (!isCrawler(request.headers.get('user-agent'))) return response;
  const { pathname } = new URL(request.url);
  return new Response(messages.pageNotFound(pathname), {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
