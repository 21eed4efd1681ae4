import { studioMessages } from '~/content/preview/texts';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/** Shown to editors in draft preview: what they see is not yet public, and the way out. */
export function PreviewBanner() {
  const studioText = messagesIn(useLocale(), studioMessages);
  return (
    <div className="preview-banner" role="status">
      <span>{studioText.previewBanner}</span>
      <a href="/api/preview?exit">{studioText.leavePreview}</a>
    </div>
  );
}
