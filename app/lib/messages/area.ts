// Each English area is named where it is defined, so another language's dictionary can be a plain
// object keyed by these names: the Italian chunk imports nothing, and loading it on an Italian page
// changes nothing else in the bundle (language.ts reads the names).
import type { accountMessages } from '~/lib/messages/account';
import type { agentMessages } from '~/lib/messages/agents';
import type { bagMessages } from '~/lib/messages/bag';
import type { catalogueMessages } from '~/lib/messages/catalogue';
import type { consentMessages } from '~/lib/messages/consent';
import type { contentMessages } from '~/lib/messages/content';
import type { orderMessages } from '~/lib/messages/orders';
import type { productMessages } from '~/lib/messages/product';
import type { shellMessages } from '~/lib/messages/shell';
import type { signInMessages } from '~/lib/messages/sign-in';
import type { messages } from '~/lib/messages/spec';
import type { studioMessages } from '~/lib/messages/studio';

/** The English areas by name. */
export interface Areas {
  account: typeof accountMessages;
  agents: typeof agentMessages;
  bag: typeof bagMessages;
  catalogue: typeof catalogueMessages;
  consent: typeof consentMessages;
  content: typeof contentMessages;
  orders: typeof orderMessages;
  product: typeof productMessages;
  shell: typeof shellMessages;
  signIn: typeof signInMessages;
  spec: typeof messages;
  studio: typeof studioMessages;
}

const names = new WeakMap<object, keyof Areas>();

/** Defines an English area under its name (a settled value, set once when the module loads). */
export function area<T extends object>(name: keyof Areas, texts: T): T {
  names.set(texts, name);
  return texts;
}

export function areaName(texts: object): keyof Areas | undefined {
  return names.get(texts);
}
