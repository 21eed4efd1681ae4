// GET /v{apiVersion}/data/doc/{dataset}/{id,id,...}: documents by id, exactly as stored, with the
// ones that could not be returned listed under `omitted` (and why).
import { json } from '../http.ts';
import type { DatasetSnapshot } from './dataset.ts';
import { isVisible } from './perspective.ts';

export function handleDoc(idList: string, dataset: DatasetSnapshot, authenticated: boolean, headers: HeadersInit): Response {
  const ids = idList
    .split(',')
    .map((id) => safeDecode(id.trim()))
    .filter(Boolean);
  const documents = [];
  const omitted = [];
  for (const id of ids) {
    const doc = dataset.byId.get(id);
    if (!doc) omitted.push({ id, reason: 'existence' });
    else if (!isVisible(doc, authenticated)) omitted.push({ id, reason: 'permission' });
    else documents.push(doc);
  }
  return json({ documents, omitted }, { headers });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
