// The loader shared by every page document route (/{handle}, /press, /stockists): the page, the
// products its modules show, and a 404 with the spec's text when there is no such page.
import type { AppLoadContext } from 'react-router';
import { PAGE_QUERY } from '~/core/sanity/queries';
import type { PageQueryResult } from '~/core/sanity/model';
import { contentPageExtras, fetchContent, loadProductsByHandle, moduleProductHandles } from '~/content/documents.server';
import { cardShaper } from '~/core/catalogue/cards.server';
import { messages } from '~/core/texts/spec';
import { messagesIn } from '~/core/texts/language';
import { isValidHandle } from '~/core/catalogue/url';
import { moveToLowerCaseSlug } from '~/content/slug-case.server';
import { siteUrl } from '~/core/request/site-origin.server';
import { ImageRenditions } from '~/content/image-renditions.server';
import { notFound } from '~/core/not-found/page.server';

export async function loadContentPage(
  context: Pick<AppLoadContext, 'sanity' | 'withCache' | 'storefront' | 'config' | 'locale'>,
  request: Request,
  slug: string | undefined,
) {
  const url = new URL(request.url);
  const specText = messagesIn(context.locale, messages);
  // A slug that cannot be one fails the validity check: the spec's fatal 404.
  if (!isValidHandle(slug)) throw await notFound(context, specText.pageNotFoundFatal(url.pathname), { featured: false });
  // Read alongside the page (it never fails: the settings have fallbacks).
  const shapeCard = cardShaper(context);
  const page = await fetchContent<PageQueryResult>(context, PAGE_QUERY, { slug });
  if (!page) {
    await moveToLowerCaseSlug(context, PAGE_QUERY, slug, url, (lower) => `/${lower}`);
    throw await notFound(context, specText.pageNotFound(url.pathname));
  }
  const products = await loadProductsByHandle(context, moduleProductHandles(page.modules), await shapeCard);
  return {
    page: new ImageRenditions(context).page(page),
    products,
    canonicalUrl: siteUrl(context.config, request, `/${page.slug}`),
    ...contentPageExtras(context, page.seo, page.heroImage),
  };
}
