import type { FooterColumnResult } from '~/content/model';
import type { ShellSettings } from '~/lib/content/shell-settings';
import { SITE_NAME_FALLBACK, messages } from '~/lib/messages';
import { ContentLink } from '~/components/content/ContentLink';
import { PanelLink } from '~/components/panels/PanelLink';
import { CurrencySelector } from '~/components/locale/CurrencySelector';
import { NewsletterForm } from '~/components/newsletter/NewsletterForm';
import { consentMessages } from '~/lib/messages';
import { CONSENT_PATH } from '~/lib/constants';
import type { Localization } from '~/lib/locale/shop-localization.server';

function FooterColumns({ columns, className }: { columns: FooterColumnResult[]; className: string }) {
  return (
    <div className={className}>
      {columns.map((column) => (
        <nav key={column._key} aria-label={column.title} className="site-footer__column">
          <p className="site-footer__heading">{column.title}</p>
          <ul>
            {column.links.map((link, index) => (
              <li key={link._key ?? index}>
                <ContentLink link={link} placement="footer">
                  {link.title}
                </ContentLink>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}

export function SiteFooter({ settings, localization }: { settings: ShellSettings | undefined; localization: Localization | null }) {
  const name = settings?.siteName || SITE_NAME_FALLBACK;
  const copyright = settings?.copyright || `© ${new Date().getFullYear()} ${name}. Handmade in Italy.`;
  return (
    <footer className="site-footer">
      <div className="site-footer__top">
        <div className="site-footer__newsletter">
          <NewsletterForm variant="footer" signup={settings?.newsletterSignup ?? null} />
        </div>
        <FooterColumns columns={settings?.footer ?? []} className="site-footer__columns only-desktop-grid" />
        <FooterColumns
          columns={settings?.footerMobile?.length ? settings.footerMobile : (settings?.footer ?? [])}
          className="site-footer__columns only-mobile-grid"
        />
      </div>
      <div className="site-footer__bottom">
        <p className="site-footer__copyright">{copyright}</p>
        <PanelLink panel="accessibility" href="/accessibility" className="site-footer__accessibility">
          {messages.accessibility}
        </PanelLink>
        <PanelLink panel="consent" href={CONSENT_PATH} className="site-footer__accessibility">
          {consentMessages.footerLink}
        </PanelLink>
        {localization ? <CurrencySelector localization={localization} /> : null}
      </div>
    </footer>
  );
}
