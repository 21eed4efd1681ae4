import { storefrontDocuments } from '~/graphql/index';

/** Whitespace is not meaning: two documents that differ only in spacing hash the same. */
export function normalizeDocument(document: string): string {
  return document.replace(/#[^\n]*/g, ' ').replace(/\s+/g, ' ').trim();
}

export async function documentHash(document: string): Promise<string> {
  const bytes = new TextEncoder().encode(normalizeDocument(document));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The operation name a document declares first, if any. */
export function operationName(document: string): { kind: 'query' | 'mutation' | 'subscription'; name: string } | null {
  const match = normalizeDocument(document).match(/^(?:fragment[\s\S]*?)?\b(query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/);
  return match ? { kind: match[1] as 'query' | 'mutation' | 'subscription', name: match[2] } : null;
}

let allowed: Promise<Map<string, string>> | undefined;

/**
 * Hash -> operation name for every query a browser may send. Mutations are left out on purpose:
 * browsers change carts and accounts through the app's own actions, never through here; so are the
 * customer's own queries, which only the server runs with the token from the session.
 */
export function allowedQueries(): Promise<Map<string, string>> {
  allowed ??= Promise.all(
    storefrontDocuments({ browser: true })
      .map(({ document }) => ({ document, operation: operationName(document) }))
      .filter(({ operation }) => operation?.kind === 'query')
      .map(async ({ document, operation }) => [await documentHash(document), operation!.name] as const),
  ).then((entries) => new Map(entries));
  return allowed;
}
