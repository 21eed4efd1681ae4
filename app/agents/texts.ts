// What the shop says to assistants and crawlers in /llms.txt: our own wording.
import { area } from '~/core/texts/area';
export const agentMessages = {
  summary: 'Fashion and leather accessories, handmade in Italy. Browse the collections and pieces below; every page has a Markdown twin.',
  howToRead: (base: string) =>
    `Each product page ${base}/products/{handle} has a Markdown twin at ${base}/products/{handle}.md, and each collection page at ${base}/collections/{handle}.md, with titles, prices and links.`,
  checkout:
    'An assistant can search, fill a bag and hand the shopper its checkout link (continue_url); the shopper pays on the checkout page, never through an assistant.',
};
area('agents', agentMessages);
