import { Link } from 'react-router';
import { SITE_NAME_FALLBACK } from '~/core/texts/spec';
import { studioMessages } from '~/content/preview/texts';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/** The studio layout's only chrome: the house's name back to the shop, and where you are. */
export function StudioBar({ siteName }: { siteName?: string | null }) {
  const studioText = messagesIn(useLocale(), studioMessages);
  return (
    <header className="studio-bar">
      <Link to="/" className="studio-bar__home">
        {siteName || SITE_NAME_FALLBACK}
      </Link>
      <span className="studio-bar__where">{studioText.title}</span>
    </header>
  );
}
