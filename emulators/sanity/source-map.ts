// A Content Source Map (the `resultSourceMap` of a query response) says, for each value of the
// result, which document and field it came from; @sanity/client stega-encodes strings from it.
// groq-js does not track provenance, so the map is recovered afterwards: every string of the
// result is looked up among the strings of the documents the query could see, preferring the
// document the surrounding result object was projected from, then a field of the same name.
import type { SanityDocument } from './dataset.ts';

type Segment = string | number;
interface SourcePath {
  segments: Segment[];
  keyed: Array<string | null>;
}
interface Candidate {
  doc: number;
  path: SourcePath;
}

export interface ContentSourceMap {
  documents: Array<{ _id: string; _type: string }>;
  paths: string[];
  mappings: Record<string, { type: 'value'; source: { type: 'documentValue'; document: number; path: number } }>;
}

export function buildSourceMap(result: unknown, documents: SanityDocument[], keyArraySelector: boolean): ContentSourceMap {
  const index = indexStrings(documents);
  const idToDoc = new Map<string, number>();
  documents.forEach((doc, i) => idToDoc.set(doc._id, i));

  const leaves: Array<{ path: Segment[]; value: string; owner: number | null }> = [];
  collectLeaves(result, [], null, idToDoc, leaves);

  // Documents that own an unambiguous string of the result break ties for the ambiguous ones.
  const weight = new Map<number, number>();
  for (const leaf of leaves) {
    const docs = new Set((index.get(leaf.value) ?? []).map((candidate) => candidate.doc));
    if (docs.size === 1) for (const doc of docs) weight.set(doc, (weight.get(doc) ?? 0) + 1);
  }

  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} };
  const docSlots = new Map<number, number>();
  const pathSlots = new Map<string, number>();
  for (const leaf of leaves) {
    const best = choose(index.get(leaf.value), leaf, weight);
    if (!best) continue;
    let docSlot = docSlots.get(best.doc);
    if (docSlot === undefined) {
      const doc = documents[best.doc];
      docSlot = map.documents.push({ _id: typeof doc._originalId === 'string' ? doc._originalId : doc._id, _type: doc._type }) - 1;
      docSlots.set(best.doc, docSlot);
    }
    const sourcePath = formatSourcePath(best.path, keyArraySelector);
    let pathSlot = pathSlots.get(sourcePath);
    if (pathSlot === undefined) {
      pathSlot = map.paths.push(sourcePath) - 1;
      pathSlots.set(sourcePath, pathSlot);
    }
    map.mappings[formatResultPath(leaf.path)] = { type: 'value', source: { type: 'documentValue', document: docSlot, path: pathSlot } };
  }
  return map;
}

function choose(
  candidates: Candidate[] | undefined,
  leaf: { path: Segment[]; owner: number | null },
  weight: Map<number, number>,
): Candidate | undefined {
  if (!candidates?.length) return undefined;
  const key = lastKey(leaf.path);
  let best: Candidate | undefined;
  let bestScore = -Infinity;
  for (const candidate of candidates) {
    let score = 0;
    if (leaf.owner !== null && candidate.doc === leaf.owner) score += 10000;
    if (key !== undefined && lastKey(candidate.path.segments) === key) score += 1000;
    // Projections mostly keep the source's shape: footer[0].links[1].title comes from
    // footer[0].links[1].title, not from a menu entry that happens to read the same.
    score += 10 * commonSubsequence(leaf.path, candidate.path.segments);
    score += Math.min(weight.get(candidate.doc) ?? 0, 9);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

function commonSubsequence(a: Segment[], b: Segment[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = a[i - 1] === b[j - 1] ? diagonal + 1 : Math.max(row[j], row[j - 1]);
      diagonal = above;
    }
  }
  return row[b.length];
}

function lastKey(path: Segment[]): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return path[i] as string;
  return undefined;
}

// Views are cached per dataset revision, so their string index can be too.
const indexes = new WeakMap<SanityDocument[], Map<string, Candidate[]>>();

function indexStrings(documents: SanityDocument[]): Map<string, Candidate[]> {
  const cached = indexes.get(documents);
  if (cached) return cached;
  const index = new Map<string, Candidate[]>();
  indexes.set(documents, index);
  documents.forEach((doc, i) => {
    walkSource(doc, { segments: [], keyed: [] }, (value, path) => {
      let list = index.get(value);
      if (!list) index.set(value, (list = []));
      list.push({ doc: i, path });
    });
  });
  return index;
}

function walkSource(value: unknown, path: SourcePath, visit: (value: string, path: SourcePath) => void): void {
  if (typeof value === 'string') {
    // System fields (_id, _type, _key, _ref...) are never shown content.
    const key = lastKey(path.segments);
    if (value && !(key && key.startsWith('_'))) visit(value, path);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      const itemKey =
        item && typeof item === 'object' && typeof (item as { _key?: unknown })._key === 'string' ? (item as { _key: string })._key : null;
      walkSource(item, { segments: [...path.segments, i], keyed: [...path.keyed, itemKey] }, visit);
    });
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      walkSource(child, { segments: [...path.segments, key], keyed: [...path.keyed, null] }, visit);
    }
  }
}

function collectLeaves(
  value: unknown,
  path: Segment[],
  owner: number | null,
  idToDoc: Map<string, number>,
  out: Array<{ path: Segment[]; value: string; owner: number | null }>,
): void {
  if (typeof value === 'string') {
    if (value) out.push({ path, value, owner });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => collectLeaves(item, [...path, i], owner, idToDoc, out));
    return;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const id = typeof record._id === 'string' ? idToDoc.get(record._id) : undefined;
    const nextOwner = id ?? owner;
    for (const [key, child] of Object.entries(record)) collectLeaves(child, [...path, key], nextOwner, idToDoc, out);
  }
}

function quote(key: string): string {
  return `['${key.replace(/[\f\n\r\t'\\]/g, (char) => ({ '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', "'": "\\'", '\\': '\\\\' })[char] as string)}']`;
}

function formatResultPath(path: Segment[]): string {
  return `$${path.map((segment) => (typeof segment === 'number' ? `[${segment}]` : quote(segment))).join('')}`;
}

function formatSourcePath(path: SourcePath, keyArraySelector: boolean): string {
  return `$${path.segments
    .map((segment, i) => {
      if (typeof segment === 'string') return quote(segment);
      const key = path.keyed[i];
      return keyArraySelector && key ? `[?(@._key=='${key.replace(/['\\]/g, (char) => `\\${char}`)}')]` : `[${segment}]`;
    })
    .join('')}`;
}
