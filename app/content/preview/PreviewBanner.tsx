import { studioMessages } from '~/content/preview/texts';
import { useMessages } from '~/core/texts/use-messages';

/** Shown to editors in draft preview: what they see is not yet public, and the way out. */
export function PreviewBanner() {
  const studioText = useMessages(studioMessages);
  return (
    <div className="preview-banner" role="status">
      <span>{studioText.previewBanner}</span>
      <a href="/api/preview?exit">{studioText.leavePreview}</a>
    </div>
  );
}
