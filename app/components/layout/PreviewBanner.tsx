/** Shown to editors in draft preview: what they see is not yet public, and the way out. */
export function PreviewBanner() {
  return (
    <div className="preview-banner" role="status">
      <span>Preview: you are seeing unpublished drafts.</span>
      <a href="/api/preview?exit">Leave preview</a>
    </div>
  );
}
