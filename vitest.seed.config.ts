import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The seed-image job: every product photo drawn at full size (about a minute of CPU), run by
// `npm test` as its own phase so the default tiers stay quick while iterating.
export default defineConfig({ ...base, test: { ...base.test, include: ['tests/seed/**/*.test.ts'] } });
