// Seed photographs are drawn once per spec and renderer version, whatever the data folder.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderCacheDir, sharedRender, singleFlight } from '../../emulators/render-cache.ts';

let previous: string | undefined;
beforeEach(() => {
  previous = process.env.EMULATOR_RENDER_CACHE;
  process.env.EMULATOR_RENDER_CACHE = mkdtempSync(join(tmpdir(), 'bottega-render-cache-'));
});
afterEach(() => {
  if (previous === undefined) delete process.env.EMULATOR_RENDER_CACHE;
  else process.env.EMULATOR_RENDER_CACHE = previous;
});

describe('the shared render cache', () => {
  it('draws a spec once and serves the same bytes afterwards', async () => {
    let drawn = 0;
    const draw = async () => Buffer.from(`picture ${++drawn}`);
    const first = await sharedRender('test', { seed: 1 }, draw);
    const again = await sharedRender('test', { seed: 1 }, draw);
    expect(drawn).toBe(1);
    expect(again.equals(first)).toBe(true);
    const [version] = readdirSync(renderCacheDir());
    expect(readdirSync(join(renderCacheDir(), version))).toHaveLength(1);
  });

  it('keeps different specs and kinds apart', async () => {
    let drawn = 0;
    const draw = async () => Buffer.from(`picture ${++drawn}`);
    await sharedRender('test', { seed: 1 }, draw);
    await sharedRender('test', { seed: 2 }, draw);
    await sharedRender('other', { seed: 1 }, draw);
    expect(drawn).toBe(3);
  });

  it('lets concurrent requests for one key share the work', async () => {
    const once = singleFlight<number>();
    let runs = 0;
    const work = () => new Promise<number>((resolve) => setTimeout(() => resolve(++runs), 10));
    expect(await Promise.all([once('a', work), once('a', work), once('b', work)])).toEqual([1, 1, 2]);
    expect(await once('a', work)).toBe(3);
  });
});
