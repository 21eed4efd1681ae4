import { lazy, Suspense, use, type ComponentProps } from 'react';

type RichTextComponent = (typeof import('~/components/content/RichText'))['RichText'];
type RichTextProps = ComponentProps<RichTextComponent>;

// The browser fetches the renderer when a deferred text first renders (hydration included).
const BrowserRichText = lazy(() => import('~/components/content/RichText').then((module) => ({ default: module.RichText })));

// The server loads it as the worker starts (Vite folds import.meta.env.SSR to a constant, so the
// browser build keeps no trace of this import): by the first request it is there, and a page writes
// the text in place, whole for a shopper without JavaScript, never behind a swap script.
let serverRichText: RichTextComponent | undefined;
const serverLoad = import.meta.env.SSR
  ? import('~/components/content/RichText').then((module) => (serverRichText = module.RichText))
  : undefined;

function ServerRichText(props: RichTextProps) {
  const Text = serverRichText ?? use(serverLoad!);
  // Not made here: it is the module's own export, one component for the worker's life.
  // eslint-disable-next-line react-hooks/static-components
  return <Text {...props} />;
}

/**
 * Rich text that is not part of the first screen (a product's shipping note and size guide, a
 * 404's words): the server writes it like any rich text, but the page does not load the Portable
 * Text renderer with its scripts. React keeps the server's markup until the renderer has arrived,
 * then hydrates it; the rest of the page does not wait. Pages that show none never load it.
 */
export function DeferredRichText(props: RichTextProps) {
  const Text = import.meta.env.SSR ? ServerRichText : BrowserRichText;
  return (
    <Suspense fallback={null}>
      <Text {...props} />
    </Suspense>
  );
}
