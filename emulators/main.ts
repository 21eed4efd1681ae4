// `npm run emulators`: the emulators alone, for working against them with other tools.
import { startEmulators } from './server.ts';

const running = await startEmulators();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void running.close().then(() => process.exit(0)));
}
