// The studio layout: where click-to-edit links lead when no Studio is configured, a page of its own
// without the shop's header and footer, saying what to set; never indexed.
import { test, expect, visit } from './fixtures';
import { shellMessages, studioMessages } from '../../app/texts';

test.use({ pictures: false });

for (const path of ['/studio', '/studio/intent/edit/id=settings;type=settings']) {
  test(`${path} is the editors' page, not a dead link`, async ({ page, pageProblems }) => {
    const response = await visit(page, path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${studioMessages.title} · Bottega`);
    await expect(page.getByRole('heading', { level: 1, name: studioMessages.title })).toBeVisible();
    await expect(page.getByText('SANITY_STUDIO_ORIGIN', { exact: false })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    // The studio layout: no shop header tools, no footer.
    await expect(page.getByRole('navigation', { name: shellMessages.headerTools })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.getByRole('link', { name: studioMessages.backToShop }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(pageProblems).toEqual([]);
  });
}
