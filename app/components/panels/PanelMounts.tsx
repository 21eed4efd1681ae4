// Every panel's dialog, mounted once at the root (inside PanelProvider). One line per panel.
export function PanelMounts() {
  return <></>;
}
