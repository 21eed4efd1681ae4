// The lint rule that keeps app/ and server.ts runnable in a worker must really fire.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The snippets are virtual files no tsconfig holds, so the type-aware rules (which need the
// program) are left out here; the boundary rules under test need no types.
const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { project: null } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/await-thenable': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': 'off',
    },
  },
});

async function lint(text: string, filePath: string) {
  const [result] = await eslint.lintText(text, { filePath });
  return result.messages.map((m) => m.message);
}

describe('worker boundary', () => {
  it('rejects Node built-ins in app/', async () => {
    const messages = await lint("import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n", 'app/lib/x.ts');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/no Node built-ins/);
    expect((await lint("import path from 'path';\nexport const x = path;\n", 'server.ts')).join()).toMatch(/no Node built-ins/);
  });
  it('rejects imports of the emulators from app/', async () => {
    expect((await lint("import { x } from '../../emulators/http.ts';\nexport const y = x;\n", 'app/lib/y.ts')).join()).toMatch(
      /never imports the emulators/,
    );
  });
  it('rejects imports of the storefront from the emulators, which share only content-model/', async () => {
    expect(
      (await lint("import type { X } from '../../../app/content/model.ts';\nexport type Y = X;\n", 'emulators/seed/content/y.ts')).join(),
    ).toMatch(/never import the storefront/);
    expect(
      await lint("import type { X } from '../../../content-model/documents.ts';\nexport type Y = X;\n", 'emulators/seed/content/y.ts'),
    ).toEqual([]);
    expect((await lint("import type { X } from '../app/content/model.ts';\nexport type Y = X;\n", 'content-model/y.ts')).join()).toMatch(
      /package-neutral/,
    );
    expect((await lint("import { x } from '../emulators/http.ts';\nexport const y = x;\n", 'content-model/y.ts')).join()).toMatch(
      /package-neutral/,
    );
  });
  it('allows Node built-ins in the emulators and scripts', async () => {
    expect(await lint("import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n", 'scripts/x.ts')).toEqual([]);
  });
});
