import { deferred } from '~/components/deferred';

/**
 * Rich text that is not part of the first screen (a product's shipping note and size guide, a
 * 404's words): written by the server like any rich text, while the page does not load the
 * Portable Text renderer with its scripts until such a text renders (deferred.tsx).
 */
export const DeferredRichText = deferred(() => import('~/components/content/RichText').then((module) => module.RichText));
