import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The seed-image job: every product photo drawn at full size and every lookbook photograph drawn
// again with each of its products repainted (a minute or two of CPU), run by `npm test` beside the
// journeys, which mostly wait, so the default tiers stay quick while iterating.
export default defineConfig({ ...base, test: { ...base.test, include: ['tests/seed/**/*.test.ts'] } });
