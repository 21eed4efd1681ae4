/**
 * The response with these Set-Cookie headers added. A copy, because a response built with
 * Response.redirect() has immutable headers.
 */
export function withCookies(response: Response, cookies: readonly string[]): Response {
  if (cookies.length === 0) return response;
  const copy = new Response(response.body, response);
  for (const cookie of cookies) copy.headers.append('Set-Cookie', cookie);
  return copy;
}
