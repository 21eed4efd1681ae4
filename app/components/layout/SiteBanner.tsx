import type { SettingsQueryResult } from '~/content/model';
import { ContentLink } from '~/components/content/ContentLink';
import { shellMessages } from '~/lib/messages';

type Banner = NonNullable<SettingsQueryResult['banner']>;

const HEX = /^#[0-9a-f]{3,8}$/i;

/** The announcement strip from settings; colours are editors' choice, so only hex values pass. */
export function SiteBanner({ banner }: { banner: Banner }) {
  const style = {
    ...(HEX.test(banner.colors?.background ?? '') ? { backgroundColor: banner.colors.background } : {}),
    ...(HEX.test(banner.colors?.text ?? '') ? { color: banner.colors.text } : {}),
  };
  return (
    // A landmark of its own, so assistive technology can find (or pass over) the announcement.
    <aside className="site-banner" style={style} aria-label={shellMessages.announcement}>
      {banner.link ? <ContentLink link={banner.link}>{banner.text}</ContentLink> : <p>{banner.text}</p>}
    </aside>
  );
}
