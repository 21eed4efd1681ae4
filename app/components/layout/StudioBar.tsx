import { Link } from 'react-router';
import { SITE_NAME_FALLBACK } from '~/lib/messages/spec';
import { studioMessages } from '~/lib/messages/studio';

/** The studio layout's only chrome: the house's name back to the shop, and where you are. */
export function StudioBar({ siteName }: { siteName?: string | null }) {
  return (
    <header className="studio-bar">
      <Link to="/" className="studio-bar__home">
        {siteName || SITE_NAME_FALLBACK}
      </Link>
      <span className="studio-bar__where">{studioMessages.title}</span>
    </header>
  );
}
