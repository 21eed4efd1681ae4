import { defineConfig, loadEnv } from 'vite';
import { hydrogen } from '@shopify/hydrogen/vite';
import { oxygen } from '@shopify/mini-oxygen/vite';
import { reactRouter } from '@react-router/dev/vite';
import { sanity } from 'hydrogen-sanity/vite';
import { fileURLToPath } from 'node:url';

export default defineConfig(({ mode }) => ({
  plugins: [
    hydrogen(),
    // Without the Shopify CLI, .env never reaches the worker: hand it over explicitly.
    oxygen({ env: loadEnv(mode, process.cwd(), ['PUBLIC_', 'PRIVATE_', 'SESSION_', 'SANITY_', 'KLAVIYO_', 'SHOP_']) }),
    reactRouter(),
    sanity(),
  ],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
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
