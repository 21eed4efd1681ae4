// Sync tags: opaque names for what a query result depends on. A query answer lists them
// (`syncTags`), and the Live Content API names them again when that content changes, so a client
// refetches exactly the queries a change touched. Here a tag names one document (drafts and
// versions share their published document's tag, since a perspective shows them in its place), and
// one dataset-wide tag stands for results that name no document (counts, projections of scalars).
import { createHash } from 'node:crypto';
import type { DatasetSnapshot, SanityDocument } from './dataset.ts';
import { publishedId } from './perspective.ts';

const DATASET_WIDE = '*';

function tag(name: string): string {
  return `s1:${createHash('sha1').update(name).digest('base64url').slice(0, 6)}`;
}

/** The tags of a query result: one per document it contains, or the dataset-wide one. */
export function resultSyncTags(result: unknown): string[] {
  const ids = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record._id === 'string') ids.add(publishedId(record._id));
      Object.values(record).forEach(visit);
    }
  };
  visit(result);
  if (ids.size === 0) ids.add(DATASET_WIDE);
  return [...ids].map(tag);
}

/**
 * The tags a change between two snapshots touches. Drafts and versions count only for listeners
 * that include drafts; the dataset-wide tag is touched by every visible change.
 */
export function changedSyncTags(previous: DatasetSnapshot, next: DatasetSnapshot, includeDrafts: boolean): string[] {
  const changed = new Set<string>();
  const consider = (id: string, before: SanityDocument | undefined, after: SanityDocument | undefined) => {
    if (!includeDrafts && id.includes('.')) return;
    if (JSON.stringify(before) !== JSON.stringify(after)) changed.add(publishedId(id));
  };
  for (const [id, after] of next.byId) consider(id, previous.byId.get(id), after);
  for (const [id, before] of previous.byId) if (!next.byId.has(id)) consider(id, before, undefined);
  if (changed.size === 0) return [];
  return [...[...changed].map(tag), tag(DATASET_WIDE)];
}
