// ask_business (the Ask capability, dev.ucp.shopping.ask, as Shopify's Ask MCP answers it): a
// question about the shop answered from what it publishes, its policies and pages and, with the
// content lake beside it, its stockists and size guides. The best match is the answer; every
// document it drew on is a link.
import type { ShopServices } from '../../context.ts';
import { INVALID_PARAMS, isObject, requireString, RpcError, toolResult } from '../rpc.ts';
import type { Tool } from '../rpc.ts';
import { answerQuestion } from '../policies.ts';
import type { KnowledgeDocument } from '../policies.ts';
import { requireAgent, ucpEnvelope, withAgent } from './envelope.ts';
import type { UcpScope } from './scope.ts';

const ASK_CAPABILITY = 'dev.ucp.shopping.ask';

export function ucpAskTools(services: ShopServices, knowledge: () => readonly KnowledgeDocument[]): Tool<UcpScope>[] {
  return [
    {
      name: 'ask_business',
      description: 'Ask the shop about its policies (shipping, returns), stockists, sizes and anything the other tools cannot answer.',
      inputSchema: withAgent({
        ask: {
          type: 'object',
          properties: {
            query: { type: 'string' },
            ids: { type: 'array', items: { type: 'string' } },
            context: {
              type: 'object',
              properties: { address_country: { type: 'string' }, language: { type: 'string' }, intent: { type: 'string' } },
            },
          },
          required: ['query'],
        },
      }),
      call(args, { caller }) {
        requireAgent(args);
        if (!isObject(args.ask)) throw new RpcError(INVALID_PARAMS, 'Invalid params: ask must be an object.');
        const answers = answerQuestion(services, requireString(args.ask.query, 'ask.query'), knowledge());
        const ucp = ucpEnvelope(caller.version, ASK_CAPABILITY);
        if (!answers.length)
          return toolResult(
            {
              ucp,
              answer: { plain: 'The shop has published nothing that answers this. Its policies and pages are linked below.' },
              links: [{ type: 'refund_policy', url: `${services.storefrontUrl}/policies/refund-policy`, title: 'Refund Policy' }],
              messages: [{ type: 'info', code: 'no_answer', content: 'Nothing the shop publishes matches the question.' }],
            },
            true,
          );
        return toolResult(
          {
            ucp,
            answer: { plain: answers[0].answer },
            links: answers.filter((entry) => entry.url).map((entry) => ({ type: 'reference', url: entry.url, title: entry.question })),
          },
          true,
        );
      },
    },
  ];
}
