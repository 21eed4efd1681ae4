// The server renders every language the shop has words for: all dictionaries are registered when the
// worker starts (settled values, shared by every request). A language missing here reads English.
import { registerLanguage } from '~/lib/messages/language';
import { italian } from '~/lib/messages/it';
import { italianAgents } from '~/lib/messages/it/agents';

// What the shop tells assistants (/llms.txt) is written on the server only: no page carries it.
registerLanguage('IT', { ...italian, agents: italianAgents });

export { messagesIn } from '~/lib/messages/language';
