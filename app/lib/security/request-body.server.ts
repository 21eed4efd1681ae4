/**
 * Reads and drops the body of a request the app refuses without parsing (too large). Nothing is
 * kept, but the bytes are taken off the connection: workerd cannot reuse a connection whose request
 * body was left unread, and the next request on it would fail. Past `limit` the body is cancelled.
 */
export async function discardBody(request: Request, limit = 16 * 1024 * 1024): Promise<void> {
  // A body someone already started on is theirs to finish.
  if (!request.body || request.bodyUsed || request.body.locked) return;
  const reader = request.body.getReader();
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
      if (seen > limit) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away mid-upload: nothing left to drain.
  }
}
