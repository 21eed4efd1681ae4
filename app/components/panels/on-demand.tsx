import { lazy, Suspense, useState, type ComponentType } from 'react';
import { usePanel, type PanelName } from '~/components/panels/panels';

/**
 * Code the page needs only once a panel opens is its own chunk, fetched on the first opening, or
 * earlier, when the shopper points at or focuses what opens it (PanelLink calls preloadPanel).
 */
const preloaders = new Map<PanelName, () => Promise<unknown>>();

export function onDemand<Props extends object>(panel: PanelName, load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  const previous = preloaders.get(panel);
  preloaders.set(panel, previous ? () => Promise.all([previous(), start()]) : start);
  return lazy(start);
}

/** Starts fetching a panel's code; a failed fetch is retried by the opening itself. */
export function preloadPanel(panel: PanelName): void {
  preloaders
    .get(panel)?.()
    .catch(() => undefined);
}

/**
 * A whole panel (its dialog, its body, its words) that the page neither renders nor loads until
 * the panel first opens. Until then the page carries only what opens it: a link to the page with
 * the same content, which is all a shopper without JavaScript ever uses. Once opened it stays
 * mounted, so closing it returns focus and reopening is instant.
 */
export function panelOnDemand<Props extends object>(panel: PanelName, load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Sheet = onDemand(panel, load);
  function OnDemandPanel(props: Props) {
    const { isOpen } = usePanel(panel);
    // Adjusted while rendering (not in an effect), so the opening render already asks for the code.
    const [wanted, setWanted] = useState(isOpen);
    if (isOpen && !wanted) setWanted(true);
    if (!wanted) return null;
    // No fallback: the trigger keeps focus and the sheet appears as soon as its code has arrived
    // (usually at once: pointing at the trigger fetched it).
    return (
      <Suspense fallback={null}>
        <Sheet {...props} />
      </Suspense>
    );
  }
  OnDemandPanel.displayName = `OnDemand(${panel})`;
  return OnDemandPanel;
}
