import type { Messages } from '~/core/texts/language';
import type { agentMessages } from '~/agents/texts';

export const italianAgents: Messages<typeof agentMessages> = {
  summary:
    'Moda e accessori in pelle, fatti a mano in Italia. Sfoglia qui sotto le collezioni e le creazioni; ogni pagina ha un gemello in Markdown.',
  howToRead: (base) =>
    `Ogni pagina prodotto ${base}/products/{handle} ha un gemello in Markdown a ${base}/products/{handle}.md, e ogni pagina di collezione a ${base}/collections/{handle}.md, con titoli, prezzi e link.`,
  checkout:
    'Un assistente può cercare, riempire una borsa e consegnare all’acquirente il link di pagamento (continue_url); l’acquirente paga nella pagina di pagamento, mai tramite un assistente.',
};
