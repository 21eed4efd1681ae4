// Where a warm request's CPU goes inside the worker: the production build in workerd with the V8
// inspector open, sampled while one shopper (a session and a bag, so every page renders) asks for a
// page many times in a row. Prints self time per package or app folder, then the busiest functions.
//
//   npm run build && node bench/worker-profile.ts [--path /products/arco-tote] [--requests 200] [--anonymous]
//     [--callers URL]   (who calls a busy function: its self time by the calling function)
//
// Figures, not assertions: compare them before and after a change on the same machine.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createMiniOxygen } from '@shopify/mini-oxygen';
import { startEmulators } from '../emulators/server.ts';
import { readConfig } from '../emulators/config.ts';
import { planServices, workerEnv } from '../scripts/local-env.ts';
import { freePort } from '../scripts/free-port.ts';
import { Shopper, stockedVariants } from '../tests/support/bag.ts';
import { rememberEmulators } from '../tests/support/storefront.ts';

const { values: args } = parseArgs({
  options: {
    path: { type: 'string', default: '/products/arco-tote' },
    requests: { type: 'string', default: '200' },
    anonymous: { type: 'boolean', default: false },
    top: { type: 'string', default: '25' },
    callers: { type: 'string' },
  },
});

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const buildDir = resolve(process.env.BOTTEGA_BUILD_DIR ?? 'dist');
const workerFile = join(buildDir, 'server', 'index.js');
const source = readFileSync(workerFile, 'utf8');

/** The bundle's `// node_modules/x/...` and `// app/...` comments say which module each line came from. */
const moduleStarts: Array<[line: number, name: string]> = [];
source.split('\n').forEach((text, index) => {
  const match = /^\/\/ ((?:node_modules\/(?:@[^/]+\/)?[^/]+)|app\/[^/]+(?:\/[^/.]+(?=\/))?|server\.ts)/.exec(text);
  if (match) moduleStarts.push([index, match[1].replace(/^node_modules\//, '')]);
});
function moduleOf(line: number): string {
  let low = 0;
  let high = moduleStarts.length - 1;
  let found = '(bundle prelude)';
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (moduleStarts[middle][0] <= line) {
      found = moduleStarts[middle][1];
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

const emulatorPort = await freePort();
const emulators = await startEmulators(
  { ...readConfig({ EMULATOR_PORT: String(emulatorPort), EMULATOR_DATA_DIR: mkdtempSync(join(tmpdir(), 'bottega-profile-')) }) },
  { quiet: true },
);
rememberEmulators(emulators);
const env = workerEnv(planServices({}), emulators, {});
const inspectorPort = await freePort();
const workerPort = await freePort();
const miniOxygen = createMiniOxygen({
  port: workerPort,
  host: '127.0.0.1',
  debug: true,
  inspectorPort,
  workers: [
    {
      name: 'bottega',
      modulesRoot: join(buildDir, 'server'),
      modules: [{ type: 'ESModule', path: workerFile, contents: readFileSync(workerFile) }],
      bindings: env,
      compatibilityDate: '2025-01-01',
      compatibilityFlags: ['nodejs_compat'],
    },
  ],
  requestHook: null,
});
const { workerUrl, inspectorUrl } = await miniOxygen.ready;
const base = workerUrl.origin;

try {
  const shopper = new Shopper(base, emulators.url);
  if (!args.anonymous) {
    const [variant] = await stockedVariants(emulators.url, 1);
    await shopper.get('/');
    await (await shopper.add(variant)).arrayBuffer();
  }
  const visit = async () => (await shopper.get(args.path!)).arrayBuffer();
  for (let warm = 0; warm < 30; warm++) await visit();

  const targets = (await (await fetch(new URL('/json', `http://${inspectorUrl!.host}`))).json()) as Array<{ webSocketDebuggerUrl: string }>;
  // mini-oxygen's inspector proxy admits DevTools' own origin (Node's WebSocket otherwise sends a user agent it refuses).
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl, { headers: { origin: 'devtools://devtools' } } as unknown as string[]);
  await new Promise((ready, fail) => {
    socket.addEventListener('open', ready, { once: true });
    socket.addEventListener('error', () => fail(new Error('The worker inspector refused the connection')), { once: true });
  });
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id && pending.has(message.id)) pending.get(message.id)!(message.result);
  });
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((answer) => {
      const id = nextId++;
      pending.set(id, answer as (result: unknown) => void);
      socket.send(JSON.stringify({ id, method, params }));
    });

  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 100 });
  await send('Profiler.start');
  const requests = Number(args.requests);
  for (let index = 0; index < requests; index++) await visit();
  const { profile } = await send<{ profile: Profile }>('Profiler.stop');
  socket.close();

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, index) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const byCaller = new Map<string, number>();
  const byModule = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfUs) {
    const { callFrame } = byId.get(id)!;
    if (callFrame.functionName === '(idle)' || callFrame.functionName === '(program)') continue;
    total += us;
    const where = callFrame.url.endsWith('index.js')
      ? moduleOf(callFrame.lineNumber)
      : callFrame.url || `(${callFrame.functionName || 'native'})`;
    byModule.set(where, (byModule.get(where) ?? 0) + us);
    const name = `${callFrame.functionName || '(anonymous)'} [${where}:${callFrame.lineNumber + 1}]`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    if (args.callers && callFrame.functionName === args.callers) {
      const parent = byId.get(parentOf.get(id) ?? -1)?.callFrame;
      const caller = parent
        ? `${parent.functionName || '(anonymous)'} [${parent.url.endsWith('index.js') ? moduleOf(parent.lineNumber) : parent.url}:${parent.lineNumber + 1}]`
        : '(root)';
      byCaller.set(caller, (byCaller.get(caller) ?? 0) + us);
    }
  }
  const perRequest = (us: number) => (us / 1000 / requests).toFixed(2);
  console.log(
    `${args.path} as ${args.anonymous ? 'an anonymous shopper' : 'a shopper with a session and a bag'}: ${perRequest(total)} ms of sampled JS per request over ${requests}`,
  );
  console.log('\nself time per module (ms per request)');
  for (const [name, us] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top)))
    console.log(`${perRequest(us).padStart(7)}  ${name}`);
  console.log('\nbusiest functions (ms per request)');
  for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top)))
    console.log(`${perRequest(us).padStart(7)}  ${name}`);
  if (args.callers) {
    console.log(`\n${args.callers}'s self time by caller (ms per request)`);
    for (const [name, us] of [...byCaller].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top)))
      console.log(`${perRequest(us).padStart(7)}  ${name}`);
  }
} finally {
  await miniOxygen.dispose();
  await emulators.close();
}
