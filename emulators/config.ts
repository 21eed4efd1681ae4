// Where the emulators live and what they know of the storefront. Tests isolate a run by
// pointing EMULATOR_DATA_DIR at a temporary folder and EMULATOR_PORT at a free port.
import { resolve } from 'node:path';

export interface EmulatorConfig {
  port: number;
  host: string;
  /** Folder with shop.sqlite, content.ndjson and generated images; rebuilt by `npm run seed`. */
  dataDir: string;
  /** The emulator's own base URL, used in checkout URLs, image URLs and mail. */
  publicUrl: string;
  /** The storefront's base URL, used in the links of customer mail. */
  storefrontUrl: string;
  sanityProjectId: string;
  sanityDataset: string;
  /**
   * The content languages the seed writes (`EMULATOR_CONTENT_LANGUAGES`, default `en,it`); `en` alone
   * stands for a project whose house has translated nothing (docs/decisions/0060).
   */
  contentLanguages: string[];
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): EmulatorConfig {
  const port = Number(env.EMULATOR_PORT ?? 3100);
  const host = env.EMULATOR_HOST ?? '127.0.0.1';
  return {
    port,
    host,
    dataDir: resolve(env.EMULATOR_DATA_DIR ?? '.data'),
    publicUrl: env.EMULATOR_PUBLIC_URL ?? `http://${host}:${port}`,
    storefrontUrl: env.STOREFRONT_URL ?? 'http://localhost:3000',
    sanityProjectId: env.SANITY_PROJECT_ID ?? 'bottega',
    sanityDataset: env.SANITY_DATASET ?? 'production',
    contentLanguages: (env.EMULATOR_CONTENT_LANGUAGES ?? 'en,it')
      .split(',')
      .map((language) => language.trim().toLowerCase())
      .filter(Boolean),
  };
}
