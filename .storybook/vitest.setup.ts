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
  const fullHeight = document.documentElement.scrollHeight;
  if (fullHeight > innerHeight) await page.viewport(innerWidth, fullHeight);
  try {
    await expect(page.elementLocator(document.body)).toMatchScreenshot();
  } finally {
    if (fullHeight > innerHeight) await page.viewport(innerWidth, innerHeight);
  }
});
