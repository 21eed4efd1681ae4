// Every journey fails on a console error or a 4xx/5xx response the page did not expect.
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend<{ pageProblems: string[]; newsletterDismissed: boolean; consentChosen: boolean }>({
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
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
      });
      await use(problems);
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
}

/** True in the project that runs with JavaScript enabled. */
export function hasJavaScript(testInfo: { project: { use: { javaScriptEnabled?: boolean } } }) {
  return testInfo.project.use.javaScriptEnabled !== false;
}
