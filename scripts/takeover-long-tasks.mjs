// What a pre-rendered page's takeover costs the main thread: the long tasks (over 50 ms) the page
// runs after its first paint, on a phone-sized page with the CPU slowed 4x, the same way as the
// first-click measure (scripts/first-click.mjs). Two builds are compared try by try, in turns, so
// that a machine whose speed moves weighs on both alike (docs/measurements.md#first-click).
// Usage: node scripts/takeover-long-tasks.mjs <route> <tries> <base URL> [<base URL>...]
// Each base URL is a built API serving a build of the site (SITE_DIR); a page that starts its
// scripts only at the first sign of use shows none of their tasks here.
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.mjs';
import { CPU_THROTTLING, median, PHONE } from './first-click.mjs';

/** How long after the load event the tasks are collected: the takeover of /faq ends within it at 4x. */
const WATCH_MS = 6000;

const [route, tries, ...bases] = process.argv.slice(2);
if (!route || !tries || bases.length === 0) {
  console.error('usage: node scripts/takeover-long-tasks.mjs <route> <tries> <base URL>...');
  process.exit(2);
}

const browser = await chromium.launch(chromiumLaunchOptions);
const blockingByBase = new Map(bases.map((base) => [base, []]));
try {
  for (let attempt = 0; attempt < Number(tries); attempt += 1) {
    for (const base of bases) {
      const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
      await page.addInitScript(() => {
        window.longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.longTasks.push([entry.startTime, entry.duration]);
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(new URL(route, base).href, { waitUntil: 'load' });
      await page.waitForTimeout(WATCH_MS);
      const { tasks, paint } = await page.evaluate(() => ({
        tasks: window.longTasks,
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      }));
      await context.close();
      const after = tasks.filter(([start]) => start > paint).map(([, duration]) => Math.round(duration));
      // Lighthouse's total blocking time counts what each task runs beyond 50 ms.
      const blocking = after.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
      blockingByBase.get(base)?.push(blocking);
      console.log(
        `${base}${route}: blocking ${blocking} ms after the first paint, tasks ${after.join(', ') || 'none'}`,
      );
    }
  }
} finally {
  await browser.close();
}
for (const [base, values] of blockingByBase) {
  console.log(`${base}${route}: median blocking ${median(values)} ms (${values.join(', ')})`);
}
