import { configure } from 'storybook/test';
import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { ASYNC_UTIL_TIMEOUT_MS } from '../test-timeouts.ts';

// A play function's waitFor and findBy… wait as long as a busy machine needs.
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

/**
 * Screenshots must not depend on timing: freeze animations, transitions and the caret before
 * each story renders.
 */
beforeEach(() => {
  const style = document.createElement('style');
  style.dataset.testOnly = 'freeze-motion';
  style.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
  document.head.append(style);
  return () => style.remove();
});

/**
 * Visual regression: every story is compared with its committed reference image, whole: a page
 * taller than the viewport is captured in a viewport grown to its height, so its lower sections
 * are compared too.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  // An image still on its way (the top bar's logo) would be pictured as a broken one.
  await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
  const { innerWidth, innerHeight } = window;
  const fullHeight = await settledHeight();
  if (fullHeight > innerHeight) await page.viewport(innerWidth, fullHeight);
  try {
    await expect(page.elementLocator(document.body)).toMatchScreenshot();
  } finally {
    if (fullHeight > innerHeight) await page.viewport(innerWidth, innerHeight);
  }
});

/** How long the page's height must stay the same before it is taken as whole, in ms. */
const HEIGHT_QUIET_MS = 200;
/** How long a page may keep changing its height before it is pictured as it is, in ms. */
const HEIGHT_SETTLE_LIMIT_MS = 5000;

/**
 * The page's height once it has stopped changing. A section whose data arrives after the play
 * function has ended makes the page grow; measured before, the page was pictured in a frame too
 * short, cut off and at another scale than its reference (issue 19's CI run: Card Expiring and
 * Payment Failed in German).
 */
async function settledHeight(): Promise<number> {
  let height = document.documentElement.scrollHeight;
  let since = performance.now();
  const limit = since + HEIGHT_SETTLE_LIMIT_MS;
  while (performance.now() < limit) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = document.documentElement.scrollHeight;
    if (now !== height) {
      height = now;
      since = performance.now();
    } else if (performance.now() - since >= HEIGHT_QUIET_MS) break;
  }
  return height;
}
