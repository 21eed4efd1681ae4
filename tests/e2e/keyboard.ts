// Keyboard-only journeys: reach a control by Tab alone and, at every stop on the way, hold the
// focused element to WCAG 2.2's Focus Not Obscured (2.4.11) and Focus Visible with a 3:1 indicator
// (2.4.7, 1.4.11). Checks run as one synchronous evaluate per stop, polled from Node, so they work
// in the no-js project too (no callback runs in a page without JavaScript).
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** What one focus stop looks like: who has focus and what is wrong with how it is shown. */
interface Stop {
  /** The focused element, as a short selector-like description for failure messages. */
  who: string;
  /** True while a transition or scroll is still moving things: measure again. */
  moving: boolean;
  problems: string[];
  /** True when the focused element is the target this walk is looking for. */
  arrived: boolean;
}

/**
 * Inspects the focused element. The indicator is read from computed styles: the outline (or, when
 * there is none, the box-shadow or a border that differs from the unfocused one is not known here,
 * so outline and box-shadow are what count) against the opaque colour behind it. Controls that are
 * visually hidden (a radio behind its swatch label) are measured by their label.
 */
function inspect([target, obscurers]: readonly [Element | null, string]): Stop {
  const active = document.activeElement;
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}` +
    ` "${(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().slice(0, 40)}"`;
  if (!active || active === document.body) return { who: 'body', moving: false, problems: [], arrived: false };
  const who = describe(active);
  const arrived = active === target;
  const moving = document.getAnimations().some((a) => {
    const timing = a.effect?.getComputedTiming();
    return a.playState === 'running' && timing !== undefined && timing.endTime !== Infinity;
  });
  const problems: string[] = [];

  // The box that shows focus: the control itself, or its label when the control is hidden.
  let shown: Element = active;
  const own = active.getBoundingClientRect();
  const unseen = own.width < 4 || own.height < 4 || getComputedStyle(active).opacity === '0';
  if (unseen && (active as HTMLInputElement).labels?.[0]) shown = (active as HTMLInputElement).labels![0];
  const whole = shown.getBoundingClientRect();
  const belongs = (hit: Element | null) =>
    !!hit &&
    (shown.contains(hit) ||
      active.contains(hit) ||
      (((active as HTMLInputElement).labels ?? []).length > 0 && [...(active as HTMLInputElement).labels!].some((l) => l.contains(hit))));

  // 2.4.11: inside the viewport, and nothing fixed or floating over it. A region taller or wider
  // than the window (a gallery) is measured by the part of it the window can hold.
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const clip = (start: number, end: number, size: number) =>
    end - start > size ? [Math.max(start, 0), Math.min(end, size)] : [start, end];
  const [left, right] = clip(whole.left, whole.right, vw);
  const [top, bottom] = clip(whole.top, whole.bottom, vh);
  const box = { left, right, top, bottom, width: right - left, height: bottom - top };
  if (whole.width === 0 || whole.height === 0) problems.push('has no box');
  else if (box.top < -0.5 || box.left < -0.5 || box.bottom > vh + 0.5 || box.right > vw + 0.5 || box.width <= 0 || box.height <= 0)
    problems.push(
      `is outside the viewport (${Math.round(box.left)},${Math.round(box.top)} ${Math.round(whole.width)}x${Math.round(whole.height)} in ${vw}x${vh})`,
    );
  else {
    // The middle and the middle of each edge, just inside: corners of a rounded swatch are not its own.
    const inset = 2;
    const [cx, cy] = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
    const points: Array<[number, number]> = [
      [cx, cy],
      [cx, box.top + inset],
      [cx, box.bottom - inset],
      [box.left + inset, cy],
      [box.right - inset, cy],
    ];
    // A region bigger than the window shows its middle; the header may stand over its top.
    const partial = box.width < whole.width || box.height < whole.height;
    for (const [x, y] of partial ? points.slice(0, 1) : points) {
      const hit = document.elementFromPoint(x, y);
      if (!belongs(hit)) {
        problems.push(`is covered at ${Math.round(x)},${Math.round(y)} by ${hit ? describe(hit) : 'nothing'}`);
        break;
      }
    }
    for (const cover of partial ? [] : document.querySelectorAll(obscurers)) {
      if (cover.contains(active)) continue;
      const style = getComputedStyle(cover);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const other = cover.getBoundingClientRect();
      const overlap = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
      const across = Math.min(box.right, other.right) - Math.max(box.left, other.left);
      // The cover must paint above the control to hide it; a sibling drawn under it does not.
      if (
        overlap > 2 &&
        across > 2 &&
        !cover.contains(document.elementFromPoint(box.left + across / 2, box.top + overlap / 2) ?? document.body)
      )
        continue;
      // A pixel of a hidden header's border along the top edge is rounding, not cover.
      if (overlap > 2 && across > 2) problems.push(`is under ${describe(cover)} by ${Math.round(overlap)}px`);
    }
  }

  // 2.4.7 and 1.4.11: a visible indicator, 3:1 against the colour it sits on.
  const parse = (colour: string): [number, number, number, number] | null => {
    const m = colour.match(/rgba?\(([^)]+)\)/);
    if (!m) return null;
    const parts = m[1]
      .split(/[ ,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0], parts[1], parts[2], parts[3] ?? 1];
  };
  const luminance = ([r, g, b]: number[]) => {
    const c = [r, g, b].map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  };
  const ratio = (a: number[], b: number[]) => {
    const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  const behind = (from: Element | null): number[] | 'image' => {
    for (let el = from; el; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.backgroundImage !== 'none' && !style.backgroundImage.startsWith('linear-gradient')) return 'image';
      const colour = parse(style.backgroundColor);
      if (colour && colour[3] > 0.5) return colour;
    }
    return [255, 255, 255, 1];
  };
  const style = getComputedStyle(shown);
  const indicators: Array<[string, number[]]> = [];
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) {
    const colour = parse(style.outlineColor);
    if (colour && colour[3] > 0.5) indicators.push(['outline', colour]);
  }
  const shadow = style.boxShadow !== 'none' ? parse(style.boxShadow) : null;
  if (shadow && shadow[3] > 0.5) indicators.push(['box-shadow', shadow]);
  if (!indicators.length) problems.push('shows no focus indicator (no outline or box-shadow)');
  else {
    const outside = parseFloat(style.outlineOffset) > 0 || indicators[0][0] === 'box-shadow';
    const ground = behind(outside ? shown.parentElement : shown);
    if (ground !== 'image') {
      const best = Math.max(...indicators.map(([, colour]) => ratio(colour, ground)));
      if (best < 3)
        problems.push(
          `focus indicator contrast ${best.toFixed(2)}:1 < 3:1 (${indicators.map(([k, c]) => `${k} rgb(${c.slice(0, 3)})`).join(', ')} on rgb(${ground.slice(0, 3)}))`,
        );
    }
  }
  return { who, moving, problems, arrived };
}

/** Fixed and floating things that may hide a focused control. */
const OBSCURERS = ['.site-header', '.site-banner', '.consent-banner', '[role="dialog"]', 'dialog[open]', '.panel'].join(',');

type Handle = Awaited<ReturnType<Locator['elementHandle']>>;

/** Measures the focused element once nothing moves (one look when nothing is animating), and fails with what is wrong. */
export async function checkFocus(page: Page, target: Handle | null = null): Promise<Stop> {
  // Typed by hand: Playwright's unboxing of an element handle inside a tuple is too deep for tsc.
  const evaluate = page.evaluate.bind(page) as unknown as (fn: typeof inspect, arg: unknown) => Promise<Stop>;
  const deadline = Date.now() + 5_000;
  let stop = await evaluate(inspect, [target, OBSCURERS]);
  while (stop.moving) {
    if (Date.now() > deadline) throw new Error(`focus on ${stop.who} kept moving for 5 s`);
    await page.waitForTimeout(50);
    stop = await evaluate(inspect, [target, OBSCURERS]);
  }
  // Soft: one run names every stop that fails, not only the first.
  expect.soft(stop.problems, `focused ${stop.who}`).toEqual([]);
  return stop;
}

/**
 * Presses Tab until `target` has focus, checking every stop on the way: Shift+Tab when the target
 * comes before what has focus, as a shopper would. On a page just opened, a target in the page's
 * own content is reached as a keyboard shopper reaches it, past the header by "Skip to content"
 * (the first stop: 2.4.1), rather than through every link of the menu. Fails naming the stops it
 * passed when the target is not reached within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { max = 80 }: { max?: number } = {}) {
  await expect(target, 'the control to tab to').toBeVisible();
  const handle = await target.elementHandle();
  const { back, skip } = await target.evaluate((el) => {
    const active = document.activeElement;
    const fresh = !active || active === document.body;
    return {
      back: !fresh && !!(active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING),
      skip: fresh && !!document.getElementById('main-content')?.contains(el),
    };
  });
  if (skip) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /skip to content/i }), 'the first stop of a page').toBeFocused();
    await checkFocus(page);
    await page.keyboard.press('Enter');
  }
  const passed: string[] = [];
  for (let press = 0; press < max; press++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await checkFocus(page, handle);
    if (stop.arrived) return;
    passed.push(stop.who);
  }
  throw new Error(
    `${String(target)} was not reached by ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses; focus went through:\n  ${passed.join('\n  ')}`,
  );
}

/** Tabs to `target` and presses `key` on it (Enter for links and buttons, Space for checkboxes). */
export async function press(page: Page, target: Locator, key = 'Enter', options?: { max?: number }) {
  await tabTo(page, target, options);
  await page.keyboard.press(key);
}

/** Tabs to a text field and types into it as a keyboard does. */
export async function typeInto(page: Page, field: Locator, text: string, options?: { max?: number }) {
  await tabTo(page, field, options);
  await page.keyboard.type(text);
}
