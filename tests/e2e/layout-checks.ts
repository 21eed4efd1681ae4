// Layout assertions a shopper's eye makes at a glance, measured in the page: nothing wider than the
// screen, no text cut off, the controls a page is for inside the screen and clear of each other.
import type { Locator, Page } from '@playwright/test';

/**
 * Waits for what is moving into place (a panel sliding in) to arrive: measured mid-way, a drawer's
 * close button is a few pixels off the screen it will end up inside. Endless animations are not
 * waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Everything wrong with the layout of what is on screen now, as readable lines (empty when the page
 * is right). Text inside a region that scrolls sideways (a rail, a tab row) may run past the screen:
 * that is what the region is for.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  await animationsSettled(page);
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const name = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const classes =
        typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      return `<${element.tagName.toLowerCase()}${classes}> "${text}"`;
    };
    const scrollsSideways = (element: Element) => {
      const style = getComputedStyle(element);
      return (style.overflowX === 'auto' || style.overflowX === 'scroll') && element.scrollWidth > element.clientWidth;
    };
    // Screen-reader-only text is one pixel wide and clipped on purpose.
    const visuallyHidden = (style: CSSStyleDeclaration, rect: DOMRect) =>
      rect.width <= 1 || rect.height <= 1 || style.clip.startsWith('rect') || style.clipPath.startsWith('inset(50%');

    if (document.documentElement.scrollWidth > viewport) {
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px wide in a ${viewport}px window`);
    }
    // The open dialog is the whole screen when there is one; otherwise the page.
    const root: Element = document.querySelector('dialog[open]') ?? document.body;
    for (const element of root.querySelectorAll('*')) {
      if (element.closest('dialog:not([open])') || element.closest('svg, noscript, script, style')) continue;
      const hasText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      if (!hasText) continue;
      // Hidden, transparent (a hotspot's label before hover) or screen-reader-only text is not seen.
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || visuallyHidden(style, rect)) continue;

      const clips = (value: string) => value === 'hidden' || value === 'clip';
      if (clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1) problems.push(`text cut off sideways: ${name(element)}`);
      else if (clips(style.overflowY) && style.webkitLineClamp === 'none' && element.scrollHeight > element.clientHeight + 2)
        problems.push(`text cut off below: ${name(element)}`);

      let inScroller = false;
      let clipper: Element | null = null;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (scrollsSideways(parent)) {
          inScroller = true;
          break;
        }
        if (!clipper && clips(getComputedStyle(parent).overflowX)) clipper = parent;
      }
      if (clipper) {
        const box = clipper.getBoundingClientRect();
        if (rect.left < box.left - 1 || rect.right > box.right + 1)
          problems.push(`text cut off by ${name(clipper).split(' ')[0]}: ${name(element)}`);
      }
      if (!inScroller && (rect.left < -1 || rect.right > viewport + 1)) {
        problems.push(`text outside the screen (${Math.round(rect.left)}–${Math.round(rect.right)} of ${viewport}px): ${name(element)}`);
      }
    }
    return problems;
  });
}

/** Each control must be visible, wholly inside the screen's width, and clear of the others. */
export async function controlProblems(page: Page, controls: Record<string, Locator>): Promise<string[]> {
  await animationsSettled(page);
  const problems: string[] = [];
  const viewport = await page.evaluate(() => document.documentElement.clientWidth);
  const boxes: [string, { x: number; y: number; width: number; height: number }][] = [];
  for (const [label, locator] of Object.entries(controls)) {
    const box = (await locator.count()) === 1 && (await locator.isVisible()) ? await locator.boundingBox() : null;
    if (!box) {
      problems.push(`${label}: not shown (${await locator.count()} found)`);
      continue;
    }
    if (box.x < -1 || box.x + box.width > viewport + 1)
      problems.push(`${label}: outside the screen (${Math.round(box.x)}–${Math.round(box.x + box.width)} of ${viewport}px)`);
    for (const [other, otherBox] of boxes) {
      const apart =
        box.x + box.width <= otherBox.x + 1 ||
        otherBox.x + otherBox.width <= box.x + 1 ||
        box.y + box.height <= otherBox.y + 1 ||
        otherBox.y + otherBox.height <= box.y + 1;
      if (!apart) problems.push(`${label} overlaps ${other}`);
    }
    boxes.push([label, box]);
  }
  return problems;
}
