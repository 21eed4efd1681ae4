import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { usePanel, type PanelName } from '~/core/ui/panels';

/** How each panel starts fetching its code: PanelLink calls preloadPanel when pointed at or focused. */
const preloaders = new Map<PanelName, () => Promise<unknown>>();

/** Starts fetching a panel's code ahead of its opening. */
export function preloadPanel(panel: PanelName): void {
  void preloaders.get(panel)?.();
}

/**
 * A whole panel (its dialog, its body, its words) that the page neither renders nor loads until
 * the panel first opens, or its trigger is pointed at or focused. Until then the page carries only
 * what opens it: a link to the page with the same content, which is all a shopper without
 * JavaScript ever uses. Once opened it stays mounted, so closing returns focus and reopening is
 * instant. Should its code not arrive (the connection dropped), the opening goes to `fallback`,
 * that same page, instead of breaking the one on screen; with no fallback (the newsletter offer,
 * which the shopper did not ask for) it quietly does not open.
 */
export function panelOnDemand<Props extends object>(
  panel: PanelName,
  fallback: string | null,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const unreachable: ComponentType<Props> = () => <Unreachable panel={panel} fallback={fallback} />;
  type Loaded = { default: ComponentType<Props> };
  let loading: Promise<Loaded> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component): Loaded => ({ default: component }),
      (): Loaded => {
        // Not kept: a failed fetch on pointing is tried again on opening, which then falls back.
        loading = undefined;
        return { default: unreachable };
      },
    ));
  preloaders.set(panel, start);
  const Sheet = lazy(start);

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

function Unreachable({ panel, fallback }: { panel: PanelName; fallback: string | null }) {
  const { isOpen, close } = usePanel(panel);
  useEffect(() => {
    if (!isOpen) return;
    if (fallback) window.location.assign(fallback);
    else close();
  }, [isOpen, fallback, close]);
  return null;
}
