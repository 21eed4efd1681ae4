import { defineConfig, loadEnv } from 'vite';
import { hydrogen } from '@shopify/hydrogen/vite';
import { oxygen } from '@shopify/mini-oxygen/vite';
import { reactRouter } from '@react-router/dev/vite';
import { sanity } from 'hydrogen-sanity/vite';
import { fileURLToPath } from 'node:url';

// react-router's package exports only name its development build (dev warnings, extra checks); its
// production build sits beside it. A production build resolves to it, for the worker and the browser.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command, mode }) => ({
  plugins: [
    hydrogen(),
    // Without the Shopify CLI, .env never reaches the worker: hand it over explicitly.
    oxygen({ env: loadEnv(mode, process.cwd(), ['PUBLIC_', 'PRIVATE_', 'SESSION_', 'SANITY_', 'KLAVIYO_', 'SHOP_']) }),
    reactRouter(),
    sanity(),
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
  },
  ssr: {
    optimizeDeps: {
      include: ['set-cookie-parser', 'cookie', 'react-router', '@sanity/image-url'],
    },
  },
  server: { port: 3000, strictPort: true },
}));
