// How the accessibility journeys spend one page load, shared by them all. English is held to every
// check: axe, targets and text spacing at 390, reflow at 320, axe at 1440. Italian is the same
// layout, colours and markup with other words, so it is held to axe (all but colour contrast: the
// same colours on the same backgrounds) and targets at 390, the width where longer words wrap
// first, and to reflow where its words are longest (the header, the footer, the bag); without
// JavaScript only there. An open state is swept at the one width where it exists. Without
// JavaScript each document is replayed as served with its scripts removed (accessibility-checks.ts),
// so axe can run in it. A sweep holds many pages to many checks in one journey: on a loaded
// machine it takes minutes, not the default one (SWEEP_TIMEOUT).
import type { Page } from '@playwright/test';
import { test, hasJavaScript, visit, waitForStyles } from './fixtures';
import {
  axeSource,
  axeViolations,
  DESKTOP,
  PHONE,
  replayWithoutScripts,
  scrollsSideways,
  smallTargets,
  textSpacingProblems,
} from './accessibility-checks';

const NARROWEST = { width: 320, height: 640 };

/** A sweep's journey: several pages, each held to every check at three widths. */
export const SWEEP_TIMEOUT = 180_000;

/** Every document a journey opens carries axe from its start, rather than injected after each load. */
export async function withAxe(page: Page) {
  await page.addInitScript(axeSource);
}

/** Names what a finding was seen in: the mode, then the page or state (its path shows the market). */
export function where(what: string) {
  return `${hasJavaScript(test.info()) ? 'js' : 'no-js'} ${what}`;
}

/**
 * Opens `url` at `size` (a phone's width unless told) as a shopper does, hydrated; or, in the no-js
 * project (which turns JavaScript on for axe), as served with its scripts removed. Its status.
 */
export async function open(page: Page, url: string, size = PHONE): Promise<number | undefined> {
  await page.setViewportSize(size);
  const status = hasJavaScript(test.info()) ? (await visit(page, url))?.status() : await replayWithoutScripts(page, url);
  await waitForStyles(page);
  return status;
}

/** The page as it stands, at a phone's width: axe, targets, text spacing, then reflow at 320. */
async function phoneChecks(page: Page, what: string, { spacing = true, reflow = true, colours = true } = {}) {
  await page.setViewportSize(PHONE);
  const problems = [...(await axeViolations(page, `${what} @390`, { colours })), ...(await smallTargets(page, `${what} @390`))];
  if (spacing) problems.push(...(await textSpacingProblems(page, `${what} @390`)));
  if (reflow) {
    await page.setViewportSize(NARROWEST);
    problems.push(...(await scrollsSideways(page, `${what} @320`)));
  }
  return problems;
}

/** A state open over a page, at the width where it exists: every check that width has. */
export async function sweepState(page: Page, what: string, size: typeof PHONE = PHONE): Promise<string[]> {
  if (size.width < DESKTOP.width) return phoneChecks(page, what);
  return [...(await axeViolations(page, `${what} @1440`)), ...(await textSpacingProblems(page, `${what} @1440`))];
}

/** An English page: every check at 390 and 320, then axe at 1440. */
export async function sweepEnglish(page: Page, what: string): Promise<string[]> {
  const problems = await phoneChecks(page, what);
  await page.setViewportSize(DESKTOP);
  return [...problems, ...(await axeViolations(page, `${what} @1440`))];
}

/**
 * With JavaScript, the next page of a sweep in the same market is reached as a shopper following a
 * link reaches it: the router draws it in the document already hydrated (the markup hydration would
 * have given: React checks that), so the page's code and axe stay compiled and warm. A hydration
 * and axe's first run in a fresh window cost more than all of a page's checks. Waits for the new
 * page's title, which React writes with the page, and answers whether the page is an error.
 */
async function follow(page: Page, path: string): Promise<boolean> {
  const before = await page.title();
  const failed = await page.evaluate(async (path) => {
    const { __reactRouterDataRouter: router } = window as unknown as {
      __reactRouterDataRouter: { navigate: (to: string) => Promise<void>; state: { errors: object | null } };
    };
    await router.navigate(path);
    return router.state.errors !== null;
  }, path);
  await page.waitForFunction((before) => document.title !== before, before);
  await page.waitForFunction(() => (document.documentElement.dataset.partsWaiting ?? '0') === '0');
  await waitForStyles(page);
  return failed;
}

/**
 * Opens each path in English, then in Italian, and sweeps it; a path that answers with another
 * status than `status` is a finding too. `italianReflow` for the pages where Italian's longer words
 * are the ones most likely to push the layout sideways.
 */
export async function sweepPaths(page: Page, paths: readonly string[], { status = 200, italianReflow = false } = {}): Promise<string[]> {
  const problems: string[] = [];
  const js = hasJavaScript(test.info());
  for (const market of ['', '/it-it']) {
    // Without JavaScript an Italian page is the English one's markup with other words, and those
    // words are swept in every Italian page with JavaScript: the pages where they are longest
    // (italianReflow) are swept without it too.
    if (market && !js && !italianReflow) continue;
    for (const [index, path] of paths.entries()) {
      const url = `${market}${path}`;
      const what = where(url);
      if (js && index > 0 && status === 200) {
        // The router of a market's pages has the market's prefix as its base.
        if (await follow(page, path)) problems.push(`${what} answered with an error`);
      } else {
        const answered = await open(page, url);
        if (answered !== status) problems.push(`${what} answered ${answered}`);
      }
      if (!market) problems.push(...(await sweepEnglish(page, what)));
      else problems.push(...(await phoneChecks(page, what, { spacing: false, reflow: italianReflow, colours: false })));
    }
  }
  return problems;
}
