import { commonMessages } from '~/core/texts/common';
import { Panel } from '~/core/ui/Panel';
import { PanelLink } from '~/core/ui/PanelLink';
import { MenuIcon } from '~/core/ui/icons';
import { CartMain } from '~/bag/CartMain';
import { bagMessages } from '~/bag/texts';
import type { BagCart } from '~/bag/bag-types';
import bagStyles from '~/bag/bag.css?url';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/** The drawer's sheet: CartDrawer loads it when the bag first opens. */
export function BagPanel({ cart, unavailable }: { cart: BagCart | null; unavailable?: boolean }) {
  const bagText = messagesIn(useLocale(), bagMessages);
  return (
    <>
      {/* The bag page's stylesheet: React loads it once and shows the drawer when it has arrived. */}
      <link rel="stylesheet" href={bagStyles} precedence="default" />
      <Panel name="cart" title={bagText.title} placement="right" className="bag-drawer" headerStart={<DrawerMenuLink />}>
        <CartMain cart={cart} layout="drawer" unavailable={unavailable} />
      </Panel>
    </>
  );
}

/**
 * On phones the drawer covers the whole screen, header and all, and a modal sheet leaves the page
 * behind it inert: the header's Menu button would be out of reach. The same button sits in the
 * drawer's header instead, so a shopper can go from the bag to the menu (which closes the bag).
 */
function DrawerMenuLink() {
  const commonText = messagesIn(useLocale(), commonMessages);
  return (
    <PanelLink panel="mobile-menu" href="/collections" className="panel__menu only-mobile" aria-label={commonText.menu}>
      <MenuIcon />
    </PanelLink>
  );
}
