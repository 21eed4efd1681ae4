// Types for tests that drive cache.js (a plain worker module) directly.
declare const cache: { fetch(request: Request): Promise<Response> };
export default cache;
