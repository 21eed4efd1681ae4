// What the house publishes in its content lake that a shop assistant is asked about and the shop's
// own records do not hold: where to buy (stockists) and how sizes run (size guides). Read from
// the Content Lake emulator's dataset file when the emulators run together; a Shopify emulator on
// its own (tests) answers from the shop's policies and pages only.
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { KnowledgeDocument } from './policies.ts';

interface Block {
  children?: { text?: string }[];
}

const blocksText = (blocks: unknown) =>
  Array.isArray(blocks)
    ? (blocks as Block[]).map((block) => (block.children ?? []).map((child) => child.text ?? '').join('')).join('\n')
    : '';

function toKnowledge(document: Record<string, any>, storefrontUrl: string): KnowledgeDocument | null {
  if (typeof document._id !== 'string' || document._id.startsWith('drafts.')) return null;
  if (document.language && document.language !== 'en') return null;
  if (document._type === 'stockist')
    return {
      title: `Stockists: ${document.name}, ${document.city}`,
      text: `${document.name}, ${document.city}, ${document.country}. ${String(document.address ?? '').replace(/\n/g, ', ')}.`,
      url: `${storefrontUrl}/stockists`,
    };
  if (document._type === 'sizeGuide') {
    const rows = (document.table?.rows ?? []).map((row: { cells: string[] }) => row.cells.join(' / ')).join('; ');
    return {
      title: `Size guide: ${document.title}`,
      text: `${blocksText(document.intro)} ${(document.table?.columns ?? []).join(' / ')}: ${rows}. ${blocksText(document.notes)}`.trim(),
    };
  }
  return null;
}

/** Reads the dataset again only when the file changed, so a draft published in Studio is known at once. */
export function contentKnowledge(datasetPath: string, storefrontUrl: string): () => KnowledgeDocument[] {
  let seen = -1;
  let documents: KnowledgeDocument[] = [];
  return () => {
    if (!existsSync(datasetPath)) return [];
    const changed = statSync(datasetPath).mtimeMs;
    if (changed === seen) return documents;
    seen = changed;
    documents = readFileSync(datasetPath, 'utf8')
      .split('\n')
      .filter(Boolean)
      .flatMap((line) => {
        try {
          const found = toKnowledge(JSON.parse(line), storefrontUrl);
          return found ? [found] : [];
        } catch {
          return [];
        }
      });
    return documents;
  };
}
