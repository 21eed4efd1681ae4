// What a screen reader is told after each change a shopper makes away from where they are
// (WCAG 4.1.3): with JavaScript through the shell's one polite live region, without it by the next
// page. With JavaScript the purchase area, the filter panel and the bag drawer are pinned as the
// accessibility tree reads them.
import type { Page } from '@playwright/test';
import { test, expect, hasJavaScript, visit } from './fixtures';
import { bagMessages, catalogueMessages } from '../../app/texts';

test.use({ pictures: false });

const PIECE = 'Mocassino Veneziano';

/** The shell's live region (one for the whole page, polite). */
function announcer(page: Page) {
  return page.locator('[data-announcer]');
}

test('changes to the filters and the bag are said', async ({ page }, testInfo) => {
  const js = hasJavaScript(testInfo);
  await visit(page, '/collections/shoes');
  if (js) {
    await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
    await page.getByRole('link', { name: /^Filter/ }).click();
    const panel = page.getByRole('dialog', { name: catalogueMessages.filter });
    // Counts vary with the catalogue: each value is pinned by its name and the shape of its count.
    await expect(panel).toMatchAriaSnapshot(`
      - dialog "Filter":
        - heading "Filter" [level=2]
        - button "Close filter"
        - group "Colour":
          - list:
            - listitem:
              - checkbox /^Bianco ?, \\d+ pieces?$/
            - listitem:
              - checkbox /^Bordeaux ?, \\d+ pieces?$/
        - group "Size":
          - list:
            - listitem:
              - checkbox /^36 ?, \\d+ pieces?$/
        - group "Category"
        - group "Material":
          - list:
            - listitem:
              - checkbox /^Calfskin ?, \\d+ pieces?$/
        - button "Show results"
    `);
    await panel.getByRole('checkbox', { name: /^Tabacco/ }).check();
    await panel.getByRole('button', { name: catalogueMessages.applyFilters }).click();
  } else {
    const filters = page.getByRole('complementary', { name: catalogueMessages.filters });
    await filters.getByRole('checkbox', { name: /^Tabacco/ }).check();
    await filters.getByRole('button', { name: catalogueMessages.applyFilters }).click();
  }
  await expect(page).toHaveURL(/color=Tabacco/);
  // The count above the grid, and with JavaScript the same words read out.
  const count = page.locator('.catalogue__count');
  await expect(count).toHaveText(/^\d+ pieces?$/);
  const found = await page.locator('.product-card').count();
  await expect(count).toHaveText(catalogueMessages.pieces(found));
  if (js) await expect(announcer(page)).toHaveText(catalogueMessages.pieces(found));

  await visit(page, '/products/mocassino-veneziano');
  if (js) {
    // The purchase area as it is read: the options say what is chosen, then quantity and Add to bag.
    await expect(page.locator('.product__info')).toMatchAriaSnapshot(`
      - heading "${PIECE}" [level=1]
      - paragraph: /^\\$[\\d,.]+$/
      - status: In stock
      - 'group "Color: Nero"':
        - list:
          - listitem:
            - link "Nero"
          - listitem:
            - link "Tabacco"
      - 'group /^Size: \\d+$/':
        - link "Size guide"
        - list:
          - listitem:
            - link /^\\d+$/
      - combobox "Quantity":
        - option "1" [selected]
      - button "Add to bag"
      - group: /Description/
    `);
  }
  await page.getByRole('link', { name: 'Tabacco', exact: true }).click();
  await expect(page).toHaveURL(/Color=Tabacco/);
  await page.getByRole('link', { name: '42', exact: true }).click();
  await expect(page).toHaveURL(/Size=42/);
  await page.getByRole('button', { name: bagMessages.addToBag }).click();
  if (js) {
    const drawer = page.getByRole('dialog', { name: bagMessages.title });
    await expect(drawer.locator('.bag-line')).toHaveCount(1);
    await expect(announcer(page)).toHaveText(bagMessages.added(1));
    await expect(drawer).toMatchAriaSnapshot(`
      - dialog "Bag":
        - banner:
          - heading "Bag" [level=2]
          - button "Close bag"
        - list "Bag":
          - listitem:
            - img "${PIECE} in Tabacco, side view"
            - heading "${PIECE}" [level=3]:
              - link "${PIECE}"
            - term: "Color:"
            - definition: Tabacco
            - term: "Size:"
            - definition: "42"
            - group "Quantity, ${PIECE}":
              - button "One fewer ${PIECE}"
              - text: "1"
              - button "One more ${PIECE}"
            - button "Remove ${PIECE}"
        - region "Total":
          - textbox "Discount code"
          - button "Apply"
          - term: Subtotal
          - definition: /^\\$[\\d,.]+$/
        - link "View bag"
        - paragraph: /^Total \\$[\\d,.]+$/
        - button "Checkout"
    `);
  } else {
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('status')).toHaveText(bagMessages.added(1));
  }

  const bag = js ? page.getByRole('dialog', { name: bagMessages.title }) : page.locator('main');
  await bag.getByRole('button', { name: bagMessages.increase(PIECE) }).click();
  await expect(bag.locator('.bag-qty__value')).toHaveText('2');
  if (js) await expect(announcer(page)).toHaveText(bagMessages.quantityNow(PIECE, 2));
  else await expect(page.getByRole('status')).toHaveText(bagMessages.updated(2));

  await bag.getByLabel(bagMessages.discountLabel).fill('BENVENUTO10');
  await bag.getByRole('button', { name: bagMessages.applyDiscount }).click();
  if (js) await expect(announcer(page)).toHaveText(bagMessages.discountApplied('BENVENUTO10'));
  else await expect(page.getByRole('status')).toHaveText(bagMessages.discountApplied('BENVENUTO10'));
});
