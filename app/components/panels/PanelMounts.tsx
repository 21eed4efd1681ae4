// Every panel's dialog, mounted once at the root (inside PanelProvider). One line per panel.
import { SizeGuidePanel } from '~/components/product/SizeGuidePanel';
import { CartDrawer } from '~/components/cart/CartDrawer';
import { AccountPanel } from '~/components/account/AccountPanel';
import { SearchPanel } from '~/components/search/SearchPanel';

export function PanelMounts() {
  return (
    <>
      <SizeGuidePanel />
      <CartDrawer />
      <AccountPanel />
      <SearchPanel />
    </>
  );
}
