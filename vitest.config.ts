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
    // A worker keeps the modules it has imported from one file to the next: importing the app and
    // the emulators afresh for each of 137 files cost 2 of its 6 CPU minutes (isolate: true: 198 s
    // and 352 CPU-s on two cores; false: 145 s and 234). Every file starts its own servers on its own
    // data, and what a test stubs or spies on is put back after it, so nothing leaks between files.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // More files than cores: the slow ones mostly wait (on retry delays, timeouts and idle
    // connections), so four at once on two cores take 2 minutes where two took 3.
    maxWorkers: 4,
    sequence: { sequencer: LongestFirst },
  },
});
