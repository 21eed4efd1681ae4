// How long the seed's photographer takes to draw a product photograph at full size (1600 × 2000):
// the wait of a first request for a picture no data folder has drawn yet (the emulated CDN keeps
// it afterwards, emulators/render-cache.ts). One render at a time, every kind in every view, after
// one warm-up render (texture tiles are built once per process). Figures, not pass/fail.
//   node bench/seed-photos.ts [views=2]
import { PRODUCT_KINDS, PRODUCT_VIEWS, renderProductPhoto } from '../emulators/seed/images/product-photo.ts';
import { percentile } from './support.ts';

const views = PRODUCT_VIEWS.slice(0, Number(process.argv[2] ?? 2));
await renderProductPhoto({ kind: 'tote', color: '#9a5b2e', view: 'front' });
const timings: number[] = [];
for (const kind of PRODUCT_KINDS)
  for (const view of views) {
    const started = performance.now();
    await renderProductPhoto({ kind, color: '#9a5b2e', view, seed: 1 });
    timings.push(performance.now() - started);
  }
const sorted = timings.sort((a, b) => a - b);
console.log(
  `${sorted.length} product photos (1600 × 2000): median ${percentile(sorted, 50).toFixed(0)} ms, ` +
    `p90 ${percentile(sorted, 90).toFixed(0)} ms, fastest ${sorted[0].toFixed(0)} ms`,
);
