// `npm run dev`: the emulators (for services not configured) plus React Router's dev server with
// hot reload; Hydrogen's Vite plugin runs the worker in workerd through mini-oxygen, at the
// compatibility date of deploy/runtime.ts (vite.config.ts hands it over, as it does to the build).
import { spawn } from 'node:child_process';
import { loadDotEnv, needsEmulators, planServices, sessionSecret, StartupError, workerEnv } from './local-env.ts';
import { startEmulators } from '../emulators/server.ts';

loadDotEnv();
const plan = planServices();
try {
  sessionSecret(plan, process.env.SESSION_SECRET);
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  // A setting for the operator to fix: say which, without a stack trace.
  console.error(error.message);
  process.exit(1);
}
// Mail from the emulators links back here: to the port asked for (`npm run dev -- --port 4000`), else Vite's 3000.
const portFlag = process.argv.indexOf('--port');
const port = portFlag === -1 ? '3000' : process.argv[portFlag + 1];
const storefrontUrl = process.env.STOREFRONT_URL ?? `http://localhost:${port}`;
const emulators = needsEmulators(plan) ? await startEmulators({ storefrontUrl }) : null;
const env = { ...process.env, ...workerEnv(plan, emulators?.url ?? null) };

const child = spawn('react-router', ['dev', ...process.argv.slice(2)], { stdio: 'inherit', env });
const stop = () => {
  child.kill('SIGTERM');
  void emulators?.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => void emulators?.close().then(() => process.exit(code ?? 0)));
