import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// Node built-ins are off limits where the code runs in a worker (app/ and server.ts), and the
// worker never reaches into the emulators: production must not know they exist.
const workerBoundary = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: ['node:*'], message: 'app/ and server.ts run in a worker: no Node built-ins.' },
        { group: ['**/emulators/**', '../emulators/*'], message: 'The storefront never imports the emulators.' },
      ],
      paths: ['fs', 'path', 'os', 'crypto', 'http', 'https', 'net', 'child_process', 'stream', 'url', 'util', 'buffer', 'events', 'zlib'].map(
        (name) => ({ name, message: 'app/ and server.ts run in a worker: no Node built-ins.' }),
      ),
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.react-router/**', 'storefrontapi.generated.d.ts', 'test-results/**', 'playwright-report/**', '.wrangler/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  { files: ['app/**/*.{ts,tsx}', 'server.ts', 'deploy/workerd/**/*.js'], rules: workerBoundary },
  // Emulators and tests handle arbitrary JSON from the wire; `any` there is the honest type.
  { files: ['emulators/**/*.ts', 'tests/**/*.ts', 'bench/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
