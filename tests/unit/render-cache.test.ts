// Seed photographs are drawn once per spec and renderer version, whatever the data folder.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderCacheDir, sharedRender, sharedVariant, singleFlight } from '../../emulators/render-cache.ts';

let previous: string | undefined;
beforeEach(() => {
  previous = process.env.EMULATOR_RENDER_CACHE;
  process.env.EMULATOR_RENDER_CACHE = mkdtempSync(join(tmpdir(), 'bottega-render-cache-'));
});
afterEach(() => {
  rmSync(process.env.EMULATOR_RENDER_CACHE!, { recursive: true, force: true });
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

  it('makes a variant once for the same master and recipe, whichever data folder asks', async () => {
    let made = 0;
    const make = async () => Buffer.from(`variant ${++made}`);
    const master = Buffer.from('master bytes');
    const [first, second] = await Promise.all([sharedVariant(master, 'w=400', make), sharedVariant(Buffer.from(master), 'w=400', make)]);
    const later = await sharedVariant(Buffer.from('master bytes'), 'w=400', make);
    expect(made).toBe(1);
    expect(second.equals(first) && later.equals(first)).toBe(true);
  });

  it('makes a new variant for another recipe or a replaced master', async () => {
    let made = 0;
    const make = async () => Buffer.from(`variant ${++made}`);
    await sharedVariant(Buffer.from('master bytes'), 'w=400', make);
    await sharedVariant(Buffer.from('master bytes'), 'w=800', make);
    const replaced = await sharedVariant(Buffer.from('a new master'), 'w=400', make);
    expect(made).toBe(3);
    expect(replaced.toString()).toBe('variant 3');
  });
});
