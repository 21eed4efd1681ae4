// The server renders every language the shop has words for: all dictionaries are registered when the
// worker starts (settled values, shared by every request). A language missing here reads English.
import { registerLanguage } from '~/lib/messages/language';
import { italian } from '~/lib/messages/it';

registerLanguage('IT', italian);

export { messagesIn } from '~/lib/messages/language';
