// The GROQ the storefront runs. Each query's result shape is the type named in its comment
// (model.ts). Links are flattened to {type, slug, url} for links.ts; images carry the dereferenced
// asset so @sanity/image-url can build URLs without another request.
//
// Values the storefront compares or puts in attributes (slugs, handles, colours, the menu-image
// display mode, size-guide categories) come from fields stega never encodes (slug.current, hex,
// booleans), so preview cannot break them.
//
// Reference arrays are filtered with `arr[@->cond]->`, not `arr[]->[cond]`: the latter does not
// filter in groq-js, which the local emulator runs, so it would pass dangling references through.
//
// Every query takes `$language`, the market's content language ('it'; lib/content/content-language.ts), and
// answers per document: the version in that language where the house has written one, the English
// one otherwise (docs/decisions/0060). Documents are kept per language as
// @sanity/document-internationalization keeps them; one without a `language` field counts as English,
// so a project without the plugin reads as it always did. References are followed as stored: a
// translation points at the translated documents its editor chose.
import { compactGroq } from './compact-groq';

/** The language the house writes first, and the one a missing translation falls back to. */
const SOURCE = `(language == "en" || !defined(language))`;

/** The language a document is written in, so a page can mark an English fallback as English (model.ts). */
const LANGUAGE = `"language": coalesce(language, "en")`;

/** One document of `filter`: the market's version, else the English one. Slugs are shared across versions. */
const inLanguage = (filter: string) => `coalesce(*[${filter} && language == $language][0], *[${filter} && ${SOURCE}][0])`;

/**
 * A list, each document once: in the market's language where the house has published it, in English
 * otherwise. An English document steps aside for a translation that its translation.metadata names
 * and that exists (an unpublished one does not). The ids that step aside are gathered once, in an
 * object the list's filter reads through `^`: a subquery inside the filter would be evaluated for
 * every row, which costs the emulator's groq-js a walk of the whole dataset per row.
 */
const STEPS_ASIDE = `*[_type == "translation.metadata" && defined(translations[_key == $language][0].value->_id)].translations[].value._ref`;
const LISTED = `(language == $language || (${SOURCE} && !(_id in ^.translated)))`;
const withTranslated = (lists: string) => `{ "translated": ${STEPS_ASIDE} }{ ${lists} }`;
const listed = (filter: string, rest: string) => `${withTranslated(`"list": *[${filter} && ${LISTED}] ${rest}`)}.list`;

const LINK_TARGET = `
  "type": select(
    _type == "linkExternal" => "external",
    _type == "linkProduct" => "product",
    _type == "linkCollection" => "collection",
    reference->_type
  ),
  "slug": select(
    _type == "linkProduct" => product.slug.current,
    _type == "linkCollection" => collection.slug.current,
    reference->slug.current
  ),
  url`;

/** LinkResult */
const LINK = `{ _key, title, ${LINK_TARGET} }`;

/**
 * ImageResult: what a page needs to ask the image CDN for sizes of it (the asset's id, crop, hotspot
 * and size). Pages send it to the browser as it comes, so nothing else is asked for.
 */
const IMAGE = `{ alt, crop, hotspot, asset->{ _id, metadata{ lqip, "dimensions": dimensions{ width, height } } } }`;

/** UrlImageResult: the site settings' pictures, which the shell turns into addresses on the server. */
const IMAGE_WITH_URL = `{ alt, crop, hotspot, asset->{ _id, url, metadata{ lqip, "dimensions": dimensions{ width, height, aspectRatio } } } }`;

/** PortableTextResult */
const PORTABLE_TEXT = `[]{ ..., markDefs[]{ _key, _type, ${LINK_TARGET} } }`;

const SEO = `{ title, description, image${IMAGE} }`;

/** LookbookCardResult */
const LOOKBOOK_CARD = `{ _id, ${LANGUAGE}, title, "slug": slug.current, season, publishedAt, hero${IMAGE} }`;

/** SizeGuideResult */
const SIZE_GUIDE = `{
  _id, title, "slug": slug.current, "category": slug.current,
  intro${PORTABLE_TEXT},
  "columns": table.columns,
  "rows": table.rows[]{ _key, cells },
  notes${PORTABLE_TEXT}
}`;

/** ModuleResult[] */
const MODULES = `coalesce(modules, [])[]{
  _type, _key,
  _type == "moduleProducts" => { title, "productHandles": products[].slug.current },
  _type == "moduleCollection" => { title, body, "collectionHandle": collection.slug.current, image${IMAGE} },
  _type == "moduleLookbooks" => { title, "lookbooks": lookbooks[@->_type == "lookbook"]->${LOOKBOOK_CARD} },
  _type == "moduleImage" => { image${IMAGE}, caption, link${LINK} },
  _type == "moduleCallout" => { text, link${LINK} },
  _type == "moduleText" => { title, body${PORTABLE_TEXT} }
}`;

/** MenuEntryResult */
const MENU_ENTRY = `{
  _key, title, link${LINK},
  "subMenus": coalesce(subMenus, [])[]{ _key, title, "links": coalesce(links, [])[]${LINK} },
  "images": coalesce(images, [])[]{
    _key, title, image${IMAGE_WITH_URL}, link${LINK},
    "display": select(hideOnDesktop == true => "hide-desktop", hideOnMobile == true => "hide-mobile", null)
  }
}`;

/** FooterColumnResult */
const FOOTER_COLUMN = `{ _key, title, "links": coalesce(links, [])[]${LINK} }`;

/**
 * SettingsQueryResult. Runs once per request, cached under the key `sanity-settings` and the
 * language. The longest query: compacted, it stays a GET (see compact-groq.ts), which
 * tests/unit/groq-queries.test.ts guards.
 */
export const SETTINGS_QUERY = compactGroq(`${inLanguage('_type == "settings"')}{
  siteName,
  "menu": coalesce(menu, [])[]${MENU_ENTRY},
  "menuMobile": coalesce(menuMobile, [])[]${MENU_ENTRY},
  "footer": coalesce(footer, [])[]${FOOTER_COLUMN},
  "footerMobile": coalesce(footerMobile, [])[]${FOOTER_COLUMN},
  shipping{ title, body${PORTABLE_TEXT} },
  account{ title, body${PORTABLE_TEXT}, "links": coalesce(links, [])[]${LINK} },
  banner{ showBanner, "colors": { "background": colors.background.hex, "text": colors.text.hex }, text, link${LINK} },
  sizeGuide{ title, body${PORTABLE_TEXT}, "guides": guides[@->_type == "sizeGuide"]->${SIZE_GUIDE} },
  navigationLogo${IMAGE_WITH_URL},
  notFoundPage{ title, body${PORTABLE_TEXT}, "collectionHandle": collection.slug.current, "links": coalesce(links, [])[]${LINK} },
  seo{ title, description, image${IMAGE_WITH_URL} },
  accessibility{ title, body${PORTABLE_TEXT}, widgetLabel },
  "saleTags": coalesce(saleTags, [])[]{ _key, tag, label },
  "customProductOptions": coalesce(customProductOptions, [])[]{ _key, title, "colors": coalesce(colors, [])[]{ _key, title, hex } },
  newsletterSignup{ title, body${PORTABLE_TEXT}, klaviyoListId, buttonLabel, successMessage },
  copyright
}`);

/** HomeQueryResult */
export const HOME_QUERY = compactGroq(`${inLanguage('_type == "home"')}{
  _id, ${LANGUAGE}, title,
  hero{ eyebrow, title, subtitle, image${IMAGE}, link${LINK} },
  "modules": ${MODULES},
  seo${SEO}
}`);

/** PageQueryResult; params {slug, language} */
export const PAGE_QUERY = compactGroq(`${inLanguage('_type == "page" && slug.current == $slug')}{
  _id, ${LANGUAGE}, title, "slug": slug.current, intro,
  heroImage${IMAGE},
  "body": coalesce(body, [])${PORTABLE_TEXT},
  "modules": ${MODULES},
  seo${SEO}
}`);

/** StatementQueryResult: the accessibility statement, a part the editor left empty is null */
const STATEMENT_SECTION = `{ heading, "body": coalesce(body, [])${PORTABLE_TEXT} }`;
export const STATEMENT_QUERY = compactGroq(`${inLanguage('_type == "accessibilityStatement"')}{
  ${LANGUAGE}, title, intro,
  status${STATEMENT_SECTION}, limitations${STATEMENT_SECTION}, feedback${STATEMENT_SECTION},
  enforcement${STATEMENT_SECTION}, assessment${STATEMENT_SECTION},
  preparedOn, reviewedOn, seo${SEO}
}`);

/** LookbooksQueryResult: newest first */
export const LOOKBOOKS_QUERY = compactGroq(
  listed('_type == "lookbook" && defined(slug.current)', `| order(publishedAt desc) ${LOOKBOOK_CARD}`),
);

/** LookbookQueryResult; params {slug, language} */
export const LOOKBOOK_QUERY = compactGroq(`${inLanguage('_type == "lookbook" && slug.current == $slug')}{
  _id, ${LANGUAGE}, title, "slug": slug.current, season, publishedAt, hero${IMAGE},
  "intro": coalesce(intro, [])${PORTABLE_TEXT},
  "spreads": coalesce(spreads, [])[]{
    _key, layout, text,
    "images": coalesce(images, [])[]{
      _key, caption, image${IMAGE},
      "hotspots": coalesce(hotspots, [])[]{ _key, x, y, "productHandle": product.slug.current }
    }
  },
  seo${SEO}
}`);

/** PressQueryResult: newest first */
export const PRESS_QUERY = compactGroq(
  listed('_type == "press"', `| order(date desc) { _id, ${LANGUAGE}, publication, date, quote, image${IMAGE}, link }`),
);

/** StockistsQueryResult: by country, then city, then name */
export const STOCKISTS_QUERY = compactGroq(
  listed('_type == "stockist"', '| order(country asc, city asc, name asc) { _id, country, city, name, address, link, mapLink }'),
);

/** SizeGuidesQueryResult */
export const SIZE_GUIDES_QUERY = compactGroq(listed('_type == "sizeGuide"', `| order(title asc) ${SIZE_GUIDE}`));

/** SitemapQueryResult: the content URLs that are not Shopify resources */
export const SITEMAP_QUERY = compactGroq(
  withTranslated(`
  "pages": *[_type == "page" && defined(slug.current) && ${LISTED}] | order(slug.current asc) { "slug": slug.current, _updatedAt },
  "statement": ${inLanguage('_type == "accessibilityStatement"')}._updatedAt,
  "lookbooks": *[_type == "lookbook" && defined(slug.current) && ${LISTED}] | order(publishedAt desc) { "slug": slug.current, _updatedAt }`),
);
