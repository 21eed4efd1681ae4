import { Link } from 'react-router';
import { linkKey, type ShellFooterColumn, type ShellLocalization, type ShellSettings } from '~/core/settings/shell-data';
import { SITE_NAME_FALLBACK, messages } from '~/core/texts/spec';
import { ResolvedLink } from '~/core/sanity/ContentLink';
import { PanelLink } from '~/core/ui/PanelLink';
import { CurrencySelector } from '~/markets/CurrencySelector';
import { NewsletterForm } from '~/newsletter/NewsletterForm';
import { consentMessages } from '~/analytics/texts';
import { CONSENT_PATH } from '~/core/constants';
import { shellMessages } from '~/shell/texts';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

function FooterColumns({ columns, className }: { columns: ShellFooterColumn[]; className: string }) {
  return (
    <div className={className}>
      {columns.map((column, index) => (
        <nav key={`${index}:${column.title}`} aria-label={column.title} className="site-footer__column">
          <p className="site-footer__heading">{column.title}</p>
          <ul>
            {column.links.map((link, index) => (
              <li key={linkKey(link, index)}>
                <ResolvedLink href={link.href} external={link.external}>
                  {link.title}
                </ResolvedLink>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}

export function SiteFooter({ settings, localization }: { settings: ShellSettings | undefined; localization: ShellLocalization | null }) {
  const locale = useLocale();
  const specText = messagesIn(locale, messages);
  const consentText = messagesIn(locale, consentMessages);
  const shellText = messagesIn(locale, shellMessages);
  const name = settings?.siteName || SITE_NAME_FALLBACK;
  const copyright = settings?.copyright || `© ${new Date().getFullYear()} ${name}. Handmade in Italy.`;
  const columns = settings?.footer ?? [];
  const mobileColumns = settings?.footerMobile?.length ? settings.footerMobile : columns;
  // The shell hands equal columns over as one value: when phones get the same columns, they are written once.
  const oneForBoth = mobileColumns.length === columns.length && mobileColumns.every((column, index) => column === columns[index]);
  return (
    <footer className="site-footer">
      <div className="site-footer__top">
        <div className="site-footer__newsletter">
          <NewsletterForm variant="footer" signup={settings?.newsletterSignup ?? null} />
        </div>
        {oneForBoth ? (
          <FooterColumns columns={columns} className="site-footer__columns" />
        ) : (
          <>
            <FooterColumns columns={columns} className="site-footer__columns only-desktop-grid" />
            <FooterColumns columns={mobileColumns} className="site-footer__columns only-mobile-grid" />
          </>
        )}
      </div>
      <div className="site-footer__bottom">
        <p className="site-footer__copyright">{copyright}</p>
        <PanelLink panel="accessibility" href="/accessibility" className="site-footer__accessibility">
          {specText.accessibility}
        </PanelLink>
        <Link to="/accessibility" className="site-footer__accessibility">
          {shellText.accessibilityStatement}
        </Link>
        <PanelLink panel="consent" href={CONSENT_PATH} className="site-footer__accessibility">
          {consentText.footerLink}
        </PanelLink>
        {localization ? <CurrencySelector localization={localization} /> : null}
      </div>
    </footer>
  );
}
