import { Link, useLocation } from 'react-router';
import type { ShellCountry, ShellSettings } from '~/lib/shell/shell-data';
import { SITE_NAME_FALLBACK } from '~/lib/messages/spec';
import { shellMessages } from '~/lib/messages/shell';
import { bagMessages } from '~/lib/messages/bag';
import { useHideOnScroll } from '~/components/layout/useHideOnScroll';
import { PanelLink } from '~/components/panels/PanelLink';
import { DesktopMenu } from '~/components/layout/DesktopMenu';
import { SiteBanner } from '~/components/layout/SiteBanner';
import { BagCount } from '~/components/layout/BagCount';
import { HeaderAccountLink } from '~/components/account/HeaderAccountLink';
import { MenuIcon, SearchIcon, GlobeIcon } from '~/components/icons';
import { useMessages } from '~/lib/messages/use-messages';

interface SiteHeaderProps {
  settings: ShellSettings | undefined;
  country: ShellCountry | undefined;
}

export function SiteHeader({ settings, country }: SiteHeaderProps) {
  const shellText = useMessages(shellMessages);
  const bagText = useMessages(bagMessages);
  const { pathname } = useLocation();
  const hidden = useHideOnScroll(pathname);
  const siteName = settings?.siteName || SITE_NAME_FALLBACK;
  const logo = settings?.logo;
  return (
    <>
      {settings?.banner ? <SiteBanner banner={settings.banner} /> : null}
      <header className={`site-header${hidden ? ' site-header--hidden' : ''}`}>
        <div className="site-header__inner">
          <div className="site-header__start">
            <PanelLink panel="mobile-menu" href="/collections" className="site-header__icon only-mobile" aria-label={shellText.menu}>
              <MenuIcon />
            </PanelLink>
            <div className="only-desktop">
              <DesktopMenu entries={settings?.menu ?? []} />
            </div>
          </div>
          <Link to="/" className="site-header__logo" aria-label={shellText.homeLink(siteName)}>
            {logo ? <img src={logo.src} alt="" height={logo.height} width={logo.width} /> : siteName}
          </Link>
          <nav aria-label={shellText.headerTools} className="site-header__tools">
            {/* The label names the link wherever the word is not shown (phones, tablets). */}
            <PanelLink panel="search" href="/search" className="site-header__tool" aria-label={shellText.search}>
              <SearchIcon />
              <span className="only-desktop site-header__search-label">{shellText.search}</span>
            </PanelLink>
            {country ? (
              <PanelLink
                panel="locale"
                href="/locale"
                className="site-header__tool only-desktop"
                aria-label={shellText.regionAndCurrencyNow(country.isoCode, country.currency.isoCode)}
              >
                <GlobeIcon />
                <span>
                  {country.isoCode} / {country.currency.symbol}
                </span>
              </PanelLink>
            ) : null}
            <HeaderAccountLink className="site-header__tool only-desktop" />
            <PanelLink panel="cart" href="/cart" className="site-header__tool">
              {bagText.title} [<BagCount />]
            </PanelLink>
          </nav>
        </div>
      </header>
    </>
  );
}
