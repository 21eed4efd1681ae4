// groq-js knows nothing of drafts or releases, so the emulator hands it the documents a
// perspective would show: the Content Lake overlays draft (and release) versions on the
// published documents and keeps where each came from in `_originalId`.
import type { DatasetSnapshot, SanityDocument } from './dataset.ts';

/** `raw`, or a stack of layers read first to last before falling back to the published document. */
export type Perspective = { kind: 'raw' } | { kind: 'published' } | { kind: 'stack'; layers: string[] };

/** API versions from 2025-02-19 default to `published`; older ones (and v1) to `raw`. */
export function defaultPerspective(apiVersion: string): Perspective {
  if (apiVersion === 'X') return { kind: 'published' };
  const date = /^\d{4}-\d{2}-\d{2}$/.test(apiVersion) ? apiVersion : '0000-00-00';
  return date >= '2025-02-19' ? { kind: 'published' } : { kind: 'raw' };
}

const RELEASE_NAME = /^[A-Za-z0-9_-]+$/;

export function parsePerspective(value: string, apiVersion: string): Perspective | { error: string } {
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return defaultPerspective(apiVersion);
  if (parts.length === 1 && parts[0] === 'raw') return { kind: 'raw' };
  if (parts.length === 1 && parts[0] === 'published') return { kind: 'published' };
  const layers: string[] = [];
  for (const part of parts) {
    if (part === 'published') continue;
    if (part === 'previewDrafts' || part === 'drafts') layers.push('drafts');
    else if (part === 'raw') return { error: 'Perspective "raw" cannot be combined with other perspectives' };
    else if (RELEASE_NAME.test(part)) layers.push(part);
    else return { error: `Invalid perspective "${part}"` };
  }
  return { kind: 'stack', layers };
}

function isDraftId(id: string): boolean {
  return id.startsWith('drafts.');
}

function isVersionId(id: string): boolean {
  return id.startsWith('versions.');
}

export function publishedId(id: string): string {
  if (isDraftId(id)) return id.slice('drafts.'.length);
  if (isVersionId(id)) return id.split('.').slice(2).join('.');
  return id;
}

function layerId(layer: string, id: string): string {
  return layer === 'drafts' ? `drafts.${id}` : `versions.${layer}.${id}`;
}

/**
 * Documents whose id holds a dot (drafts, versions, system documents) are private: the Content Lake
 * shows them only to authenticated requests, and silently leaves them out for anonymous ones.
 */
export function isVisible(doc: SanityDocument, authenticated: boolean): boolean {
  return authenticated || !doc._id.includes('.');
}

export function buildView(dataset: DatasetSnapshot, perspective: Perspective, authenticated: boolean): SanityDocument[] {
  const visible = dataset.documents.filter((doc) => isVisible(doc, authenticated));
  if (perspective.kind === 'raw') return visible;
  if (perspective.kind === 'published') return visible.filter((doc) => !isDraftId(doc._id) && !isVersionId(doc._id));

  const byId = new Map(visible.map((doc) => [doc._id, doc]));
  const seen = new Set<string>();
  const view: SanityDocument[] = [];
  for (const doc of visible) {
    const baseId = publishedId(doc._id);
    if (seen.has(baseId)) continue;
    const chosen = perspective.layers.map((layer) => byId.get(layerId(layer, baseId))).find(Boolean) ?? byId.get(baseId);
    // A version in a release outside the stack, with no published document, is not in this view.
    if (!chosen) continue;
    seen.add(baseId);
    view.push({ ...chosen, _id: baseId, _originalId: chosen._id });
  }
  return view;
}
