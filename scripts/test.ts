// `npm test`: every check the project has, in phases, each printed with its time. Cheap static
// checks run first, two at a time (the machine has two cores); the slow seed-image job runs on
// its own after the other vitest tiers, so a failure elsewhere is reported before it starts.
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  command: string;
}

const phases: Step[][] = [
  [
    { name: 'typecheck', command: 'npm run --silent typecheck' },
    { name: 'lint', command: 'npm run --silent lint' },
  ],
  [
    { name: 'graphql check', command: 'npm run --silent graphql:check' },
    { name: 'build', command: 'npm run --silent build' },
  ],
  [{ name: 'unit, integration and conformance tests', command: 'npm run --silent test:unit' }],
  [{ name: 'seed images', command: 'npm run --silent test:seed' }],
  [{ name: 'journeys with and without JavaScript', command: 'npm run --silent test:e2e' }],
];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Runs a step; `alone` streams its output as it comes, otherwise it is held until the step ends. */
function run(step: Step, alone: boolean): Promise<{ step: Step; ok: boolean; output: string; took: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, {
      shell: true,
      stdio: ['ignore', alone ? 'inherit' : 'pipe', alone ? 'inherit' : 'pipe'],
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
  // Parallel steps hold their output until they end, so their lines never interleave.
  const results = await Promise.all(phase.map((step) => run(step, phase.length === 1)));
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
