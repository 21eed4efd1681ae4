import { studioMessages } from '~/lib/messages/studio';
import { useMessages } from '~/lib/messages/use-messages';

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
