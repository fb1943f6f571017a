import { configure } from 'storybook/test';
import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { ASYNC_UTIL_TIMEOUT_MS } from '../test-timeouts.ts';

// A play function's waitFor and findBy… wait as long as a busy machine needs.
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

/**
 * Inline styles the test tools add to the page, not the site's (the start of each, of the 40
 * characters the browser reports): Storybook's pausing of animations in a test run, and
 * addon-a11y's colour-vision filters. Blocked like any inline style; the sheet below, which carries
 * the test page's nonce, does what they did.
 */
const TOOLS_INLINE_STYLES = ['*, *:before, *:after {', 'position:absolute;width:0;height:0;'];

/**
 * The page runs under the site's served Content-Security-Policy (vitest.config.ts,
 * docs/architecture.md#one-csp), and a listener there keeps each violation from the page's first
 * line on: what the policy blocked fails the story during which it was blocked.
 */
const violations = (window as { cspViolations?: SecurityPolicyViolationEvent[] }).cspViolations;
if (!violations) throw new Error('The story tests run without the served Content-Security-Policy.');

function described(event: SecurityPolicyViolationEvent): string {
  const blocked = event.blockedURI === 'inline' ? `inline "${event.sample}"` : event.blockedURI;
  return `${event.effectiveDirective} blocked ${blocked} (${event.sourceFile}:${event.lineNumber})`;
}
const ofTheSite = (event: SecurityPolicyViolationEvent) =>
  !TOOLS_INLINE_STYLES.some((start) => event.sample.startsWith(start));

/** The nonce the test page's own styles carry (Vite's csp-nonce meta), none outside the story tests. */
const harnessNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';

/**
 * Screenshots must not depend on timing: freeze animations, transitions and the caret before
 * each story renders.
 */
beforeEach(() => {
  const style = document.createElement('style');
  style.dataset.testOnly = 'freeze-motion';
  style.nonce = harnessNonce;
  style.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }' +
    // addon-a11y's colour-vision filters, out of the layout as its blocked style attribute had them.
    ' #storybook-a11y-vision-filters { position: absolute; width: 0; height: 0; overflow: hidden; }';
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

/**
 * A story that made the page break the policy fails, whether its play function looked or not;
 * checked after its images settled, before its screenshot (Vitest runs the later hook first).
 */
afterEach(async () => {
  await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
  // The violation's event is a task queued after the load it blocked.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const blocked = violations.splice(0).filter(ofTheSite).map(described);
  expect(blocked, 'the Content-Security-Policy the API serves blocked nothing').toEqual([]);
});
