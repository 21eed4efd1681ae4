// Prints what each page costs a shopper on first load: HTML, JavaScript and CSS, raw and gzipped.
//   npm run build && node bench/page-weight.ts
import { gzipSync } from 'node:zlib';
import { BENCH_PAGES, startBenchStorefront } from './support.ts';

const storefront = await startBenchStorefront();
const seen = new Map<string, number[]>();

async function size(url: string): Promise<[number, number]> {
  const cached = seen.get(url);
  if (cached) return [cached[0], cached[1]];
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const result: [number, number] = [body.length, gzipSync(body).length];
  seen.set(url, result);
  return result;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
console.log('page'.padEnd(22), 'html (gz)'.padEnd(20), 'js files', 'js (gz)'.padEnd(22), 'css (gz)');
try {
  for (const path of BENCH_PAGES) {
    const html = await (await fetch(`${storefront.url}${path}`, { headers: { cookie: 'newsletter=dismissed' } })).text();
    const htmlGz = gzipSync(html).length;
    const scripts = new Set([...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]));
    const styles = new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]));
    let js = 0, jsGz = 0, css = 0, cssGz = 0;
    for (const src of scripts) {
      const [raw, gz] = await size(new URL(src, storefront.url).toString());
      js += raw;
      jsGz += gz;
    }
    for (const href of styles) {
      const [raw, gz] = await size(new URL(href, storefront.url).toString());
      css += raw;
      cssGz += gz;
    }
    console.log(
      path.padEnd(22),
      `${kb(html.length)} (${kb(htmlGz)})`.padEnd(20),
      String(scripts.size).padEnd(8),
      `${kb(js)} (${kb(jsGz)})`.padEnd(22),
      `${kb(css)} (${kb(cssGz)})`,
    );
  }
} finally {
  await storefront.close();
}
