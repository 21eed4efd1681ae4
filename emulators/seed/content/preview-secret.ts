// The secret hydrogen-sanity's preview route checks (through @sanity/preview-url-secret's
// validatePreviewUrl). The Studio normally writes short-lived `sanity.previewUrlSecret` documents
// (valid one hour after _updatedAt); a seeded dataset needs one that does not expire, which is the
// shared-access singleton that validatePreviewUrl also accepts.
import type { PreviewUrlShareAccessDocument } from '../../../content-model/documents.ts';

export const DEFAULT_PREVIEW_SECRET = 'bottega-local-preview';

export function previewSecretDocument(secret: string, studioUrl: string): PreviewUrlShareAccessDocument & { _createdAt: string } {
  return {
    _id: 'sanity-preview-url-secret.share-access',
    _type: 'sanity.previewUrlShareAccess',
    _createdAt: '2025-06-02T08:00:00Z',
    _updatedAt: '2025-06-02T08:00:00Z',
    secret,
    studioUrl,
  };
}
