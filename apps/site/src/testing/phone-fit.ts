import { expect } from 'storybook/test';

/** What a person can act on: links, buttons and fields, each of which must be reachable. */
const ACTIONS = 'a[href], button, input, select, textarea, [role="button"], [role="link"], [role="tab"]';

/** What is hidden on purpose (visually hidden words, a closed section) is not looked at. */
function shown(element: Element): boolean {
  const { width, height } = element.getBoundingClientRect();
  return width > 1 && height > 1 && element.checkVisibility({ visibilityProperty: true });
}

/** The nearest box around the element that cuts off, or scrolls, what overflows it sideways. */
function clippingBox(element: Element): Element | null {
  for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
    const { overflowX } = getComputedStyle(box);
    if (overflowX !== 'visible') return box;
  }
  return null;
}

/** Names an element in a failure, so the message says which action was out of view. */
const describe = (element: Element) =>
  `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;

/**
 * A screen fits a phone (or a tablet): nothing on the page scrolls sideways, no table's region
 * hides columns behind a sideways scroll, and every action and status badge is whole in view,
 * neither past the window's edge nor cut off by a box around it. The admin's and the account's
 * phone stories share it.
 */
export async function expectFitsScreen(canvasElement: HTMLElement) {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  for (const region of canvasElement.querySelectorAll('section[aria-labelledby]')) {
    await expect(region.scrollWidth, describe(region)).toBeLessThanOrEqual(region.clientWidth);
  }
  const targets = [...canvasElement.querySelectorAll(`${ACTIONS}, [data-status]`)].filter(shown);
  for (const target of targets) {
    const { left, right } = target.getBoundingClientRect();
    await expect(left, describe(target)).toBeGreaterThanOrEqual(0);
    await expect(right, describe(target)).toBeLessThanOrEqual(window.innerWidth);
    const box = clippingBox(target);
    if (!box) continue;
    const bounds = box.getBoundingClientRect();
    // Half a pixel either way: sub-pixel layout, not a cut.
    await expect(left, describe(target)).toBeGreaterThanOrEqual(bounds.left - 0.5);
    await expect(right, describe(target)).toBeLessThanOrEqual(bounds.right + 0.5);
  }
}
