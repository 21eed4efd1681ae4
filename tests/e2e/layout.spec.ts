// The layout a shopper sees on a phone (390), a tablet (768) and a desktop (1440): on every kind of
// page nothing runs off the screen, no text is cut off, and the controls each page is for are on
// screen and clear of each other. With and without JavaScript; the bag drawer only exists with it.
import type { Page } from '@playwright/test';
import { test, expect, hasJavaScript, waitForHydration, waitForStyles } from './fixtures';
import { layoutProblems, controlProblems } from './layout-checks';
import { MOBILE_BREAKPOINT_PX } from '../../app/core/constants';

// Boxes are measured before the pictures arrive (see visit below); layout-hydration.spec.ts is
// the journey that watches the pictures come in and move nothing.
test.use({ pictures: false });

const WIDTHS = [390, 768, 1440] as const;
const DEMO = { email: 'giulia@example.com', password: 'bottega-demo' };

function headerControls(page: Page, width: number) {
  const header = page.locator('.site-header');
  return {
    logo: header.getByRole('link', { name: /home$/ }),
    ...(width < MOBILE_BREAKPOINT_PX
      ? { menu: header.getByRole('link', { name: 'Menu' }) }
      : { 'main menu': header.getByRole('navigation', { name: 'Main' }) }),
    search: header.getByRole('link', { name: 'Search' }),
    bag: header.getByRole('link', { name: /^Bag \[\d+\]$/ }),
  };
}

async function visit(page: Page, path: string, js: boolean) {
  // Every image carries its width and height, so the layout is final before the pictures arrive.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForStyles(page);
  if (js) await waitForHydration(page);
  // Web fonts change every line's width: measure with the shop's own type.
  await page.evaluate(() => document.fonts.ready);
}

/** Two colours of the piece in the bag (two lines, the tallest summary), then the drawer measured at each width. */
async function bagDrawerProblems(page: Page): Promise<string[]> {
  const drawer = page.getByRole('dialog', { name: /bag/i });
  const addToBag = page
    .locator('main')
    .getByRole('button', { name: /add to bag/i })
    .first();
  await addToBag.click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: /close/i }).click();
  const other = page.locator('.product-option--colour a:not([aria-current])').first();
  const colour = (await other.locator('.option-value__name').textContent())!;
  await other.click();
  await expect(page).toHaveURL(/variant=/);
  // The other colour's page is drawn (it names the colour chosen) before its Add to bag is pressed:
  // the address moves first, and the button before it would add the first colour again.
  await expect(page.locator('.product-option--colour .product-option__value')).toHaveText(colour);
  await addToBag.click();
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('.bag-summary__row--total').last()).toBeVisible();
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await resize(page, width);
    problems.push(
      ...[
        ...(await layoutProblems(page)),
        ...(await controlProblems(page, {
          ...(width < MOBILE_BREAKPOINT_PX ? { menu: drawer.getByRole('link', { name: 'Menu' }) } : {}),
          close: drawer.getByRole('button', { name: /close/i }),
          total: drawer.locator('.bag-summary__row--total').last(),
          checkout: drawer.getByRole('button', { name: /checkout/i }),
        })),
      ].map((problem) => `bag drawer @${width}: ${problem}`),
    );
  }
  await drawer.getByRole('button', { name: /close/i }).click();
  return problems;
}

/** The window at a phone's, a tablet's or a desktop's size: the page lays itself out again. */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < MOBILE_BREAKPOINT_PX ? 844 : 900 });
}

test('home, collection, product, the bag drawer, search, lookbook and account fit the screen at every width', async ({
  page,
}, testInfo) => {
  // Six pages in one test, each measured at three widths; on a shared two-core machine they need room.
  test.setTimeout(180_000);
  const js = hasJavaScript(testInfo);
  const pages: [string, (page: Page, width: number) => Record<string, ReturnType<Page['locator']>>][] = [
    ['/', () => ({})],
    [
      '/collections/bags',
      (p, width) => ({
        // Without JavaScript on wide screens the filters stand open beside the grid: no link to them.
        ...(js || width < 1024 ? { filter: p.getByRole('link', { name: /^Filter/ }) } : {}),
        sort: p.getByRole('combobox', { name: /sort by/i }),
      }),
    ],
    [
      '/products/arco-tote',
      (p) => ({
        'add to bag': p
          .locator('main')
          .getByRole('button', { name: /add to bag/i })
          .first(),
      }),
    ],
    ['/search?q=nero', (p) => ({ 'search field': p.locator('main').getByRole('searchbox').or(p.locator('main input[name="q"]')).first() })],
    ['/lookbooks/autunno-inverno-2025', () => ({})],
  ];
  const problems: string[] = [];
  // Each page is opened once and the window resized around it, as a shopper turning a tablet or
  // narrowing a window sees it. Without JavaScript only the catalogue and product pages lay out
  // differently (the filters stand in the page, the buy form posts): the rest is the same markup,
  // measured once.
  for (const [path, controls] of js ? pages : pages.filter(([path]) => /^\/(collections|search|products)/.test(path))) {
    await resize(page, WIDTHS[0]);
    await visit(page, path, js);
    for (const width of WIDTHS) {
      await resize(page, width);
      for (const problem of await layoutProblems(page)) problems.push(`${path} @${width}: ${problem}`);
      for (const problem of await controlProblems(page, { ...headerControls(page, width), ...controls(page, width) }))
        problems.push(`${path} @${width}: ${problem}`);
    }
    if (js && path.startsWith('/products/')) problems.push(...(await bagDrawerProblems(page)));
  }

  // Signed in through the sign-in form's own post; the session cookie lands in this browser.
  const signIn = await page.request.post('/account/login', { form: DEMO, maxRedirects: 0 });
  expect(signIn.status()).toBe(302);
  await visit(page, '/account', js);
  await expect(page).toHaveURL(/\/account$/);
  const main = page.locator('main');
  for (const width of WIDTHS) {
    await resize(page, width);
    for (const problem of await layoutProblems(page)) problems.push(`/account @${width}: ${problem}`);
    for (const problem of await controlProblems(page, { 'sign out': main.getByRole('button', { name: 'Sign out' }) }))
      problems.push(`/account @${width}: ${problem}`);
  }

  expect(problems).toEqual([]);
});
