// Every area's texts, gathered: the dictionary type another language must fill, and one index for
// tests that read the areas side by side. Each area keeps its words in its own texts.ts (the spec's
// word-for-word texts in core/texts/spec.ts); components import the area they show, so a page's
// scripts carry only the words that page can show.
import type { Messages } from '~/core/texts/language';
import type { messages } from '~/core/texts/spec';
import type { commonMessages } from '~/core/texts/common';
import type { cardMessages } from '~/core/catalogue/texts';
import type { accountMessages } from '~/accounts/texts/account';
import type { orderMessages } from '~/accounts/texts/orders';
import type { signInMessages } from '~/accounts/texts/sign-in';
import type { agentMessages } from '~/agents/texts';
import type { consentMessages } from '~/analytics/texts';
import type { bagMessages } from '~/bag/texts';
import type { studioMessages } from '~/content/preview/texts';
import type { statementMessages } from '~/content/statement/texts';
import type { catalogueMessages } from '~/listings/texts';
import type { marketMessages } from '~/markets/texts';
import type { newsletterMessages } from '~/newsletter/texts';
import type { productMessages } from '~/product/texts';
import type { shellMessages } from '~/shell/texts';

export { SITE_NAME_FALLBACK, DEFAULT_DESCRIPTION, messages } from '~/core/texts/spec';
export { commonMessages } from '~/core/texts/common';
export { cardMessages } from '~/core/catalogue/texts';
export { accountMessages } from '~/accounts/texts/account';
export { bagMessages } from '~/bag/texts';
export { productMessages } from '~/product/texts';
export { catalogueMessages } from '~/listings/texts';
export { marketMessages } from '~/markets/texts';
export { newsletterMessages } from '~/newsletter/texts';
export { shellMessages } from '~/shell/texts';
export { consentMessages } from '~/analytics/texts';
export { studioMessages } from '~/content/preview/texts';

/** The English areas by the names they give themselves (core/texts/area.ts). */
interface Areas {
  account: typeof accountMessages;
  agents: typeof agentMessages;
  bag: typeof bagMessages;
  cards: typeof cardMessages;
  catalogue: typeof catalogueMessages;
  common: typeof commonMessages;
  consent: typeof consentMessages;
  markets: typeof marketMessages;
  newsletter: typeof newsletterMessages;
  orders: typeof orderMessages;
  product: typeof productMessages;
  shell: typeof shellMessages;
  signIn: typeof signInMessages;
  spec: typeof messages;
  statement: typeof statementMessages;
  studio: typeof studioMessages;
}

/**
 * A language's words: every area a page can show, typed against the English (the agents' and the
 * built-in accessibility statement on the server only: their pages receive what they show).
 */
export type Dictionary = { [Name in keyof Areas]: Messages<Areas[Name]> };
export type PageDictionary = Omit<Dictionary, 'agents' | 'statement'>;
