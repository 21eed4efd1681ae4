// Screenshots of running pages in Debian's Chromium, to look at what shoppers see.
//   node scripts/screenshots.ts http://127.0.0.1:3000 / /collections/bags --widths 390,1440 --out /tmp/shots [--no-js] [--full] [--jpeg]
// --jpeg writes compact JPEGs, for the ones kept in docs/screenshots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const widths = (flag('--widths') ?? '390,1440').split(',').map(Number);
const out = flag('--out') ?? '/tmp/shots';
const noJs = args.includes('--no-js');
const full = args.includes('--full');
const jpeg = args.includes('--jpeg');
// The newsletter popup covers the page a second after load; show it only when asked to.
const withPopup = args.includes('--newsletter');
const [base, ...paths] = args.filter((a) => !a.startsWith('--'));
if (!base || paths.length === 0) {
  console.error(
    'usage: node scripts/screenshots.ts <base-url> <path> [...paths] [--widths 390,1440] [--out dir] [--no-js] [--full] [--jpeg] [--newsletter]',
  );
  process.exit(2);
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 900 },
    javaScriptEnabled: !noJs,
    deviceScaleFactor: 1,
  });
  if (!withPopup) await context.addCookies([{ name: 'newsletter', value: 'dismissed', url: base }]);
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle' });
    const file = join(
      out,
      `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}${noJs ? '-nojs' : ''}.${jpeg ? 'jpg' : 'png'}`,
    );
    // A full-page capture does not scroll, so lazy images below the fold would stay blank: walk down first.
    if (full) {
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(600);
    }
    await page.screenshot({ path: file, fullPage: full, ...(jpeg ? { type: 'jpeg' as const, quality: 72 } : {}) });
    console.log(file);
  }
  await context.close();
}
await browser.close();
