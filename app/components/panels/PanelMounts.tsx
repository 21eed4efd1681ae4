// The shell's panels, each loaded when it first opens (or when the shopper points at what opens
// it): a page carries what opens them, never their dialogs or their code.
import { panelOnDemand } from '~/components/panels/on-demand';
import { CartDrawer } from '~/components/cart/CartDrawer';

const SizeGuidePanel = panelOnDemand('size-guide', () =>
  import('~/components/product/SizeGuidePanel').then((module) => module.SizeGuidePanel),
);
const AccountPanel = panelOnDemand('account', () => import('~/components/account/AccountPanel').then((module) => module.AccountPanel));
const SearchPanel = panelOnDemand('search', () => import('~/components/search/SearchPanel').then((module) => module.SearchPanel));
export const LocalePanel = panelOnDemand('locale', () => import('~/components/locale/LocalePanel').then((module) => module.LocalePanel));
export const AccessibilityPopup = panelOnDemand('accessibility', () =>
  import('~/components/layout/AccessibilityPopup').then((module) => module.AccessibilityPopup),
);
export const MobileMenu = panelOnDemand('mobile-menu', () => import('~/components/layout/MobileMenu').then((module) => module.MobileMenu));

/** The panels the root mounts once, inside PanelProvider. */
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
