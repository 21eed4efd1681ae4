// Every journey fails on a console error or a 4xx/5xx response the page did not expect.
import { test as base, expect, type ConsoleMessage, type Page, type Response } from '@playwright/test';
import type { E2EShop } from './global-setup';

/**
 * This worker's own shop, started by global-setup.ts (none when a run is pointed at E2E_BASE_URL or
 * its config starts one shop itself). Journeys that ask the shop or its emulators directly read
 * E2E_EMULATOR_URL and E2E_STOREFRONT_TOKEN, set here for this worker's process.
 */
function workerShop(parallelIndex: number): E2EShop | undefined {
  if (!process.env.E2E_SHOPS) return undefined;
  const shops = JSON.parse(process.env.E2E_SHOPS) as E2EShop[];
  const shop = shops[parallelIndex % shops.length];
  process.env.E2E_EMULATOR_URL = shop.emulatorUrl;
  process.env.E2E_STOREFRONT_TOKEN = shop.storefrontToken;
  return shop;
}

export const test = base.extend<
  { pageProblems: string[]; newsletterDismissed: boolean; consentChosen: boolean },
  { shop: E2EShop | undefined; pictures: boolean }
>({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  shop: [async ({}, use, workerInfo) => use(workerShop(workerInfo.parallelIndex)), { scope: 'worker', auto: true }],
  baseURL: async ({ baseURL, shop }, use) => use(shop?.url ?? baseURL),
  // Decoding and drawing the photographs is about a quarter of what Chromium does for a page. A
  // file whose journeys never look at a picture (a bag, an account, a form; the keyboard journeys,
  // which read focus from computed colours; the accessibility sweeps, whose checks read the DOM
  // and its boxes, and axe, which never reads a picture's pixels: text over a photograph is
  // "incomplete" to it, drawn or not) turns them off with `test.use({ pictures: false })`: the
  // browser then fetches none, and their boxes keep their size and their text alternatives. Those
  // that look keep them: content and home (a picture arrives whole), layout-hydration (pictures
  // coming in move nothing) and the motion journey's strip of pictures. (scroll-lock launches its
  // own kind of window, with pictures.)
  pictures: [true, { option: true, scope: 'worker' }],
  launchOptions: [
    async ({ launchOptions, pictures }, use) =>
      use(pictures ? launchOptions : { ...launchOptions, args: [...(launchOptions.args ?? []), '--blink-settings=imagesEnabled=false'] }),
    { scope: 'worker' },
  ],
  // The newsletter popup opens a second after load and would cover what a journey is doing; only
  // the newsletter journeys turn this off.
  newsletterDismissed: [true, { option: true }],
  // A returning shopper who accepted cookies: the banner stays away and the analytics run. Only the
  // consent journeys start undecided.
  consentChosen: [true, { option: true }],
  context: async ({ context, baseURL, newsletterDismissed, consentChosen }, use) => {
    if (newsletterDismissed) await context.addCookies([{ name: 'newsletter', value: 'dismissed', url: baseURL! }]);
    if (consentChosen) await context.addCookies([{ name: 'bottega_consent', value: 'analytics.marketing', url: baseURL!, httpOnly: true }]);
    await use(context);
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      };
      const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
      const onResponse = (response: Response) => {
        if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
      };
      page.on('console', onConsole).on('pageerror', onPageError).on('response', onResponse);
      await use(problems);
      // The window goes on to the worker's next journey (reuseContext): its listeners must not.
      page.off('console', onConsole).off('pageerror', onPageError).off('response', onResponse);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * With JavaScript, wait until React has hydrated (root.tsx marks <html data-hydrated> once it
 * has): a click before that is an ordinary link's navigation, not the enhanced behaviour.
 */
export async function waitForHydration(page: Page) {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForFunction(() => (document.documentElement.dataset.partsWaiting ?? '0') === '0');
}

/**
 * Opens a page as a shopper does and, with JavaScript, waits until React has hydrated it: a press
 * before that takes the path meant for browsers without JavaScript (it works, but it is not what a
 * journey with JavaScript means to try). A document React Router did not render (a file, another
 * site's page) is not waited on.
 */
export async function visit(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  if (hasJavaScript(base.info())) {
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true' || !('__reactRouterContext' in window));
    // Parts hydrated later (the footer, the consent form) behave as without JavaScript until their code is in.
    await page.waitForFunction(() => (document.documentElement.dataset.partsWaiting ?? '0') === '0');
  }
  return response;
}

/** True in the project that runs with JavaScript enabled. */
export function hasJavaScript(testInfo: { project: { use: { javaScriptEnabled?: boolean } } }) {
  return testInfo.project.use.javaScriptEnabled !== false;
}

/**
 * Without JavaScript nothing holds DOMContentLoaded back for the stylesheets (no script waits on
 * them), so a page measured then may be laid out without its CSS. This waits for every stylesheet,
 * and not for the pictures. It polls from here: with JavaScript off, no callback runs in the page.
 */
export async function waitForStyles(page: Page) {
  await expect
    .poll(
      () => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet)),
      {
        intervals: [50],
      },
    )
    .toBe(true);
}

/**
 * Does what a shopper does to send a form (a click on Add to bag, Update, ...) and waits for the
 * shop's answer to its POST, with or without JavaScript. `waitForLoadState('networkidle')` is no
 * such wait: once the page has been idle it returns at once, before the form has even been sent.
 */
export async function submitted(page: Page, path: string, send: () => Promise<void>) {
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.replace(/\.data$/, '') === path,
  );
  await send();
  const response = await answer;
  expect(response.status(), `POST ${path}`).toBeLessThan(400);
}
