// The two error shapes the Content Lake answers with, so @sanity/client builds the same
// ClientError messages (GROQ code frames included) as it does against the hosted API.
import { json } from '../http.ts';

export interface QueryError {
  description: string;
  type: 'queryParseError' | 'queryExecutionError';
  query: string;
  start: number;
  end: number;
}

export function queryErrorResponse(error: QueryError, headers?: HeadersInit): Response {
  return json({ error }, { status: 400, headers });
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
};

/** Endpoint-level failures (bad method, unknown dataset, malformed request) use the plain HTTP shape. */
export function httpError(status: number, message: string, headers?: HeadersInit): Response {
  return json({ statusCode: status, error: REASONS[status] ?? 'Error', message }, { status, headers });
}
