// The server renders every language the shop has words for: all dictionaries are registered when the
// worker starts (settled values, shared by every request). A language missing here reads English.
import { registerLanguage } from '~/core/texts/language';
import { italian } from '~/italian';
import { italianAgents } from '~/agents/texts.it';
import { italianStatement } from '~/content/statement/texts.it';

// What the shop tells assistants (/llms.txt) and its built-in accessibility statement are written on
// the server only: no page's scripts carry them.
registerLanguage('IT', { ...italian, agents: italianAgents, statement: italianStatement });
