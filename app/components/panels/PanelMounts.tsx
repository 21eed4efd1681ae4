// Every panel's dialog, mounted once at the root (inside PanelProvider). One line per panel.
import { SizeGuidePanel } from '~/components/product/SizeGuide';

export function PanelMounts() {
  return (
    <>
      <SizeGuidePanel />
    </>
  );
}
