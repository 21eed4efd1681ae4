// The built storefront in the runtimes a merchant deploys to, started the way README "Deploying"
// says: plain workerd with deploy/workerd/config.capnp, and `wrangler dev --local` with wrangler.jsonc.
// Neither goes through mini-oxygen; both read their settings as production does (the process
// environment for workerd, an env file for wrangler), here pointed at the emulators.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../scripts/free-port.ts';

export interface RunningRuntime {
  url: string;
  /** Everything the runtime wrote, for a failure's message. */
  output(): string;
  close(): Promise<void>;
}

const BIN = resolve('node_modules/.bin');
/** Both runtimes start in a few seconds; a minute means they never will. */
const START_TIMEOUT_MS = 60_000;

function buildDir(): string {
  return resolve(process.env.BOTTEGA_BUILD_DIR ?? 'dist');
}

/**
 * deploy/workerd/config.capnp as kept in the repository. Another build folder (BOTTEGA_BUILD_DIR)
 * gets a copy whose embedded paths name it, since workerd resolves `embed` beside the config file.
 */
function workerdConfig(): { config: string; scratch?: string } {
  const config = resolve('deploy/workerd/config.capnp');
  if (buildDir() === resolve('dist')) return { config };
  const folder = mkdtempSync(join(tmpdir(), 'bottega-workerd-'));
  const text = readFileSync(config, 'utf8')
    .replaceAll('embed "../../dist/', `embed "${buildDir()}/`)
    .replace(/embed "(\w+\.js)"/g, (_, file: string) => `embed "${resolve('deploy/workerd', file)}"`);
  writeFileSync(join(folder, 'config.capnp'), text);
  return { config: join(folder, 'config.capnp'), scratch: folder };
}

/** Plain workerd (the binary from node_modules) serving dist/ with its `local` network. */
export async function startPlainWorkerd(env: Record<string, string>): Promise<RunningRuntime> {
  const port = await freePort();
  const { config, scratch } = workerdConfig();
  const child = spawn(
    join(BIN, 'workerd'),
    ['serve', config, 'local', '--socket-addr', `http=127.0.0.1:${port}`, '--directory-path', `assets=${join(buildDir(), 'client')}`],
    { env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  return running(child, `http://127.0.0.1:${port}`, scratch);
}

/** `wrangler dev --local`: miniflare and workerd as Cloudflare's own tooling runs them, offline. */
export async function startWranglerDev(env: Record<string, string>): Promise<RunningRuntime> {
  const port = await freePort();
  const scratch = mkdtempSync(join(tmpdir(), 'bottega-wrangler-'));
  const envFile = join(scratch, '.env');
  writeFileSync(
    envFile,
    Object.entries(env)
      .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
      .join('\n'),
  );
  const child = spawn(
    join(BIN, 'wrangler'),
    [
      'dev',
      join(buildDir(), 'server', 'index.js'),
      '--local',
      '--config',
      resolve('wrangler.jsonc'),
      '--assets',
      join(buildDir(), 'client'),
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--env-file',
      envFile,
      '--persist-to',
      join(scratch, 'state'),
      '--show-interactive-dev-session=false',
      '--live-reload=false',
    ],
    {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        // Offline: no metrics, and no fetch of Cloudflare's request.cf sample (its placeholder serves).
        WRANGLER_SEND_METRICS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        XDG_CONFIG_HOME: scratch,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  return running(child, `http://127.0.0.1:${port}`, scratch);
}

/** `scratch`: a folder of the runtime's own, removed once it has stopped. */
async function running(child: ChildProcess, url: string, scratch?: string): Promise<RunningRuntime> {
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const runtime: RunningRuntime = {
    url,
    output: () => log,
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        // The whole group: wrangler runs workerd as a child of its own.
        process.kill(-child.pid!, 'SIGTERM');
        await exited;
      }
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The runtime exited (${child.exitCode}):\n${log}`);
    // The favicon is a file of the client build: once it answers, assets and the worker are up.
    const answer = await fetch(`${url}/favicon.svg`).catch(() => null);
    if (answer?.ok) return runtime;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  await runtime.close();
  throw new Error(`The runtime did not answer within ${START_TIMEOUT_MS / 1000} s:\n${log}`);
}
