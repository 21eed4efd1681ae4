// `npm start`'s runtime: plain workerd, the binary Oxygen's and Cloudflare's runtime is built from,
// serving the build with deploy/workerd/config.capnp's front (the client build's files) and cache
// (the Cache API Hydrogen needs), behind the local edge (local-edge.js). No Node process stands in
// the way of a request: see docs/decisions/0010-local-runtime.md for why and for the figures.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { COMPATIBILITY_DATE, COMPATIBILITY_FLAGS } from '../deploy/runtime.ts';
import type { LocalTls } from './local-tls.ts';

export interface WorkerdOptions {
  buildDir: string;
  host: string;
  port: number;
  /** The storefront worker's env; handed to workerd through its process environment, never written to disk. */
  bindings: Record<string, string>;
  /** The header the worker trusts for the client's address, which the local edge sets from the socket. */
  clientIpHeader?: string;
  /** Serve https with this certificate (PEM files) instead of http. */
  tls?: LocalTls;
  /** The emulator standing in for shopify.com (Customer Account API mode), see local-edge.js. */
  shopifyComEmulator?: string;
}

/** A capnp string literal (JSON's escapes are capnp's for the characters that need one). */
const text = (value: string) => JSON.stringify(value);

/** The workerd config `npm start` runs: one worker per service, all at the production date and flags. */
export function workerdConfig(
  folder: string,
  { buildDir, host, port, bindings, clientIpHeader, tls, shopifyComEmulator }: WorkerdOptions,
): string {
  // capnp reads an absolute path as one inside its import roots: files are named relative to the config's folder.
  const file = (path: string) => text(relative(folder, resolve(path)));
  const runtime = `compatibilityDate = ${text(COMPATIBILITY_DATE)}, compatibilityFlags = [${COMPATIBILITY_FLAGS.map(text).join(', ')}]`;
  const fromEnvironment = Object.keys(bindings).map((name) => `(name = ${text(name)}, fromEnvironment = ${text(name)})`);
  const edgeBindings = [
    '(name = "FRONT", service = "front")',
    ...(clientIpHeader ? [`(name = "CLIENT_IP_HEADER", text = ${text(clientIpHeader)})`] : []),
    ...(shopifyComEmulator ? [`(name = "EMULATOR_URL", text = ${text(shopifyComEmulator.replace(/\/+$/, ''))})`] : []),
  ];
  const protocol = tls
    ? `https = (options = (), tlsOptions = (keypair = (privateKey = embed ${file(tls.keyFile)}, certificateChain = embed ${file(tls.certFile)})))`
    : 'http = ()';
  return `using Workerd = import "/workerd/workerd.capnp";
using Deploy = import ${file('deploy/workerd/config.capnp')};

const config :Workerd.Config = (
  services = [.edge, Deploy.front, .storefront, Deploy.cache, .assets, Deploy.localInternet],
  sockets = [(name = "http", address = ${text(`${host}:${port}`)}, ${protocol}, service = "edge")],
);

const edge :Workerd.Service = (name = "edge", worker = (
  modules = [(name = "local-edge.js", esModule = embed ${file('scripts/local-edge.js')})],
  ${runtime},
  bindings = [${edgeBindings.join(', ')}],
));

const storefront :Workerd.Service = (name = "storefront", worker = (
  modules = [(name = "index.js", esModule = embed ${file(join(buildDir, 'server', 'index.js'))})],
  ${runtime},
  cacheApiOutbound = "cache",
  ${shopifyComEmulator ? 'globalOutbound = (name = "edge", entrypoint = "shopifyCom"),' : ''}
  bindings = [${fromEnvironment.join(',\n    ')}],
));

const assets :Workerd.Service = (name = "assets", disk = (path = ${text(join(buildDir, 'client'))}, writable = false));
`;
}

export interface RunningWorkerd {
  pid: number;
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
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      output.push(line);
      log(line);
    });
  }
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  await new Promise<void>((listening, failed) => {
    const control = createInterface({ input: child.stdio[3] as NodeJS.ReadableStream });
    control.on('line', (line) => {
      if ((JSON.parse(line) as { event?: string }).event === 'listen') listening();
    });
    child.once('exit', (code) => failed(new Error(`workerd exited (${code}) before it listened:\n${output.join('\n')}`)));
  }).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return { pid: child.pid!, close };
}
