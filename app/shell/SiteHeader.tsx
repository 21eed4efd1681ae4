import { commonMessages } from '~/core/texts/common';
import { marketMessages } from '~/markets/texts';
import { Link, useLocation } from 'react-router';
import type { ShellCountry, ShellSettings } from '~/core/settings/shell-data';
import { SITE_NAME_FALLBACK } from '~/core/texts/spec';
import { shellMessages } from '~/shell/texts';
import { bagMessages } from '~/bag/texts';
import { useHideOnScroll } from '~/shell/useHideOnScroll';
import { PanelLink } from '~/core/ui/PanelLink';
import { DesktopMenu } from '~/shell/DesktopMenu';
import { SiteBanner } from '~/shell/SiteBanner';
import { BagCount } from '~/bag/BagCount';
import { HeaderAccountLink } from '~/accounts/HeaderAccountLink';
import { MenuIcon, SearchIcon, GlobeIcon } from '~/core/ui/icons';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

interface SiteHeaderProps {
  settings: ShellSettings | undefined;
  country: ShellCountry | undefined;
}

export function SiteHeader({ settings, country }: SiteHeaderProps) {
  const locale = useLocale();
  const shellText = messagesIn(locale, shellMessages);
  const commonText = messagesIn(locale, commonMessages);
  const marketText = messagesIn(locale, marketMessages);
  const bagText = messagesIn(locale, bagMessages);
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
            <PanelLink panel="mobile-menu" href="/collections" className="site-header__icon only-mobile" aria-label={commonText.menu}>
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
                aria-label={marketText.regionAndCurrencyNow(country.isoCode, country.currency.isoCode)}
              >
                <GlobeIcon />
                <span>
                  {country.isoCode} / {country.currency.symbol}
                </span>
              </PanelLink>
            ) : null}
            <HeaderAccountLink className="site-header__tool only-desktop" />
            <PanelLink panel="cart" href="/cart" className="site-header__tool">
              {bagText.link} [<BagCount />]
            </PanelLink>
          </nav>
        </div>
      </header>
    </>
  );
}
