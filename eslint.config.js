import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

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
      paths: [
        'fs',
        'path',
        'os',
        'crypto',
        'http',
        'https',
        'net',
        'child_process',
        'stream',
        'url',
        'util',
        'buffer',
        'events',
        'zlib',
      ].map((name) => ({ name, message: 'app/ and server.ts run in a worker: no Node built-ins.' })),
    },
  ],
};

// The emulators know the storefront only by its wire protocols; what both must agree on (the stored
// content documents) lives in the package-neutral content-model/, which imports from neither.
const emulatorBoundary = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['**/app/**', '~/*'],
          message: 'The emulators never import the storefront: they meet at the wire (or in content-model/).',
        },
      ],
    },
  ],
};
const neutralBoundary = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['**/app/**', '~/*', '**/emulators/**', 'node:*'],
          message: 'content-model/ is package-neutral: it imports neither app/ nor the emulators.',
        },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      // Builds made beside it with BOTTEGA_BUILD_DIR (parallel work, benches).
      'dist-*/**',
      'node_modules/**',
      '.react-router/**',
      'storefrontapi.generated.d.ts',
      'test-results/**',
      'playwright-report/**',
      '.wrangler/**',
    ],
  },
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
  // The storefront's own code: hooks used by the rules, accessible markup, and the type-aware checks
  // that catch a forgotten await or a promise handed where a callback was expected.
  { files: ['app/**/*.tsx'], ...reactHooks.configs.flat['recommended-latest'] },
  { files: ['app/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['app/**/*.tsx'],
    rules: {
      // Scrollable regions (the gallery, the size tables) must take keyboard focus to be scrolled
      // without a mouse: axe's scrollable-region-focusable asks for exactly this tabIndex.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'] }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'server.ts'],
    languageOptions: { parserOptions: { project: './tsconfig.worker.json', tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      // A `default` branch is a deliberate fallback (an unknown sort is the default sort).
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  { files: ['emulators/**/*.ts'], rules: emulatorBoundary },
  { files: ['content-model/**/*.ts'], rules: neutralBoundary },
  // A journey's window is reused by the next journey (playwright.config.ts, reuseContext), and
  // Playwright does not reset these between them: a journey that needs one opens its own context.
  {
    files: ['tests/e2e/**/*.ts', 'tests/e2e-customer-accounts/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // On the fixture's `context`, or on `page.context()`.
          selector:
            'CallExpression[callee.property.name=/^(grantPermissions|setGeolocation|setOffline|setExtraHTTPHeaders)$/]:matches([callee.object.name="context"], [callee.object.callee.property.name="context"])',
          message: 'The reused window keeps this after the journey: open a context of your own with browser.newContext().',
        },
      ],
    },
  },
  // Emulators and tests handle arbitrary JSON from the wire; `any` there is the honest type.
  { files: ['emulators/**/*.ts', 'tests/**/*.ts', 'bench/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
