// The Online Store's content: pages, blogs and articles, with Shopify's lookups, connections,
// `query` filters and sort keys.
import type { ResolverMap } from '../graphql/execute.ts';
import type { ShopContext } from '../context.ts';
import type { NodeLoader } from './registry.ts';
import { paginate } from '../connection.ts';
import { numericId } from '../ids.ts';
import { emptyConnection, htmlToText, seo, truncateText } from './shared.ts';
import { allBlogs, allPages, articleBy, articlesOf, blogBy, pageBy } from '../online-store/store.ts';
import type { ArticleRecord, BlogRecord, PageRecord } from '../online-store/store.ts';
import { matchesQuery } from '../online-store/query.ts';

type Args = Record<string, any>;

const BODY_SUMMARY_LENGTH = 150;

function byKey<T extends { rowId: number }>(items: T[], args: Args, keys: Record<string, (a: T, b: T) => number>): T[] {
  const sorted = [...items];
  const compare = keys[args.sortKey ?? 'ID'];
  if (compare) sorted.sort((a, b) => compare(a, b) || a.rowId - b.rowId);
  if (args.reverse) sorted.reverse();
  return sorted;
}

const cursorOf = (item: { rowId: number }) => ({ last_id: item.rowId, last_value: item.rowId });

function pageFromArgs(args: Args, context: ShopContext): PageRecord | null {
  const { db } = context.services;
  if (args.id != null) return pageBy(db, { rowId: numericId(args.id, 'Page') ?? -1 });
  if (args.handle != null) return pageBy(db, { handle: args.handle });
  return null;
}

function blogFromArgs(args: Args, context: ShopContext): BlogRecord | null {
  const { db } = context.services;
  if (args.id != null) return blogBy(db, { rowId: numericId(args.id, 'Blog') ?? -1 });
  if (args.handle != null) return blogBy(db, { handle: args.handle });
  return null;
}

function pageMatches(page: PageRecord, query: string | null | undefined): boolean {
  return matchesQuery(
    query,
    { title: page.title, handle: page.handle, created_at: page.createdAt, updated_at: page.updatedAt },
    `${page.title} ${htmlToText(page.body)}`,
  );
}

function articleMatches(article: ArticleRecord, blog: BlogRecord | null, query: string | null | undefined): boolean {
  return matchesQuery(
    query,
    {
      title: article.title,
      handle: article.handle,
      tag: article.tags,
      author: article.author.name,
      blog_title: blog?.title,
      updated_at: article.updatedAt,
    },
    `${article.title} ${article.tags.join(' ')} ${article.author.name} ${htmlToText(article.contentHtml)}`,
  );
}

export function searchablePages(context: ShopContext, query: string): PageRecord[] {
  return allPages(context.services.db).filter((page) => pageMatches(page, query));
}

export function searchableArticles(context: ShopContext, query: string): ArticleRecord[] {
  const blogs = new Map(allBlogs(context.services.db).map((blog) => [blog.rowId, blog]));
  return articlesOf(context.services.db, null).filter((article) => articleMatches(article, blogs.get(article.blogRowId) ?? null, query));
}

function articleConnection(context: ShopContext, blogRowId: number | null, args: Args) {
  const blogs = new Map(allBlogs(context.services.db).map((blog) => [blog.rowId, blog]));
  const articles = articlesOf(context.services.db, blogRowId).filter((article) =>
    articleMatches(article, blogs.get(article.blogRowId) ?? null, args.query),
  );
  const sorted = byKey(articles, args, {
    ID: (a, b) => a.rowId - b.rowId,
    TITLE: (a, b) => a.title.localeCompare(b.title),
    PUBLISHED_AT: (a, b) => a.publishedAt.localeCompare(b.publishedAt),
    UPDATED_AT: (a, b) => a.updatedAt.localeCompare(b.updatedAt),
    AUTHOR: (a, b) => a.author.name.localeCompare(b.author.name),
    BLOG_TITLE: (a, b) => (blogs.get(a.blogRowId)?.title ?? '').localeCompare(blogs.get(b.blogRowId)?.title ?? ''),
  });
  return paginate(sorted, args, 'articles', cursorOf);
}

function onlineStoreUrl(context: ShopContext, path: string): string {
  return `${context.services.storefrontUrl}${path}`;
}

export const onlineStoreNodeLoaders: Record<string, NodeLoader> = {
  Page: (id, context) => (/^\d{1,15}$/.test(id.id) ? pageBy(context.services.db, { rowId: Number(id.id) }) : null),
  Blog: (id, context) => (/^\d{1,15}$/.test(id.id) ? blogBy(context.services.db, { rowId: Number(id.id) }) : null),
  Article: (id, context) => (/^\d{1,15}$/.test(id.id) ? articleBy(context.services.db, { rowId: Number(id.id) }) : null),
};

export const onlineStoreResolvers: ResolverMap = {
  QueryRoot: {
    page: (_root, args, context) => pageFromArgs(args, context),
    pageByHandle: (_root, args, context) => pageFromArgs({ handle: args.handle }, context),
    pages: (_root, args, context) => {
      const pages = allPages(context.services.db).filter((page) => pageMatches(page, args.query));
      const sorted = byKey(pages, args, {
        ID: (a, b) => a.rowId - b.rowId,
        TITLE: (a, b) => a.title.localeCompare(b.title),
        UPDATED_AT: (a, b) => a.updatedAt.localeCompare(b.updatedAt),
      });
      return paginate(sorted, args, 'pages', cursorOf);
    },
    blog: (_root, args, context) => blogFromArgs(args, context),
    blogByHandle: (_root, args, context) => blogFromArgs({ handle: args.handle }, context),
    blogs: (_root, args, context) => {
      const blogs = allBlogs(context.services.db).filter((blog) =>
        matchesQuery(args.query, { title: blog.title, handle: blog.handle }, blog.title),
      );
      const sorted = byKey(blogs, args, {
        ID: (a, b) => a.rowId - b.rowId,
        TITLE: (a, b) => a.title.localeCompare(b.title),
        HANDLE: (a, b) => a.handle.localeCompare(b.handle),
      });
      return paginate(sorted, args, 'blogs', cursorOf);
    },
    article: (_root, args, context) => articleBy(context.services.db, { rowId: numericId(args.id, 'Article') ?? -1 }),
    articles: (_root, args, context) => articleConnection(context, null, args),
    // The shop defines no metaobject types and no pickup locations: Shopify answers those empty.
    metaobject: () => null,
    metaobjects: (_root, args) => emptyConnection(args, 'metaobjects'),
    locations: (_root, args) => emptyConnection(args, 'locations'),
  },
  Page: {
    bodySummary: (page: PageRecord) => truncateText(htmlToText(page.body), BODY_SUMMARY_LENGTH),
    onlineStoreUrl: (page: PageRecord, _args, context) => onlineStoreUrl(context, `/pages/${page.handle}`),
    seo: (page: PageRecord) => seo(page.seoTitle, page.seoDescription),
    trackingParameters: (page: any) => page.trackingParameters ?? null,
    metafield: () => null,
    metafields: (_page, args) => args.identifiers.map(() => null),
  },
  Blog: {
    articles: (blog: BlogRecord, args, context) => articleConnection(context, blog.rowId, args),
    articleByHandle: (blog: BlogRecord, args, context) => articleBy(context.services.db, { blogRowId: blog.rowId, handle: args.handle }),
    authors: (blog: BlogRecord, _args, context) => {
      const authors = new Map(articlesOf(context.services.db, blog.rowId).map((article) => [article.author.email, article.author]));
      return [...authors.values()];
    },
    onlineStoreUrl: (blog: BlogRecord, _args, context) => onlineStoreUrl(context, `/blogs/${blog.handle}`),
    seo: (blog: BlogRecord) => seo(blog.seoTitle, blog.seoDescription),
    metafield: () => null,
    metafields: (_blog, args) => args.identifiers.map(() => null),
  },
  Article: {
    authorV2: (article: ArticleRecord) => article.author,
    blog: (article: ArticleRecord, _args, context) => blogBy(context.services.db, { rowId: article.blogRowId }),
    comments: (_article, args) => emptyConnection(args, 'comments'),
    content: (article: ArticleRecord, args) => truncateText(htmlToText(article.contentHtml), args.truncateAt),
    excerpt: (article: ArticleRecord, args) =>
      article.excerptHtml == null ? null : truncateText(htmlToText(article.excerptHtml), args.truncateAt),
    image: (article: ArticleRecord, _args, context) =>
      article.imageRowId == null ? null : (context.services.catalogue().imagesById.get(article.imageRowId) ?? null),
    onlineStoreUrl: (article: ArticleRecord, _args, context) => {
      const blog = blogBy(context.services.db, { rowId: article.blogRowId });
      return blog ? onlineStoreUrl(context, `/blogs/${blog.handle}/${article.handle}`) : null;
    },
    seo: (article: ArticleRecord) => seo(article.seoTitle, article.seoDescription),
    trackingParameters: (article: any) => article.trackingParameters ?? null,
    metafield: () => null,
    metafields: (_article, args) => args.identifiers.map(() => null),
  },
};
