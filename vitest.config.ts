import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { fileURLToPath } from 'node:url';

/**
 * The files that take minutes rather than seconds (5,300 hostile requests, the front door's idle
 * timeouts, the bag's retry delays) start first. On a fresh clone vitest knows no durations and
 * starts larger files first: the hostile-input run, a small file, started after 150 s and then ran
 * alone for three minutes while the other workers had nothing left to do.
 */
const LONGEST_FIRST = ['hostile-input', 'front-door-keepalive', 'resilience-bag'];
const rank = (spec: TestSpecification) => {
  const at = LONGEST_FIRST.findIndex((name) => spec.moduleId.endsWith(`/${name}.test.ts`));
  return at === -1 ? LONGEST_FIRST.length : at;
};

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/conformance/**/*.test.ts'],
    // Integration tests start real servers on loopback; give them room on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // More files than cores: the slow ones mostly wait (on retry delays, timeouts and idle
    // connections), so four at once on two cores take 2 minutes where two took 3.
    maxWorkers: 4,
    sequence: { sequencer: LongestFirst },
  },
});
