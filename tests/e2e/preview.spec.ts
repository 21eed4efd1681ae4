// Draft-only text is absent normally, present in preview (entered with the
// seeded secret), and gone again after leaving; a wrong secret is refused. Outside preview no stega
// characters reach the HTML.
import { test, expect, visit } from './fixtures';

test.use({ pictures: false });

const DRAFT_ONLY = 'Autumn atelier preview';
const SECRET = 'bottega-local-preview';
// Stega encodes source maps in zero-width characters.
const STEGA = /[\u200B-\u200D\uFEFF\u2060-\u2064]{4,}/;

test('editors enter preview with the secret, get stega-encoded content, and leave it with a link', async ({ page, request }) => {
  await visit(page, '/');
  await expect(page.locator('body')).not.toContainText(DRAFT_ONLY);
  const publicHtml = await (await request.get('/')).text();
  expect(publicHtml).not.toMatch(STEGA);
  expect(publicHtml).not.toContain('Sanity Provider');

  await visit(page, `/api/preview?sanity-preview-secret=${SECRET}&sanity-preview-pathname=/`);
  // Entered from a hand-built link, preview shows drafts (the perspective Studio would pass).
  await expect(page).toHaveURL(/\/(\?sanity-preview-perspective=drafts)?$/);
  await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible();
  await expect(page.locator('body')).toContainText(DRAFT_ONLY);
  expect(await page.content()).toMatch(STEGA);
  // The visual-editing tools (and the provider value they read) come only with preview.
  expect(await page.content()).toContain('Sanity Provider');

  // The perspective lives in the preview cookie, so it holds on the next page without the parameter.
  await visit(page, '/');
  await expect(page.locator('body')).toContainText(DRAFT_ONLY);

  await page.getByRole('link', { name: 'Leave preview' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The published home page itself (its own heading, where the draft had its phrase), before the
  // absences: the address was already /, and a page still loading holds neither banner nor draft.
  await expect(page.getByRole('heading', { level: 1, name: 'Made slowly, in Florence' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(DRAFT_ONLY);
});

test('a wrong secret is refused', async ({ request }) => {
  const response = await request.get('/api/preview?sanity-preview-secret=not-the-secret&sanity-preview-pathname=/', { maxRedirects: 0 });
  expect(response.status()).toBe(401);
  const home = await request.get('/');
  expect(await home.text()).not.toContain(DRAFT_ONLY);
});
