// `npm start`'s runtime: plain workerd, the binary Oxygen's and Cloudflare's runtime is built from,
// serving the build with deploy/workerd/config.capnp's front (the client build's files) and cache
// (the Cache API Hydrogen needs), at the production date and flags, behind the front door
// (front-door.ts). See docs/decisions/0010-local-runtime.md for why and for the figures.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { COMPATIBILITY_DATE, COMPATIBILITY_FLAGS } from '../deploy/runtime.ts';
import { FORWARDED_PROTO } from './front-door.ts';

export interface WorkerdOptions {
  buildDir: string;
  host: string;
  port: number;
  /** The storefront worker's env; handed to workerd through its process environment, never written to disk. */
  bindings: Record<string, string>;
  /** The emulator standing in for shopify.com (Customer Account API mode), see shopify-com.js. */
  shopifyComEmulator?: string;
}

/** A capnp string literal (JSON's escapes are capnp's for the characters that need one). */
const text = (value: string) => JSON.stringify(value);

/** The workerd config `npm start` runs: one worker per service, all at the production date and flags. */
export function workerdConfig(folder: string, { buildDir, host, port, bindings, shopifyComEmulator }: WorkerdOptions): string {
  // capnp reads an absolute path as one inside its import roots: files are named relative to the config's folder.
  const file = (path: string) => text(relative(folder, resolve(path)));
  const runtime = `compatibilityDate = ${text(COMPATIBILITY_DATE)}, compatibilityFlags = [${COMPATIBILITY_FLAGS.map(text).join(', ')}]`;
  const fromEnvironment = Object.keys(bindings).map((name) => `(name = ${text(name)}, fromEnvironment = ${text(name)})`);
  return `using Workerd = import "/workerd/workerd.capnp";
using Deploy = import ${file('deploy/workerd/config.capnp')};

const config :Workerd.Config = (
  services = [${shopifyComEmulator ? '.shopifyCom, ' : ''}Deploy.front, .storefront, Deploy.cache, .assets, Deploy.localInternet],
  # Only the front door (front-door.ts) connects here, and it tells the scheme of the shopper's request.
  sockets = [(name = "http", address = ${text(`${host}:${port}`)}, http = (forwardedProtoHeader = ${text(FORWARDED_PROTO)}),
    service = ${text(shopifyComEmulator ? 'shopify-com' : 'front')})],
);
${
  shopifyComEmulator
    ? `
const shopifyCom :Workerd.Service = (name = "shopify-com", worker = (
  modules = [(name = "shopify-com.js", esModule = embed ${file('scripts/shopify-com.js')})],
  ${runtime},
  bindings = [(name = "FRONT", service = "front"), (name = "EMULATOR_URL", text = ${text(shopifyComEmulator.replace(/\/+$/, ''))})],
));
`
    : ''
}
const storefront :Workerd.Service = (name = "storefront", worker = (
  modules = [(name = "index.js", esModule = embed ${file(join(buildDir, 'server', 'index.js'))})],
  ${runtime},
  cacheApiOutbound = "cache",
  ${shopifyComEmulator ? 'globalOutbound = (name = "shopify-com", entrypoint = "shopifyCom"),' : ''}
  bindings = [${fromEnvironment.join(',\n    ')}],
));

const assets :Workerd.Service = (name = "assets", disk = (path = ${text(join(buildDir, 'client'))}, writable = false));
`;
}

export interface RunningWorkerd {
  pid: number;
  port: number;
  close(): Promise<void>;
}

/** Starts workerd with workerdConfig and resolves once its socket listens (workerd reports it on --control-fd). */
export async function startWorkerd(options: WorkerdOptions, log: (line: string) => void): Promise<RunningWorkerd> {
  const folder = mkdtempSync(join(tmpdir(), 'bottega-workerd-'));
  const config = join(folder, 'config.capnp');
  writeFileSync(config, workerdConfig(folder, options));
  const child = spawn(resolve('node_modules/.bin/workerd'), ['serve', config, '--control-fd=3'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...options.bindings },
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  });
  // What workerd wrote before it listened, for the error if it never does (kept no longer).
  let output: string[] | null = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      output?.push(line);
      log(line);
    });
  }
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  // A Node process that ends without close() (a test run that crashed) takes workerd with it.
  const orphaned = () => child.kill('SIGTERM');
  process.once('exit', orphaned);
  const close = async () => {
    process.off('exit', orphaned);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  await new Promise<void>((listening, failed) => {
    const control = createInterface({ input: child.stdio[3] as NodeJS.ReadableStream });
    control.on('line', (line) => {
      if ((JSON.parse(line) as { event?: string }).event !== 'listen') return;
      output = null;
      listening();
    });
    child.once('exit', (code) => failed(new Error(`workerd exited (${code}) before it listened:\n${output?.join('\n')}`)));
  }).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return { pid: child.pid!, port: options.port, close };
}
