import { lazy, type ComponentType } from 'react';
import type { PanelName } from '~/components/panels/panels';

/**
 * A panel's body is code the page needs only once the panel opens, so it is its own chunk, fetched
 * on first opening, or earlier, when the shopper points at or focuses what opens it.
 */
const preloaders = new Map<PanelName, () => Promise<unknown>>();

export function onDemand<Props extends object>(panel: PanelName, load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  const previous = preloaders.get(panel);
  preloaders.set(panel, previous ? () => Promise.all([previous(), start()]) : start);
  return lazy(start);
}

/** Starts fetching a panel's body; a failed fetch is retried by the opening itself. */
export function preloadPanel(panel: PanelName): void {
  preloaders
    .get(panel)?.()
    .catch(() => undefined);
}
