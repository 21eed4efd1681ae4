// The footer's link sets and the desktop mega menu, as a shopper sees them on a phone and a desktop.
import { test, expect, visit } from './fixtures';

// The strip's pictures are known by their alternative texts, never by their pixels.
test.use({ pictures: false });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the footer offers every house page and the atelier, and Accessibility once', async ({ page }) => {
    await visit(page, '/');
    const footer = page.locator('footer');
    for (const name of ['Process', 'Archive', 'Press', 'Stockists', 'Shipping and returns']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // A link with its own address opens in a new tab, and its name says so.
    await expect(footer.getByRole('link', { name: /^Write to the atelier/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Accessibility', exact: true }).filter({ visible: true })).toHaveCount(1);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the footer names Accessibility once', async ({ page }) => {
    await visit(page, '/');
    await expect(page.locator('footer').getByRole('link', { name: 'Accessibility', exact: true }).filter({ visible: true })).toHaveCount(1);
  });

  test('the mega menu spreads its columns across the strip, with no empty middle', async ({ page }) => {
    await visit(page, '/');
    const entry = page.locator('.desktop-menu__entry').filter({ has: page.getByRole('link', { name: 'Bags', exact: true }) });
    await entry.getByRole('link', { name: 'Bags', exact: true }).hover();
    const panel = entry.locator('.desktop-menu__panel');
    await expect(panel).toBeVisible();
    // Everything the strip shows, left to right: the words of each link and each picture.
    const boxes = await panel.evaluate((element) =>
      Array.from(element.querySelectorAll('a, img'))
        .map((item) => {
          // A link's words, not its full-width block.
          const range = document.createRange();
          range.selectNodeContents(item);
          const rect = item.tagName === 'IMG' ? item.getBoundingClientRect() : range.getBoundingClientRect();
          return { left: rect.left, right: rect.right };
        })
        .filter((box) => box.right > box.left)
        .sort((a, b) => a.left - b.left),
    );
    let widestGap = 0;
    let reach = boxes[0].right;
    for (const box of boxes.slice(1)) {
      widestGap = Math.max(widestGap, box.left - reach);
      reach = Math.max(reach, box.right);
    }
    expect(widestGap).toBeLessThan(1440 * 0.25);
  });
});
