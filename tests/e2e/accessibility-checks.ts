// The WCAG 2.2 AA checks the accessibility journeys run on a page as it stands: axe's rules for the
// A and AA levels, target sizes (2.5.8), reflow at 320 px (1.4.10) and text spacing (1.4.12). Each
// returns readable lines, empty when the page passes, so one page load can be held to all of them
// at several widths (resizing the window applies the CSS again) before the next page is opened.
import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { animationsSettled } from './layout-checks';

/** axe's own source, for a page to run (accessibility-sweep.ts adds it to every document a journey opens). */
export const axeSource: string = axe.source;
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * Every violation of the A and AA rules, whatever axe calls its impact, as `rule: targets`. axe is in
 * the page from its start (accessibility-sweep.ts). `colours: false` leaves out colour contrast, for
 * a second market's words in the first's colours on the same backgrounds.
 */
export async function axeViolations(page: Page, where: string, { colours = true } = {}): Promise<string[]> {
  // A colour measured half-way through a fade (a button under the pointer) is no colour anyone reads.
  await animationsSettled(page);
  const violations = await page.evaluate(
    async ([tags, colours]) => {
      const { axe } = window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      };
      const results = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: { 'color-contrast': { enabled: colours } },
        // Passes and incomplete results are not asked for: computing them would double the run.
        resultTypes: ['violations'],
      });
      return results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
    },
    [WCAG_AA, colours] as const,
  );
  return violations.map((violation) => `${where} ${violation.id}: ${violation.targets.join(', ')}`);
}

/** A document as a browser without JavaScript parses it: no script, no module preload, <noscript> unwrapped. */
function withoutScripts(html: string) {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<\/?noscript>/gi, '');
}

/**
 * Shows `url` as a browser without JavaScript receives it, in a page that can still run axe (axe
 * cannot run where scripts are off: its timers never fire). The document is fetched as served, with
 * the page's cookies and its redirects followed, stripped of its scripts, and written over the page
 * open in the tab: the parser builds the same tree a navigation would, and the window, with axe
 * already compiled in it, stays (axe's first run in a new window costs twice a run). The answer's status.
 */
export async function replayWithoutScripts(page: Page, url: string): Promise<number> {
  // The first document of a tab only has to be the shop's, for the rest to be written over it.
  if (page.url() === 'about:blank') await page.goto('/robots.txt');
  const response = await page.request.get(url);
  const html = withoutScripts(await response.text());
  await page.evaluate(
    ([html, url]) => {
      history.replaceState(null, '', url);
      document.open();
      document.write(html);
      document.close();
    },
    [html, response.url()],
  );
  await page.waitForFunction(() => document.readyState === 'complete');
  return response.status();
}

/**
 * Where a journey posts a form without JavaScript, the documents the browser navigates to arrive as
 * served with their scripts removed, as replayWithoutScripts shows them.
 */
export async function servedWithoutScripts(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() === 'script') return route.abort();
    if (!request.isNavigationRequest()) return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) return route.fulfill({ response });
    return route.fulfill({ response, body: withoutScripts(await response.text()) });
  });
}

/**
 * 2.5.8 Target Size (Minimum), measured from the rendered boxes: every link, button, field, summary
 * and widget role (and the label standing in for a hidden input, as a swatch does) is at least
 * 24 × 24, or a 24 px circle on its centre touches no other target, or it is a link inside a sentence.
 */
export async function smallTargets(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const SELECTOR =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, label, ' +
      '[role=button], [role=tab], [role=option], [role=switch], [role=checkbox], [role=radio], [role=link]';
    const visible = (element: Element) => {
      if (element.closest('dialog:not([open]), [inert], [aria-hidden=true]')) return false;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Screen-reader-only text and a skip link parked off the screen are nobody's target.
      return rect.width > 1 && rect.height > 1 && !style.clip.startsWith('rect') && rect.right > 0 && rect.bottom > -window.scrollY;
    };
    const controlOf = (label: HTMLLabelElement) => label.control;
    const targets: { element: Element; rect: DOMRect }[] = [];
    // Under a modal dialog the page is inert: only the dialog's controls can be hit.
    const root = document.querySelector('dialog:modal') ?? document;
    for (const element of root.querySelectorAll(SELECTOR)) {
      if ((element as HTMLButtonElement).disabled) continue;
      if (element instanceof HTMLLabelElement) {
        // A label is a target of its own only where it stands in for a control drawn invisible (a swatch).
        const control = controlOf(element);
        if (!control || visible(control) || !visible(element)) continue;
        targets.push({ element, rect: element.getBoundingClientRect() });
        continue;
      }
      if (!visible(element)) continue;
      let rect = element.getBoundingClientRect();
      // A checkbox's label answers its clicks as well: the two together are the target.
      const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
      if (label && visible(label)) {
        const own = label.getBoundingClientRect();
        const left = Math.min(rect.left, own.left);
        const top = Math.min(rect.top, own.top);
        rect = new DOMRect(left, top, Math.max(rect.right, own.right) - left, Math.max(rect.bottom, own.bottom) - top);
      }
      targets.push({ element, rect });
    }
    // The inline exception: a link that runs in a line of text with words of its own around it.
    const inSentence = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = (element.textContent ?? '').trim().length;
      return ((block?.textContent ?? '').trim().length ?? 0) > own + 10;
    };
    const name = (element: Element) => {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
      const classes =
        typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      return `<${element.tagName.toLowerCase()}${classes}> "${text}"`;
    };
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const small = (rect: DOMRect) => rect.width < 23.5 || rect.height < 23.5;
    const circleTouchesBox = (point: { x: number; y: number }, rect: DOMRect) => {
      const dx = Math.max(rect.left - point.x, 0, point.x - rect.right);
      const dy = Math.max(rect.top - point.y, 0, point.y - rect.bottom);
      return Math.hypot(dx, dy) < 12;
    };
    const nested = (a: Element, b: Element) => a.contains(b) || b.contains(a);
    const problems: string[] = [];
    for (const target of targets) {
      if (!small(target.rect) || inSentence(target.element)) continue;
      const point = centre(target.rect);
      const crowded = targets.some(
        (other) =>
          other !== target &&
          !nested(other.element, target.element) &&
          (circleTouchesBox(point, other.rect) ||
            (small(other.rect) && Math.hypot(point.x - centre(other.rect).x, point.y - centre(other.rect).y) < 24)),
      );
      if (crowded) problems.push(`${name(target.element)} ${Math.round(target.rect.width)}×${Math.round(target.rect.height)}`);
    }
    return problems;
  });
  return found.map((line) => `${where} ${line}`);
}

/** 1.4.10: at 320 CSS px (a 1280 px window at 400 %) nothing makes the page scroll sideways. */
export async function scrollsSideways(page: Page, where: string): Promise<string[]> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  return width > 0 ? [`${where} scrolls sideways by ${width}px`] : [];
}

/**
 * 1.4.12: with the criterion's spacing forced on every element, no text is cut off by a box that
 * hides its overflow, and no two pieces of text land on each other.
 */
export async function textSpacingProblems(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent =
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';
    // Measuring a box lays the page out again with the new spacing.
    document.head.append(style);
    const problems: string[] = [];
    const texts: { element: Element; rect: DOMRect }[] = [];
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}.${[...element.classList].join('.')}> "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('svg, script, style, noscript, dialog:not([open])')) continue;
      const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      if (!hasText || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const computed = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      // Screen-reader-only text is clipped to a pixel on purpose.
      if (
        rect.width <= 1 ||
        rect.height <= 1 ||
        rect.bottom <= 0 ||
        rect.right <= 0 ||
        computed.clip.startsWith('rect') ||
        computed.clipPath.startsWith('inset(50%')
      )
        continue;
      const clips = (value: string) => value === 'hidden' || value === 'clip';
      // A clamped card title ends in an ellipsis and is whole on the page it links to.
      const clamped = computed.webkitLineClamp !== 'none' || computed.textOverflow === 'ellipsis';
      if (!clamped && clips(computed.overflowX) && element.scrollWidth > element.clientWidth + 1)
        problems.push(`text cut off sideways: ${name(element)}`);
      else if (!clamped && clips(computed.overflowY) && element.scrollHeight > element.clientHeight + 2)
        problems.push(`text cut off below: ${name(element)}`);
      else {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const outer = getComputedStyle(parent);
          if (!clips(outer.overflowY) || outer.webkitLineClamp !== 'none') continue;
          const box = parent.getBoundingClientRect();
          if (rect.top < box.top - 2 || rect.bottom > box.bottom + 2)
            problems.push(`text cut off by <${parent.tagName.toLowerCase()}>: ${name(element)}`);
          break;
        }
      }
      texts.push({ element, rect });
    }
    // Text on text: two pieces of different branches whose line boxes cross by more than a sliver.
    // Line by line (an inline link's box spans every line it wraps over); what stays put over the page
    // while it scrolls (the header, a sticky bar) covers the page by design.
    const pinned = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const lines = texts.filter(({ element }) => !pinned(element)).map(({ element }) => ({ element, boxes: [...element.getClientRects()] }));
    const cross = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 4 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 4;
    for (let i = 0; i < lines.length; i++) {
      for (let j = i + 1; j < lines.length; j++) {
        const [a, b] = [lines[i], lines[j]];
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        if (a.boxes.some((box) => b.boxes.some((other) => cross(box, other))))
          problems.push(`text overlaps: ${name(a.element)} and ${name(b.element)}`);
      }
    }
    style.remove();
    return problems;
  });
  return found.map((line) => `${where} ${line}`);
}
