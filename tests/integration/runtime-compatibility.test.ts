// One compatibility date and flag list (deploy/runtime.ts) for every runtime the build meets: what
// Hydrogen declares for Oxygen, the build's oxygen.json, `npm start`, plain workerd's config and
// wrangler.jsonc. A runtime on another date parses URLs, streams and fetches differently, so a page
// that passes locally could break in production.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import ts from 'typescript';
import type { Plugin, ResolvedConfig } from 'vite';
import { hydrogen } from '@shopify/hydrogen/vite';
import { COMPATIBILITY_DATE, COMPATIBILITY_FLAGS } from '../../deploy/runtime.ts';
import { requireBuild } from '../support/storefront.ts';
import { workerdConfig } from '../../scripts/local-workerd.ts';
import { tmpdir } from 'node:os';

/** What Hydrogen's Vite plugin hands mini-oxygen for the Oxygen build. */
function hydrogenDeclaredDate(): string | undefined {
  let declared: string | undefined;
  const main = hydrogen().find((plugin) => plugin.name === 'hydrogen:main') as Plugin;
  const oxygen = {
    name: 'oxygen:main',
    api: { registerPluginOptions: (options: { compatibilityDate?: string }) => (declared = options.compatibilityDate) },
  };
  (main.configResolved as (config: ResolvedConfig) => void)({ root: process.cwd(), plugins: [oxygen] } as unknown as ResolvedConfig);
  return declared;
}

/** `workerd --version` prints the newest compatibility date the binary supports. */
function newestSupportedDate(binary: string): string {
  return /(\d{4}-\d{2}-\d{2})/.exec(execFileSync(binary, ['--version'], { encoding: 'utf8' }))![1];
}

describe('the runtime compatibility date and flags', () => {
  it('are the ones Hydrogen declares for Oxygen, which takes no flags', () => {
    expect(hydrogenDeclaredDate()).toBe(COMPATIBILITY_DATE);
    expect(COMPATIBILITY_FLAGS).toEqual([]);
  });

  it('are what the build declares in oxygen.json', () => {
    requireBuild();
    const oxygen = JSON.parse(readFileSync(join(process.env.BOTTEGA_BUILD_DIR ?? 'dist', 'server', 'oxygen.json'), 'utf8'));
    expect(oxygen.compatibility_date).toBe(COMPATIBILITY_DATE);
  });

  it('are what npm start runs every worker with, in plain workerd', () => {
    const config = workerdConfig(tmpdir(), {
      buildDir: resolve('dist'),
      host: '127.0.0.1',
      port: 3000,
      bindings: { SESSION_SECRET: 'x' },
      shopifyComEmulator: 'http://127.0.0.1:3100',
    });
    // Its own workers (shopify.com's stand-in and the storefront); the front and the cache come from the deploy config, checked below.
    expect(config.match(/worker = \(/g)).toHaveLength(2);
    expect(
      [...config.matchAll(/compatibilityDate = "([^"]*)", compatibilityFlags = \[([^\]]*)\]/g)].map((match) => [match[1], match[2]]),
    ).toEqual(Array(2).fill([COMPATIBILITY_DATE, COMPATIBILITY_FLAGS.map((flag) => JSON.stringify(flag)).join(', ')]));
  });

  it('are what every worker in the plain workerd config runs with', () => {
    const config = readFileSync('deploy/workerd/config.capnp', 'utf8');
    const workers = config.match(/worker = \(/g)?.length ?? 0;
    const dates = [...config.matchAll(/compatibilityDate = "([^"]*)"/g)].map((match) => match[1]);
    const flags = [...config.matchAll(/compatibilityFlags = \[([^\]]*)\]/g)].map((match) =>
      [...match[1].matchAll(/"([^"]*)"/g)].map((flag) => flag[1]),
    );
    expect(workers).toBeGreaterThan(0);
    expect(dates).toEqual(Array(workers).fill(COMPATIBILITY_DATE));
    expect(flags).toEqual(Array(workers).fill([...COMPATIBILITY_FLAGS]));
  });

  it('are what wrangler.jsonc deploys with', () => {
    const { config, error } = ts.parseConfigFileTextToJson('wrangler.jsonc', readFileSync('wrangler.jsonc', 'utf8'));
    expect(error).toBeUndefined();
    expect(config.compatibility_date).toBe(COMPATIBILITY_DATE);
    expect(config.compatibility_flags ?? []).toEqual([...COMPATIBILITY_FLAGS]);
  });

  it('are supported by the workerd binary that npm start, plain workerd and wrangler run (none falls back to an older date)', () => {
    const require = createRequire(import.meta.url);
    const binaries = [
      resolve('node_modules/.bin/workerd'),
      // The copies mini-oxygen's and wrangler's miniflare load, wherever npm placed them.
      ...['@shopify/mini-oxygen', 'wrangler'].map((owner) => {
        const miniflare = createRequire(require.resolve(`${owner}/package.json`)).resolve('miniflare');
        return join(createRequire(miniflare).resolve('workerd/package.json'), '..', 'bin', 'workerd');
      }),
    ];
    for (const binary of binaries) expect(newestSupportedDate(binary) >= COMPATIBILITY_DATE, binary).toBe(true);
  });
});

describe('plain workerd settings', () => {
  it('pass every variable .env.example documents from the environment to the storefront', () => {
    const config = readFileSync('deploy/workerd/config.capnp', 'utf8');
    const documented = [...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
    expect(documented.length).toBeGreaterThan(10);
    for (const name of documented) expect(config).toContain(`(name = "${name}", fromEnvironment = "${name}")`);
  });
});
