// The product fields the spec lists and a shopper can use: the material, the style's colours and the weight,
// the product's collections as "More from" with four available pieces, the collection's formatted
// description, and a gallery that keeps to the chosen colourway.
import { test, expect, visit } from './fixtures';
import { productMessages } from '../../app/texts';

// The gallery's pictures are known by their alternative texts, never by their pixels.
test.use({ pictures: false });

test('a product page names its material and colours, and offers more from its collection', async ({ page, pageProblems }) => {
  await visit(page, '/products/arco-tote');
  const facts = page.locator('.product__facts');
  await expect(facts.getByRole('term').filter({ hasText: productMessages.material })).toBeVisible();
  await expect(facts.getByRole('definition').first()).toHaveText(/leather|calfskin|suede/i);
  await expect(facts.getByRole('definition').nth(1)).toHaveText('Nero, Cognac, Tabacco');
  // The selected variant's weight, in a shopper's units (the shop keeps 950 GRAMS).
  await expect(facts.locator('.product__fact', { has: page.getByRole('term').filter({ hasText: productMessages.weight }) })).toContainText(
    '950 g',
  );

  const more = page.getByRole('region', { name: productMessages.moreFrom('Bags') });
  await expect(more.getByRole('link', { name: productMessages.moreFrom('Bags') })).toHaveAttribute('href', '/collections/bags');
  const cards = more.locator('.product-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(4);
  await expect(more.locator('.product-card__title', { hasText: /^Arco Tote$/ })).toHaveCount(0);
  await expect(more.locator('.product-card--soldout')).toHaveCount(0);
  await expect(more.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/collections/all');
  expect(pageProblems).toEqual([]);
});

test('with one colour chosen, the gallery shows that colourway only', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await visit(page, '/products/arco-tote');
  const alts = await page.locator('.product-gallery img').evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
  expect(alts.length).toBeGreaterThan(0);
  const colour = (await page.locator('.product-gallery img').first().getAttribute('alt'))!.match(/in (\w+),/)![1];
  for (const alt of alts) expect(alt).not.toMatch(new RegExp(`in (?!${colour})(Nero|Cognac|Tabacco),`));
});

test('a collection opens with its formatted description', async ({ page }) => {
  await visit(page, '/collections/bags');
  await expect(page.locator('.catalogue-page__intro p')).toHaveText(/Totes, shoulder bags and crossbodies/);
});
