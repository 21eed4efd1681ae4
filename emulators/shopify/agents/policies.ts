// Answers for search_shop_policies_and_faqs and ask_business: from what the shop publishes itself,
// its policies, its pages (shipping and returns, about) and its journal's articles (care), and,
// when the emulators run together, the house's stockists and size guides from the content lake
// (content-knowledge.ts); ranked by the words of the question they share.
import type { ShopServices } from '../context.ts';
import { POLICIES } from '../resolvers/shop.ts';
import { allPages, articlesOf, blogBy, words } from '../online-store/store.ts';
import { htmlToText } from '../resolvers/shared.ts';

const MAX_ANSWERS = 3;
const MAX_ANSWER_CHARS = 1200;
// Words every question has that say nothing about which document answers it.
const FILLER = new Set([
  'the',
  'a',
  'an',
  'is',
  'are',
  'do',
  'does',
  'you',
  'your',
  'i',
  'my',
  'of',
  'to',
  'for',
  'and',
  'or',
  'what',
  'how',
  'can',
  'in',
  'on',
  'it',
]);

export interface KnowledgeDocument {
  title: string;
  text: string;
  url?: string;
}

function documents(services: ShopServices): KnowledgeDocument[] {
  const site = services.storefrontUrl;
  return [
    ...Object.values(POLICIES).map((policy) => ({
      title: policy.title,
      text: htmlToText(policy.body),
      url: `${site}/policies/${policy.handle}`,
    })),
    ...allPages(services.db).map((page) => ({ title: page.title, text: htmlToText(page.body), url: `${site}/pages/${page.handle}` })),
    ...articlesOf(services.db, null).map((article) => ({
      title: article.title,
      text: htmlToText(article.contentHtml),
      url: `${site}/blogs/${blogBy(services.db, { rowId: article.blogRowId })?.handle ?? 'news'}/${article.handle}`,
    })),
  ];
}

/** The documents that share the most words with the question (title words count double). */
export function answerQuestion(services: ShopServices, question: string, extra: readonly KnowledgeDocument[] = []) {
  const asked = new Set(words(question).filter((word) => !FILLER.has(word) && word.length > 1));
  const stem = (word: string) => word.replace(/(ing|s)$/, '');
  const askedStems = new Set([...asked].map(stem));
  const score = (text: string) => words(text).filter((word) => askedStems.has(stem(word))).length;
  return [...documents(services), ...extra]
    .map((document) => ({ document, score: score(document.title) * 2 + Math.min(score(document.text), 10) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_ANSWERS)
    .map(({ document }) => ({
      question: document.title,
      answer: document.text.length > MAX_ANSWER_CHARS ? `${document.text.slice(0, MAX_ANSWER_CHARS)}…` : document.text,
      url: document.url,
    }));
}
