// Parses and evaluates GROQ with groq-js, turning its exceptions into the Content Lake's
// positioned error records.
import { evaluate, parse } from 'groq-js';
import type { ExprNode } from 'groq-js';
import type { QueryError } from './errors.ts';
import type { SanityDocument } from './dataset.ts';

export type Parsed = { ok: true; tree: ExprNode } | { ok: false; error: QueryError };

export function parseQuery(query: string, params: Record<string, unknown>): Parsed {
  let tree: ExprNode;
  try {
    tree = parse(query, { params });
  } catch (error) {
    return { ok: false, error: parseFailure(query, error as Error & { position?: number }) };
  }
  const missing = referencedParams(tree).find((name) => !(name in params));
  if (missing !== undefined) {
    const at = findParam(query, missing);
    return {
      ok: false,
      error: {
        description: `param $${missing} referenced, but not provided`,
        type: 'queryParseError',
        query,
        start: at,
        end: at + missing.length + 1,
      },
    };
  }
  return { ok: true, tree };
}

function parseFailure(query: string, error: Error & { position?: number }): QueryError {
  // groq-js: "Syntax error in GROQ query at position 18: Unexpected end of query"
  const detail = error.message.replace(/^Syntax error in GROQ query at position \d+: /, '');
  let start = typeof error.position === 'number' ? error.position : -1;
  const unknownFunction = /^Undefined function: (.+)$/.exec(error.message);
  if (start < 0 && unknownFunction) start = query.indexOf(`${unknownFunction[1]}(`);
  start = Math.min(Math.max(start, 0), query.length);
  const description = unknownFunction ? `unknown function ${unknownFunction[1]}()` : lowerFirst(detail);
  return { description, type: 'queryParseError', query, start, end: Math.min(start + 1, Math.max(query.length, start)) };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function referencedParams(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const child of node) referencedParams(child, found);
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.type === 'Parameter' && typeof record.name === 'string' && !found.includes(record.name)) found.push(record.name);
    for (const value of Object.values(record)) if (value && typeof value === 'object') referencedParams(value, found);
  }
  return found;
}

/** Position of `$name` outside string literals, for the error's start/end. */
function findParam(query: string, name: string): number {
  const pattern = new RegExp(`\\$${name.replace(/[^A-Za-z0-9_]/g, '')}(?![A-Za-z0-9_])`, 'g');
  for (let match = pattern.exec(query); match; match = pattern.exec(query)) {
    if (!insideString(query, match.index)) return match.index;
  }
  return 0;
}

function insideString(query: string, index: number): boolean {
  let quote: string | null = null;
  for (let i = 0; i < index; i++) {
    const char = query[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
  }
  return quote !== null;
}

export interface EvaluateContext {
  documents: SanityDocument[];
  params: Record<string, unknown>;
  identity: string;
  projectId: string;
  dataset: string;
}

export type Evaluated = { ok: true; result: unknown } | { ok: false; error: QueryError };

/**
 * Documents one query may read, counting every pass over the dataset (a filter, a subquery in a
 * projection, a `->`): a subquery inside a subquery inside a list reads the dataset once per
 * document per document. The Content Lake stops a query that runs too long; groq-js cannot be
 * stopped from outside, so the count stops it from inside. The storefront's own queries read at
 * most a few thousand (5,660 for the site settings over the seeded 118 documents).
 */
const MAX_READS = 500_000;

class TooExpensive extends Error {}

/** The dataset as groq-js sees it, counting each document read. */
function counted(documents: SanityDocument[]): SanityDocument[] {
  let reads = 0;
  return new Proxy(documents, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key) && ++reads > MAX_READS) throw new TooExpensive();
      return Reflect.get(target, key, receiver);
    },
  });
}

export async function evaluateQuery(query: string, tree: ExprNode, context: EvaluateContext): Promise<Evaluated> {
  try {
    const value = await evaluate(tree, {
      dataset: counted(context.documents),
      params: context.params,
      identity: context.identity,
      timestamp: new Date(),
      sanity: { projectId: context.projectId, dataset: context.dataset },
    });
    const result = await value.get();
    return { ok: true, result: result === undefined ? null : result };
  } catch (error) {
    const description =
      error instanceof TooExpensive
        ? `Query too expensive: it would read more than ${MAX_READS.toLocaleString('en')} documents`
        : (error as Error).message;
    return { ok: false, error: { description, type: 'queryExecutionError', query, start: 0, end: query.length } };
  }
}
