// `npm test`: every check the project has, in phases, each printed with its time. The cheap static
// checks and the build run first, side by side, so a type or lint error is reported within a minute
// or two; lint's four checks run there as steps of their own, each timed. The journeys spend much of
// their time waiting on a browser or a server, so the CPU-bound seed-image job and the Customer
// Account API journeys (their own https shop) run beside them.
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  command: string;
  /** Its output is shown as it comes (one step per phase); the others' is held until they end. */
  streams?: boolean;
}

/** The Customer Account API journeys' shop answers one port above the main journeys' first shop. */
const accountsPort = Number(process.env.E2E_PORT ?? 3300) + 1;

const phases: Step[][] = [
  // The route types are written once, before the checks that read them: typecheck and lint each
  // writing them beside the other let one read the folder while the other was rewriting it.
  [{ name: 'route types', command: 'npx react-router typegen' }],
  [
    { name: 'typecheck', command: 'npm run --silent typecheck:tsc' },
    // `npm run lint` runs these four one after another.
    { name: 'lint: eslint', command: 'npm run --silent lint:code' },
    { name: 'lint: formatting', command: 'npm run --silent lint:format' },
    { name: 'lint: unused files and exports', command: 'npm run --silent lint:unused' },
    { name: 'lint: dependency rules', command: 'npm run --silent lint:deps' },
    { name: 'graphql check', command: 'npm run --silent graphql:check' },
    { name: 'build', command: 'npm run --silent build' },
  ],
  [{ name: 'unit, integration and conformance tests', command: 'npm run --silent test:unit', streams: true }],
  [
    { name: 'journeys with and without JavaScript', command: 'npx playwright test', streams: true },
    {
      name: 'journeys in Customer Account API mode',
      command: `E2E_PORT=${accountsPort} npx playwright test -c playwright.customer-accounts.config.ts`,
    },
    { name: 'seed images', command: 'npm run --silent test:seed' },
  ],
];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Runs a step, streaming its output or holding it until the step ends. */
function run(step: Step): Promise<{ step: Step; ok: boolean; output: string; took: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, {
      shell: true,
      stdio: ['ignore', step.streams ? 'inherit' : 'pipe', step.streams ? 'inherit' : 'pipe'],
      env: process.env,
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => resolve({ step, ok: code === 0, output, took: seconds(started) }));
  });
}

const total = performance.now();
const timings: string[] = [];
for (const phase of phases) {
  console.log(`\n▶ ${phase.map((step) => step.name).join(' + ')}`);
  // Held output is printed when its step ends, so no two steps' lines interleave.
  const results = await Promise.all(phase.map((step) => run(step)));
  for (const { step, ok, output, took } of results) {
    process.stdout.write(output);
    console.log(`${ok ? '✔' : '✘'} ${step.name}: ${took}`);
    timings.push(`  ${step.name.padEnd(42)} ${took}${ok ? '' : '  FAILED'}`);
  }
  if (results.some((result) => !result.ok)) {
    console.log(`\nnpm test failed after ${seconds(total)}:\n${timings.join('\n')}`);
    process.exit(1);
  }
}
console.log(`\nnpm test passed in ${seconds(total)}:\n${timings.join('\n')}`);
