// What both image CDNs share: one render at a time per key, atomic writes, and a cache of seed
// photographs and their variants shared by every data folder. The seed's photographers are deterministic (the same
// renderer code and spec always draw the same picture), so a master drawn for one test run or one
// fresh `npm start` serves all later ones: the key is the spec plus a digest of the renderer's code.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const EMULATORS_DIR = dirname(fileURLToPath(import.meta.url));
const RENDERER_DIR = join(EMULATORS_DIR, 'seed', 'images');

/** Where masters are shared; `EMULATOR_RENDER_CACHE` moves it (npm's own tool-cache place by default). */
export function renderCacheDir(): string {
  return process.env.EMULATOR_RENDER_CACHE ?? join(EMULATORS_DIR, '..', 'node_modules', '.cache', 'bottega-renders');
}

let rendererDigest: string | undefined;

/** A digest of every source file of the photographers: changing how they draw starts a fresh cache. */
function rendererVersion(): string {
  if (rendererDigest) return rendererDigest;
  const hash = createHash('sha256');
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.ts')) hash.update(entry.name).update(readFileSync(path));
    }
  };
  visit(RENDERER_DIR);
  rendererDigest = hash.digest('hex').slice(0, 16);
  return rendererDigest;
}

/** The master for a spec: from the shared cache, or drawn now and kept there. */
export async function sharedRender(kind: string, spec: unknown, render: () => Promise<Buffer>): Promise<Buffer> {
  const key = createHash('sha256')
    .update(`${kind}\n${rendererVersion()}\n${JSON.stringify(spec)}`)
    .digest('hex');
  const path = join(renderCacheDir(), rendererVersion(), `${key}.img`);
  if (existsSync(path)) return readFile(path);
  const buffer = await render();
  await writeAtomically(path, buffer);
  return buffer;
}

/**
 * How hard both CDNs try when they encode AVIF, sharp's 0-9. A first request is encoded while a
 * shopper waits; at 1 a 1000 px picture takes half the CPU it took at 2 (0.24 against 0.45 s),
 * for 2 % more bytes. Masters and their variants are kept, so this is paid once per picture.
 */
export const AVIF_EFFORT = 1;

const sharedVariants = singleFlight<Buffer>();

/**
 * A resized or re-encoded picture, from the shared cache or made now and kept there. The key is the
 * source's own bytes plus the recipe, so any data folder holding the same master (every fresh seed
 * does) reuses it, and a master an editor replaces gets its own. Encoding AVIF is the costliest
 * thing the emulators do; a test run starts several fresh data folders and would redo it in each.
 */
export function sharedVariant(source: Buffer, recipe: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const key = createHash('sha256').update(source).update(`\n${recipe}`).digest('hex');
  const path = join(renderCacheDir(), 'variants', key.slice(0, 2), `${key}.img`);
  return sharedVariants(path, async () => {
    if (existsSync(path)) return readFile(path);
    const buffer = await render();
    await writeAtomically(path, buffer);
    return buffer;
  });
}

/** Concurrent requests for the same key share one piece of work. */
export function singleFlight<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const inFlight = new Map<string, Promise<T>>();
  return (key, work) => {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = work().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
}

/** Readers never see half a file: write beside it, then rename over. */
export async function writeAtomically(path: string, data: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}
