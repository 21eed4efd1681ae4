import type { ShellBanner } from '~/core/settings/shell-data';
import { ResolvedLink } from '~/core/sanity/ContentLink';
import { shellMessages } from '~/shell/texts';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

const HEX = /^#[0-9a-f]{3,8}$/i;

/** The announcement strip from settings; colours are editors' choice, so only hex values pass. */
export function SiteBanner({ banner }: { banner: ShellBanner }) {
  const shellText = messagesIn(useLocale(), shellMessages);
  const { background, text } = banner.colors;
  const style = {
    ...(background && HEX.test(background) ? { backgroundColor: background } : {}),
    ...(text && HEX.test(text) ? { color: text } : {}),
  };
  return (
    // A landmark of its own, so assistive technology can find (or pass over) the announcement.
    <aside className="site-banner" style={style} aria-label={shellText.announcement}>
      {banner.href ? <ResolvedLink href={banner.href}>{banner.text}</ResolvedLink> : <p>{banner.text}</p>}
    </aside>
  );
}
