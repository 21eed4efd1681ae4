import { FORM_BODY_MAX_BYTES } from '~/core/constants';

/** How much of a refused body is read off the connection before the rest is cancelled. */
const DISCARD_LIMIT_BYTES = 16 * 1024 * 1024;

/** A posted form, or why it cannot be read: 413 past the size cap, 400 when it does not parse. */
export type FormRead = { ok: true; form: FormData } | { ok: false; status: 400 | 413 };

/**
 * The one reader for every form post the app takes (the bag, the account forms, the locale
 * chooser, the newsletter, the consent banner, the draft preview's perspective). The body is capped
 * before it is parsed, never after: `request.formData()` would first hold all of a 60 MB post in a
 * worker's 128 MB. A declared length over the cap is refused unread; an undeclared (chunked) body is
 * read only up to the cap. Multipart is parsed as multipart; anything else is read as URL-encoded,
 * as browsers send forms, so a JSON or text body simply lacks the fields and meets the form's rules.
 */
export async function readForm(request: Request, maxBytes = FORM_BODY_MAX_BYTES): Promise<FormRead> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await discardBody(request);
    return { ok: false, status: 413 };
  }
  const bytes = await readCapped(request, maxBytes);
  if (bytes === 'too-large') return { ok: false, status: 413 };
  if (bytes === 'unreadable') return { ok: false, status: 400 };
  const type = request.headers.get('content-type') ?? '';
  try {
    if (/^\s*multipart\/form-data/i.test(type)) {
      return {
        ok: true,
        form: await new Request(request.url, { method: 'POST', headers: { 'content-type': type }, body: bytes }).formData(),
      };
    }
    const form = new FormData();
    for (const [name, value] of new URLSearchParams(new TextDecoder().decode(bytes))) form.append(name, value);
    return { ok: true, form };
  } catch {
    return { ok: false, status: 400 };
  }
}

/** The body's bytes, read no further than `maxBytes` (the rest is drained, not kept). */
export async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | 'too-large' | 'unreadable'> {
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  if (request.bodyUsed || request.body.locked) return 'unreadable';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  const read = await readChunks(reader, maxBytes, (chunk) => chunks.push(chunk));
  if (read.outcome === 'failed') return 'unreadable';
  if (read.outcome === 'over') {
    // Drained with this same reader: once read from, the body counts as used, and discardBody
    // would leave the rest on the connection (workerd then hangs up while the client still sends).
    await drain(reader);
    return 'too-large';
  }
  const bytes = new Uint8Array(new ArrayBuffer(read.size));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Reads until the body ends, passes `limit` bytes or fails; `take` sees each chunk within the limit. */
async function readChunks(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limit: number,
  take: (chunk: Uint8Array) => void = () => undefined,
): Promise<{ outcome: 'done' | 'over' | 'failed'; size: number }> {
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { outcome: 'done', size };
      size += value.byteLength;
      if (size > limit) return { outcome: 'over', size };
      take(value);
    }
  } catch {
    return { outcome: 'failed', size };
  }
}

/**
 * Reads and drops the body of a request the app refuses without parsing (too large). Nothing is
 * kept, but the bytes are taken off the connection: workerd cannot reuse a connection whose request
 * body was left unread, and the next request on it would fail. Past `limit` the body is cancelled.
 */
export async function discardBody(request: Request, limit = DISCARD_LIMIT_BYTES): Promise<void> {
  // A body someone already started on is theirs to finish.
  if (!request.body || request.bodyUsed || request.body.locked) return;
  await drain(request.body.getReader(), limit);
}

/** Reads the rest and drops it; past `limit` the rest is cancelled. A client gone mid-upload leaves nothing. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, limit = DISCARD_LIMIT_BYTES): Promise<void> {
  if ((await readChunks(reader, limit)).outcome === 'over') await reader.cancel();
}
