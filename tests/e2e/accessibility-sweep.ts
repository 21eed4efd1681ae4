// One page load held to every check at every width it needs, shared by the accessibility journeys:
// axe at 390 and 1440, targets and text spacing at 390, reflow at 320. Without JavaScript the page is
// replayed as served with its scripts removed (accessibility-checks.ts), so axe can run in it.
import type { Page, TestInfo } from '@playwright/test';
import { hasJavaScript, visit, waitForStyles } from './fixtures';
import {
  axeViolations,
  DESKTOP,
  PHONE,
  scrollsSideways,
  servedWithoutScripts,
  smallTargets,
  textSpacingProblems,
} from './accessibility-checks';

/** The two markets a shopper reads the shop in. */
export const LOCALES = ['', '/it-it'] as const;

/** In the no-js project the documents arrive stripped of their scripts (the file turns JavaScript on for axe). */
export async function prepare(page: Page, testInfo: TestInfo) {
  if (!hasJavaScript(testInfo)) await servedWithoutScripts(page);
}

/** Opens `url` as a shopper does, on a phone's width first. */
export async function open(page: Page, url: string) {
  await page.setViewportSize(PHONE);
  const response = await visit(page, url);
  await waitForStyles(page);
  return response;
}

/**
 * The page as it stands now, at 390 (axe, targets, text spacing), 320 (reflow) and 1440 (axe). A
 * panel that exists at one size only (the phone's menu, the desktop's) is swept at that size.
 */
export async function sweepPage(page: Page, where: string, { phone = true, desktop = true } = {}): Promise<string[]> {
  const problems: string[] = [];
  if (phone) {
    await page.setViewportSize(PHONE);
    problems.push(...(await axeViolations(page, `${where} @390`)));
    problems.push(...(await smallTargets(page, `${where} @390`)));
    problems.push(...(await textSpacingProblems(page, `${where} @390`)));
    await page.setViewportSize({ width: 320, height: 640 });
    problems.push(...(await scrollsSideways(page, `${where} @320`)));
  }
  if (desktop) {
    await page.setViewportSize(DESKTOP);
    problems.push(...(await axeViolations(page, `${where} @1440`)));
  }
  await page.setViewportSize(phone ? PHONE : DESKTOP);
  return problems;
}

/** Opens each path in each market and sweeps it; a path that answers with an error status is a finding too. */
export async function sweepPaths(page: Page, paths: readonly string[], { expectStatus = 200 } = {}): Promise<string[]> {
  const problems: string[] = [];
  for (const locale of LOCALES) {
    for (const path of paths) {
      const url = `${locale}${path}`;
      const response = await open(page, url);
      if (response && response.status() !== expectStatus) problems.push(`${url} answered ${response.status()}`);
      problems.push(...(await sweepPage(page, url)));
    }
  }
  return problems;
}
