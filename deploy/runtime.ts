// The worker runtime's compatibility settings, in one place. The build declares the date to Oxygen
// (dist/server/oxygen.json, through vite.config.ts); `npm start` (scripts/serve.ts) and `npm run dev`
// (vite.config.ts, which scripts/dev.ts runs) run workerd with it; deploy/workerd/config.capnp and
// wrangler.jsonc carry the same values (they cannot import this file: tests/integration/runtime-
// compatibility.test.ts holds them to it).

/**
 * The date Hydrogen 2026.4 declares for Oxygen. A newer date changes runtime behaviour (the URL
 * parser, streams, fetch): move it only together with Hydrogen, never ahead of what Oxygen runs.
 */
export const COMPATIBILITY_DATE = '2025-04-01';

/**
 * Oxygen takes no flags (oxygen.json carries only the date), so none are set anywhere: the worker
 * imports no Node built-ins, and a flag that only the local runtime had would hide a production break.
 */
export const COMPATIBILITY_FLAGS: readonly string[] = [];
