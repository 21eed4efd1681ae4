import { hydrateLater } from '~/core/ui/hydrate-later';

/**
 * Rich text that is not part of the first screen (a product's shipping note and size guide, a
 * 404's words, the home's text modules): the server writes it like any rich text, but the page does not load the Portable
 * Text renderer with its scripts until it renders one (hydrate-later.tsx). Pages that show none
 * never load it.
 */
export const DeferredRichText = hydrateLater(() => import('~/core/sanity/RichText').then((module) => module.RichText));
