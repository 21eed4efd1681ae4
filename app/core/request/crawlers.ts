// Who counts as a crawler: a client that names itself one (Googlebot, Bingbot, link previews, HTTP
// libraries), by isbot's list. That list also takes any "Headless" browser for one; but a headless
// Chrome that names nothing else is somebody's automation (a test, a screenshot, an audit), and gets
// what a shopper gets. Crawlers that render with headless Chrome keep their own name in the agent
// (Googlebot's "… Chrome/… Safari/537.36 (compatible; Googlebot/2.1; …)").
import { createIsbotFromList, list } from 'isbot';

export const isCrawler = createIsbotFromList(list.filter((pattern) => pattern !== 'headless'));
