// The shell's panels, each loaded when it first opens (or when the shopper points at what opens
// it): a page carries what opens them, never their dialogs or their code. Each names the page its
// trigger links to, where an opening goes should the panel's code not arrive (the size guide's is
// a section of the same page, already there).
import { panelOnDemand } from '~/components/panels/on-demand';
import { CartDrawer } from '~/components/cart/CartDrawer';
import { LOGIN_PATH } from '~/lib/constants';

const SizeGuidePanel = panelOnDemand('size-guide', null, () =>
  import('~/components/product/SizeGuidePanel').then((module) => module.SizeGuidePanel),
);
const AccountPanel = panelOnDemand('account', LOGIN_PATH, () =>
  import('~/components/account/AccountPanel').then((module) => module.AccountPanel),
);
const SearchPanel = panelOnDemand('search', '/search', () =>
  import('~/components/search/SearchPanel').then((module) => module.SearchPanel),
);
export const LocalePanel = panelOnDemand('locale', '/locale', () =>
  import('~/components/locale/LocalePanel').then((module) => module.LocalePanel),
);
export const AccessibilityPopup = panelOnDemand('accessibility', '/accessibility', () =>
  import('~/components/layout/AccessibilityPopup').then((module) => module.AccessibilityPopup),
);
export const MobileMenu = panelOnDemand('mobile-menu', '/collections', () =>
  import('~/components/layout/MobileMenu').then((module) => module.MobileMenu),
);

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
