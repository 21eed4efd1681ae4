// Every text a shopper sees comes from a texts module (each area's texts.ts, the spec's in app/core/texts/spec.ts), so wording lives in one place: a route
// or component that writes a sentence inline in its JSX fails here. The scan parses each file with
// TypeScript (a regex cannot tell a text node from a generic or an arrow) and reports JSX text and
// the naming props a shopper or a screen reader meets.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const DIRS = ['app'];
/** Props whose value is read out or shown as words. */
const NAMING_PROPS = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'hint', 'intro', 'eyebrow', 'submitLabel']);
/** Deliberate exceptions, as "file: text". Keep it short; each needs a reason. */
const ALLOWED = new Set<string>([]);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Text that starts with a capital letter: a word or a sentence, not punctuation or a symbol. */
const startsWithWord = (text: string) => /^[A-Z]/.test(text);

function inlineTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    // A text node starts at the '>' before it: count lines from its first word instead.
    const offset = ts.isJsxText(node) ? node.text.search(/\S/) : 0;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file) + offset);
    found.push(`${fileName}:${line + 1}: ${text}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (startsWithWord(text) && !ALLOWED.has(`${fileName}: ${text}`)) report(node, text);
    } else if (ts.isJsxAttribute(node) && node.initializer && NAMING_PROPS.has(node.name.getText(file))) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value) || ts.isTemplateExpression(value))) {
        const text = ts.isTemplateExpression(value) ? value.head.text : value.text;
        if (startsWithWord(text) && !ALLOWED.has(`${fileName}: ${text}`)) report(node, `${node.name.getText(file)}="${text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('user-facing texts come from the messages module', () => {
  it('finds an inline text node, a naming prop and a multi-line text (the scan can fail)', () => {
    const source = `export const A = () => (
      <nav aria-label="Breadcrumb">
        <h2>
          From the atelier
        </h2>
        <p>{messages.thankYou} [<b>1</b>]</p>
      </nav>
    );
    const x: Array<Map<string, number>> = [];`;
    expect(inlineTexts('x.tsx', source)).toEqual(['x.tsx:2: aria-label="Breadcrumb"', 'x.tsx:4: From the atelier']);
  });

  it('no route or component writes a shopper-facing text inline', () => {
    const found = DIRS.flatMap((dir) =>
      files(join(ROOT, dir)).map((path) => inlineTexts(relative(ROOT, path), readFileSync(path, 'utf8'))),
    ).flat();
    expect(found).toEqual([]);
  });
});
