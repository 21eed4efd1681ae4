// Shopify's global ids (gid://shopify/Type/N) and opaque pagination cursors.

export function gid(type: string, id: number | string): string {
  return `gid://shopify/${type}/${id}`;
}

export interface ParsedGid {
  type: string;
  id: string;
  /** Query string after the id, e.g. `key=...` on a cart id. */
  params: URLSearchParams;
}

const GID = /^gid:\/\/shopify\/([A-Za-z][A-Za-z0-9]*)\/([^?/\s]+)(?:\?(.*))?$/;

export function parseGid(value: unknown): ParsedGid | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  const match = GID.exec(value);
  if (!match) return null;
  return { type: match[1], id: match[2], params: new URLSearchParams(match[3] ?? '') };
}

/** The numeric id of a gid of the expected type, or null. */
export function numericId(value: unknown, type: string): number | null {
  const parsed = parseGid(value);
  if (!parsed || parsed.type !== type || !/^\d{1,15}$/.test(parsed.id)) return null;
  return Number(parsed.id);
}

export function isGid(value: unknown): boolean {
  return parseGid(value) !== null;
}

export interface CursorPayload {
  last_id: number | string;
  last_value: string | number;
}

export function encodeCursor(payload: CursorPayload): string {
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

export function decodeCursor(cursor: string): CursorPayload | null {
  if (cursor.length > 1000 || !/^[A-Za-z0-9+/=_-]+$/.test(cursor)) return null;
  try {
    const payload = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8'));
    if (!payload || typeof payload !== 'object') return null;
    if (typeof payload.last_id !== 'number' && typeof payload.last_id !== 'string') return null;
    return payload as CursorPayload;
  } catch {
    return null;
  }
}
