// Pages, blogs and articles as resolvers see them, read from SQLite on each call: a shop holds a
// handful of each, so reading them costs less than keeping an index in step with writes.
import type { ShopDatabase } from '../db.ts';
import { gid } from '../ids.ts';
import { foldText } from '../catalogue/text.ts';

export interface PageRecord {
  __typename: 'Page';
  rowId: number;
  id: string;
  handle: string;
  title: string;
  body: string;
  createdAt: string;
  updatedAt: string;
  seoTitle: string | null;
  seoDescription: string | null;
}

export interface BlogRecord {
  __typename: 'Blog';
  rowId: number;
  id: string;
  handle: string;
  title: string;
  seoTitle: string | null;
  seoDescription: string | null;
}

interface ArticleAuthor {
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  bio: string | null;
}

export interface ArticleRecord {
  __typename: 'Article';
  rowId: number;
  id: string;
  blogRowId: number;
  handle: string;
  title: string;
  contentHtml: string;
  excerptHtml: string | null;
  author: ArticleAuthor;
  tags: string[];
  imageRowId: number | null;
  publishedAt: string;
  updatedAt: string;
  seoTitle: string | null;
  seoDescription: string | null;
}

function pageRecord(row: any): PageRecord {
  return {
    __typename: 'Page',
    rowId: row.id,
    id: gid('Page', row.id),
    handle: row.handle,
    title: row.title,
    body: row.body_html,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
  };
}

function blogRecord(row: any): BlogRecord {
  return {
    __typename: 'Blog',
    rowId: row.id,
    id: gid('Blog', row.id),
    handle: row.handle,
    title: row.title,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
  };
}

function articleRecord(row: any): ArticleRecord {
  return {
    __typename: 'Article',
    rowId: row.id,
    id: gid('Article', row.id),
    blogRowId: row.blog_id,
    handle: row.handle,
    title: row.title,
    contentHtml: row.content_html,
    excerptHtml: row.excerpt_html,
    author: {
      firstName: row.author_first_name,
      lastName: row.author_last_name,
      name: `${row.author_first_name} ${row.author_last_name}`.trim(),
      email: row.author_email,
      bio: row.author_bio,
    },
    tags: JSON.parse(row.tags),
    imageRowId: row.image_id,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
  };
}

export function allPages(db: ShopDatabase): PageRecord[] {
  return (db.statement('SELECT * FROM pages ORDER BY id').all() as any[]).map(pageRecord);
}

export function pageBy(db: ShopDatabase, key: { handle?: string; rowId?: number }): PageRecord | null {
  const row =
    key.rowId != null
      ? db.statement('SELECT * FROM pages WHERE id = ?').get(key.rowId)
      : db.statement('SELECT * FROM pages WHERE handle = ?').get(String(key.handle).slice(0, 255));
  return row ? pageRecord(row) : null;
}

export function allBlogs(db: ShopDatabase): BlogRecord[] {
  return (db.statement('SELECT * FROM blogs ORDER BY id').all() as any[]).map(blogRecord);
}

export function blogBy(db: ShopDatabase, key: { handle?: string; rowId?: number }): BlogRecord | null {
  const row =
    key.rowId != null
      ? db.statement('SELECT * FROM blogs WHERE id = ?').get(key.rowId)
      : db.statement('SELECT * FROM blogs WHERE handle = ?').get(String(key.handle).slice(0, 255));
  return row ? blogRecord(row) : null;
}

/** Articles of one blog, or of every blog, in id order (Shopify's default sort). */
export function articlesOf(db: ShopDatabase, blogRowId: number | null): ArticleRecord[] {
  const rows =
    blogRowId == null
      ? db.statement('SELECT * FROM articles ORDER BY id').all()
      : db.statement('SELECT * FROM articles WHERE blog_id = ? ORDER BY id').all(blogRowId);
  return (rows as any[]).map(articleRecord);
}

export function articleBy(db: ShopDatabase, key: { rowId?: number; blogRowId?: number; handle?: string }): ArticleRecord | null {
  const row =
    key.rowId != null
      ? db.statement('SELECT * FROM articles WHERE id = ?').get(key.rowId)
      : db.statement('SELECT * FROM articles WHERE blog_id = ? AND handle = ?').get(key.blogRowId ?? -1, String(key.handle).slice(0, 255));
  return row ? articleRecord(row) : null;
}

/** Folded words of a text, for the free-text part of a search. */
export function words(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}
