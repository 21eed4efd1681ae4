// Replay protection for state-changing calls (signatures.md, "Replay Protection"): the answer to
// a call is kept under its idempotency key, per caller and operation, for 48 hours; the same key
// with the same payload gets the same answer and does nothing again, with another payload it is
// refused (409, JSON-RPC -32000). The payload is compared by the SHA-256 of the call's arguments
// without `meta`: an MCP client numbers every JSON-RPC message anew, so the raw body of a retry
// differs from the first even when the call is the same.
import { createHash } from 'node:crypto';
import type { ShopDatabase } from '../../db.ts';
import { RpcError, SERVER_ERROR } from '../rpc.ts';
import type { ToolResult } from '../rpc.ts';

const KEEP_MS = 48 * 60 * 60 * 1000;

function digestOf(args: Record<string, unknown>): string {
  const { meta: _meta, ...payload } = args;
  return createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}

export function once(
  db: ShopDatabase,
  scope: { owner: string; operation: string; key: string },
  args: Record<string, unknown>,
  run: () => ToolResult,
  now = new Date(),
): ToolResult {
  const digest = digestOf(args);
  return db.transaction(() => {
    db.statement('DELETE FROM agent_idempotency WHERE created_at < ?').run(new Date(now.getTime() - KEEP_MS).toISOString());
    const kept = db
      .statement('SELECT digest, response FROM agent_idempotency WHERE owner = ? AND operation = ? AND key = ?')
      .get(scope.owner, scope.operation, scope.key) as { digest: string; response: string } | undefined;
    if (kept) {
      if (kept.digest !== digest)
        throw new RpcError(SERVER_ERROR, 'Idempotency key reused with different payload', {
          status: 409,
          data: { code: 'idempotency_conflict', content: 'This idempotency key was used for another request; use a fresh key.' },
        });
      return JSON.parse(kept.response) as ToolResult;
    }
    const result = run();
    db.statement('INSERT INTO agent_idempotency (owner, operation, key, digest, response, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      scope.owner,
      scope.operation,
      scope.key,
      digest,
      JSON.stringify(result),
      now.toISOString(),
    );
    return result;
  });
}
