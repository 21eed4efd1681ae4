/** A JSON-RPC 2.0 error the storefront itself gives (no call reached the shop); never cached. */
export function jsonRpcError(code: number, message: string, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(
    { jsonrpc: '2.0', id: null, error: { code, message } },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  );
}
