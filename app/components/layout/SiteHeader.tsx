import { Link, NavLink } from 'react-router';
import { SITE_NAME_FALLBACK } from '~/lib/messages';

// The header's full menu, panels and bag arrive with the shell; this is its stable frame.
export function SiteHeader({ siteName }: { siteName?: string | null }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <nav aria-label="Primary" className="site-header__nav">
          <NavLink to="/collections">Collections</NavLink>
          <NavLink to="/lookbooks">Lookbooks</NavLink>
        </nav>
        <Link to="/" className="site-header__logo" aria-label={`${siteName || SITE_NAME_FALLBACK}, home`}>
          {siteName || SITE_NAME_FALLBACK}
        </Link>
        <nav aria-label="Shop" className="site-header__tools">
          <NavLink to="/search">Search</NavLink>
          <NavLink to="/cart">Bag</NavLink>
        </nav>
      </div>
    </header>
  );
}
