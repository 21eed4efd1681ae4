import { SITE_NAME_FALLBACK } from '~/lib/messages';

export function SiteFooter({ siteName }: { siteName?: string | null }) {
  const name = siteName || SITE_NAME_FALLBACK;
  return (
    <footer className="site-footer">
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {name}. Handmade in Italy.
      </p>
    </footer>
  );
}
