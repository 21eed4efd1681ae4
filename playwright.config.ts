import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Parallel work on one machine runs journeys on separate ports (E2E_PORT). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300);
/**
 * Two workers, one per core, each with its own shop (global-setup.ts): the journeys spend most of
 * their time waiting on a browser or a server, so two at once nearly halve the run.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Debian's chromium-headless-shell when it is installed: Playwright's own default kind of headless
 * browser, the same engine without the desktop browser around it, which halves the run's CPU. The
 * full Chromium (/usr/bin/chromium) otherwise.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';

// Journeys run against the production build served in workerd, with isolated emulator data per worker.
// Chromium is Debian's; nothing is downloaded.
export default defineConfig({
  testDir: 'tests/e2e',
  // A file's journeys run in order in one worker; files are shared out between the workers.
  fullyParallel: false,
  workers: process.env.E2E_BASE_URL ? 1 : E2E_WORKERS,
  // A journey that passes only on a second try is a bug in the test or the code: no retries, in CI too.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // CI shows only what the run prints: a failure's message and its page's aria snapshot.
  reporter: 'list',
  globalSetup: './tests/e2e/global-setup.ts',
  // Runs on separate ports keep separate artefacts (a run clears its own folder at start).
  outputDir: `test-results/e2e-${E2E_PORT}`,
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${E2E_PORT}`,
    // A worker keeps one window for all its journeys, and Playwright resets it before each one:
    // cookies, the HTTP cache, storage of every origin visited, routes, init scripts, extra pages,
    // the viewport and emulated media. What it does not reset (permissions, geolocation, offline,
    // extra headers, history) no journey touches, and eslint holds them to that. A fresh window per
    // journey cost a fifth of the journeys' CPU: a new renderer process and a cold compile of every
    // script for each journey (decision 0080).
    reuseContext: true,
    // Recording a trace costs every journey (a subset used about a third more CPU with it), failing or
    // not, and CI keeps nothing but what it prints: E2E_TRACE=retain-on-failure records them for a rerun.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // V8 without its optimising compilers (Maglev, TurboFan): a journey's page lives a few
        // seconds, and optimising every page's scripts afresh cost more CPU than it saved, a
        // seventh of the journeys' (decision 0082, with the figures). The same scripts run;
        // shoppers' browsers and the benches keep every tier.
        '--js-flags=--max-opt=1',
      ],
    },
  },
  projects: [
    { name: 'js', use: { ...devices['Desktop Chrome'], javaScriptEnabled: true } },
    { name: 'no-js', use: { ...devices['Desktop Chrome'], javaScriptEnabled: false } },
  ],
});
