import type { ImageResult, PageQueryResult, SeoResult } from '~/core/sanity/model';

interface PageData {
  page: Pick<PageQueryResult, 'title' | 'intro'> & { seo: (SeoResult & { image: ImageResult | null }) | null };
  ogImage: string | null;
  canonicalUrl: string | null;
}

/** Title, description, image and canonical URL of a page document, for pageMeta. */
export function contentPageSeo(data: PageData | undefined) {
  if (!data) return {};
  return {
    title: data.page.seo?.title || data.page.title,
    description: data.page.seo?.description || data.page.intro,
    image: data.ogImage,
    url: data.canonicalUrl,
  };
}
