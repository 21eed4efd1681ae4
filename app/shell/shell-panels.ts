// The panels the root renders with its own data (the menu's entries, the accessibility words, the
// regions), each loaded when it first opens: a page carries what opens them, never their dialogs or
// their code. Each names the page its trigger links to, where an opening goes should the panel's
// code not arrive.
import { panelOnDemand } from '~/core/ui/on-demand';

export const LocalePanel = panelOnDemand('locale', '/locale', () => import('~/markets/LocalePanel').then((module) => module.LocalePanel));
export const AccessibilityPopup = panelOnDemand('accessibility', '/accessibility', () =>
  import('~/shell/AccessibilityPopup').then((module) => module.AccessibilityPopup),
);
export const MobileMenu = panelOnDemand('mobile-menu', '/collections', () =>
  import('~/shell/MobileMenu').then((module) => module.MobileMenu),
);
