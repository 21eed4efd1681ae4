import { studioMessages } from '~/lib/messages/studio';

/** Shown to editors in draft preview: what they see is not yet public, and the way out. */
export function PreviewBanner() {
  return (
    <div className="preview-banner" role="status">
      <span>{studioMessages.previewBanner}</span>
      <a href="/api/preview?exit">{studioMessages.leavePreview}</a>
    </div>
  );
}
