// The shell's panels with nothing of their own on the page until they open, each loaded when it
// first opens (or when the shopper points at what opens it); the root mounts this list once the
// page has hydrated (afterHydration). Each names the page its trigger links to, where an opening
// goes should the panel's code not arrive (the size guide's is a section of the same page, already
// there). The panels the root renders with its own data are in shell-panels.ts.
import { panelOnDemand } from '~/core/ui/on-demand';
import { CartDrawer } from '~/bag/CartDrawer';
import { LOGIN_PATH } from '~/core/constants';

const SizeGuidePanel = panelOnDemand('size-guide', null, () => import('~/product/SizeGuidePanel').then((module) => module.SizeGuidePanel));
const AccountPanel = panelOnDemand('account', LOGIN_PATH, () => import('~/accounts/AccountPanel').then((module) => module.AccountPanel));
const SearchPanel = panelOnDemand('search', '/search', () => import('~/search/SearchPanel').then((module) => module.SearchPanel));
/** The panels the root mounts once, inside PanelProvider, after hydration. */
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
