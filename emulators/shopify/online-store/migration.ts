// The Online Store's own content: pages, blogs and their articles. Their photographs live in the
// shared images table (no product), drawn by the editorial renderer the `renderer` column names.
export const ONLINE_STORE_MIGRATION = `
ALTER TABLE images ADD COLUMN renderer TEXT NOT NULL DEFAULT 'product-photo';

CREATE TABLE pages (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  body_html TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  seo_title TEXT,
  seo_description TEXT
);

CREATE TABLE blogs (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  seo_title TEXT,
  seo_description TEXT
);

CREATE TABLE articles (
  id INTEGER PRIMARY KEY,
  blog_id INTEGER NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  handle TEXT NOT NULL,
  title TEXT NOT NULL,
  content_html TEXT NOT NULL,
  excerpt_html TEXT,
  author_first_name TEXT NOT NULL,
  author_last_name TEXT NOT NULL,
  author_email TEXT NOT NULL,
  author_bio TEXT,
  tags TEXT NOT NULL DEFAULT '[]',
  image_id INTEGER REFERENCES images(id),
  published_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  seo_title TEXT,
  seo_description TEXT,
  UNIQUE (blog_id, handle)
);
CREATE INDEX articles_published ON articles (published_at DESC, id DESC);
`;
