// The dataset as Sanity's export writes it: one JSON document per line. Kept in memory and
// swapped whole on reload, so a request never sees half of an old file and half of a new one.
import { existsSync, readFileSync, unwatchFile, watchFile } from 'node:fs';

export interface SanityDocument {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt?: string;
  _updatedAt?: string;
  [field: string]: unknown;
}

export interface DatasetSnapshot {
  documents: SanityDocument[];
  byId: Map<string, SanityDocument>;
  /** Changes on every reload; views and sync tags are keyed on it. */
  revision: number;
}

function parseNdjson(text: string): SanityDocument[] {
  const documents: SanityDocument[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new Error(`line ${index + 1}: ${(error as Error).message}`, { cause: error });
    }
    if (!isDocument(value)) throw new Error(`line ${index + 1}: a document needs string _id and _type`);
    documents.push(value);
  });
  return documents;
}

function isDocument(value: unknown): value is SanityDocument {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return typeof record._id === 'string' && typeof record._type === 'string';
}

export interface DatasetStore {
  current(): DatasetSnapshot;
  /** Called after each reload with the content before and after; returns the unsubscribe. */
  onChange(listener: (previous: DatasetSnapshot, next: DatasetSnapshot) => void): () => void;
  close(): void;
}

let revisionCounter = 0;

function snapshot(documents: SanityDocument[]): DatasetSnapshot {
  return { documents, byId: new Map(documents.map((doc) => [doc._id, doc])), revision: ++revisionCounter };
}

/**
 * Loads the NDJSON file and, when asked, reloads it when it changes. Polling (watchFile) rather
 * than fs.watch: the seed replaces the file by rename, which fs.watch loses track of.
 * A broken file keeps the previous content and logs why.
 */
export function openDataset(path: string, options: { watch?: boolean; log?: (line: string) => void } = {}): DatasetStore {
  const log = options.log ?? (() => {});
  let state = snapshot([]);
  const listeners = new Set<(previous: DatasetSnapshot, next: DatasetSnapshot) => void>();

  const load = (): void => {
    if (!existsSync(path)) {
      log(`sanity: dataset ${path} does not exist yet; serving an empty dataset`);
      return;
    }
    try {
      const previous = state;
      state = snapshot(parseNdjson(readFileSync(path, 'utf8')));
      log(`sanity: loaded ${state.documents.length} documents from ${path}`);
      for (const listener of listeners) listener(previous, state);
    } catch (error) {
      log(`sanity: could not load ${path}: ${(error as Error).message}`);
    }
  };

  load();
  if (options.watch)
    watchFile(path, { interval: 300 }, (now, before) => {
      if (now.mtimeMs !== before.mtimeMs || now.size !== before.size) load();
    });

  return {
    current: () => state,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      listeners.clear();
      if (options.watch) unwatchFile(path);
    },
  };
}

const rebased = new WeakMap<DatasetSnapshot, Map<string, DatasetSnapshot>>();

/**
 * The seed writes each image asset's absolute `url` with the emulator address of the moment; the
 * emulator may since have moved port. Like the hosted CDN's, the url is the CDN origin plus the
 * asset's `path`, so assets are served with the origin the request came in on.
 */
export function withAssetOrigin(dataset: DatasetSnapshot, origin: string): DatasetSnapshot {
  let byOrigin = rebased.get(dataset);
  if (!byOrigin) rebased.set(dataset, (byOrigin = new Map()));
  let result = byOrigin.get(origin);
  if (!result) {
    const documents = dataset.documents.map((doc) =>
      doc._type === 'sanity.imageAsset' && typeof doc.path === 'string' && doc.path.startsWith('images/')
        ? { ...doc, url: `${origin}/${doc.path}` }
        : doc,
    );
    result = { documents, byId: new Map(documents.map((doc) => [doc._id, doc])), revision: dataset.revision };
    byOrigin.set(origin, result);
  }
  return result;
}
