import { catalogueVersionTriggers } from '../catalogue-version.ts';

// Translations the shop holds, in the shape of Shopify's Translations API: one row per resource,
// locale and translatable key (PRODUCT title/body_html/product_type/meta_title/meta_description,
// PRODUCT_OPTION name, PRODUCT_OPTION_VALUE name, COLLECTION title/body_html/meta_*, METAFIELD value,
// MENU title, LINK title). Writes bump the catalogue version, so resolvers read them from memory.
export const TRANSLATIONS_MIGRATION = `
CREATE TABLE translations (
  resource_type TEXT NOT NULL,
  resource_id INTEGER NOT NULL,
  locale TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  -- Locale first: the catalogue reads one locale's translations at a time.
  PRIMARY KEY (locale, resource_type, resource_id, key)
);
${catalogueVersionTriggers('translations', ['INSERT', 'UPDATE', 'DELETE'])}`;
