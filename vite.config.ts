import { defineConfig, loadEnv } from 'vite';
import { hydrogen } from '@shopify/hydrogen/vite';
import { oxygen } from '@shopify/mini-oxygen/vite';
import { reactRouter } from '@react-router/dev/vite';
import { sanity } from 'hydrogen-sanity/vite';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { OxygenPlugin } from '@shopify/mini-oxygen/vite';
import { COMPATIBILITY_DATE } from './deploy/runtime.ts';
import { shellChunk } from './deploy/shell-chunk.ts';

// react-router's package exports only name its development build (dev warnings, extra checks); its
// production build sits beside it. A production build resolves to it, for the worker and the browser.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * Hands the runtime's one compatibility date (deploy/runtime.ts) to mini-oxygen, after Hydrogen has
 * registered its own: the build then declares it in oxygen.json and `npm run dev` runs with it.
 */
function runtimeCompatibility(): Plugin {
  return {
    name: 'bottega:runtime-compatibility',
    configResolved(config) {
      const oxygenPlugin = config.plugins.find((plugin) => plugin.name === 'oxygen:main') as OxygenPlugin | undefined;
      oxygenPlugin?.api?.registerPluginOptions({ compatibilityDate: COMPATIBILITY_DATE });
    },
  };
}

export default defineConfig(({ command, mode }) => ({
  plugins: [
    hydrogen(),
    // Without the Shopify CLI, .env never reaches the worker: hand it over explicitly.
    oxygen({ env: loadEnv(mode, process.cwd(), ['PUBLIC_', 'PRIVATE_', 'SESSION_', 'SANITY_', 'KLAVIYO_', 'SHOP_']) }),
    reactRouter(),
    sanity(),
    runtimeCompatibility(),
    shellChunk(),
  ],
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
      ...(command === 'build' && mode === 'production'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  build: {
    // A strict CSP forbids data: URIs for scripts and styles; keep every asset a file.
    assetsInlineLimit: 0,
    // Vite writes, for each `import()` of ours, the list of chunks to preload with it into the chunk
    // that imports: 0.6 KB gzip of file names in the first load, for parts loaded later (panels,
    // the footer, analytics) whose dependencies are the shell, already there, and a chunk or two that
    // now follow one round trip later. React Router preloads routes from its own manifest (decision 0071).
    modulePreload: false,
  },
  ssr: {
    optimizeDeps: {
      include: ['set-cookie-parser', 'cookie', 'react-router', '@sanity/image-url'],
    },
  },
  server: { port: 3000, strictPort: true },
}));
