// A visitor's first click on a pre-rendered public page, timed beside the same click once the
// page's scripts are in (docs/routes-and-screens.md#first-click). Shared by the gate in `npm test`
// (e2e/tests/lighthouse/first-click.spec.ts), `npm run bench -- --only firstclick` and
// scripts/takeover-long-tasks.mjs.
//
// On a phone-sized page (390 x 844, touch) with the CPU slowed 4x through the DevTools protocol
// (Emulation.setCPUThrottlingRate), each try opens the page in a fresh browser context (nothing
// cached, nothing stored), waits for its load event and a visitor's second to look at it, and taps
// the control. The time runs, in the page, from the tap's pointerdown (the event's own time stamp,
// so a main thread busy when the tap came counts) to the first change of the DOM that shows the
// answer (a MutationObserver's callback, performance.now()). The same context then opens the page
// again, its scripts now cached, makes sure they have run (a tap on the heading, which starts them
// if nothing else has), and taps the same control: the warm time.
import { readFileSync } from 'node:fs';

/** Core Web Vitals' "good" response to an interaction (INP), in ms. */
export const FIRST_CLICK_BUDGET_MS = 200;
/** ...or the first click may take up to this many times the warm one (a machine slower than a phone). */
export const WARM_FACTOR = 2;
export const CPU_THROTTLING = 4;
/**
 * How long after the load event the visitor acts: a second to see the page and reach for the
 * control, where the walk-through's visitors tapped at once and after 3 s (both slow when the
 * scripts waited for the tap). Sooner than most visitors act, so the scripts have less time.
 */
export const HUMAN_DELAY_MS = 1000;
/** Tries of each interaction; the medians are compared, so one slowed by the machine does not decide. */
export const TRIES = 3;
export const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** How long the answer may take before the try counts as never answered. */
const ANSWER_TIMEOUT_MS = 15_000;

const english = JSON.parse(
  readFileSync(new URL('../packages/i18n/src/messages/en.json', import.meta.url), 'utf8'),
);
const words = (id) => {
  const text = english[id];
  if (typeof text !== 'string') throw new Error(`no message ${id} in en.json`);
  return text;
};

/**
 * The first interactions timed: the control (its role and English name) and the selector that
 * matches once the DOM shows the answer. A `choose` option is then picked in the control (a select).
 */
export const FIRST_CLICKS = [
  {
    name: 'Menu on /',
    route: '/',
    control: { role: 'button', name: words('nav.menu') },
    answer: 'button[aria-expanded="true"]',
  },
  {
    name: 'Menu on /license',
    route: '/license',
    control: { role: 'button', name: words('nav.menu') },
    answer: 'button[aria-expanded="true"]',
  },
  {
    name: 'Show phone number on /support',
    route: '/support',
    control: { role: 'button', name: words('supportChannels.showPhone') },
    answer: 'a[href^="tel:"]',
  },
  {
    name: 'Language -> Français on /',
    route: '/',
    control: { role: 'combobox', name: words('nav.language') },
    choose: 'fr',
    answer: 'html[lang="fr"]',
    // In the menu on a phone (the menu's own tap is timed above): in the top bar from 1250 px.
    viewport: DESKTOP,
  },
];

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** In the page: notes the first pointerdown's time and the time the answer's selector first matches. */
function watchForAnswer(answer) {
  const timing = { start: null, end: null };
  window.firstClickTiming = timing;
  addEventListener(
    'pointerdown',
    (event) => {
      if (timing.start === null) timing.start = event.timeStamp;
    },
    { capture: true },
  );
  const observer = new MutationObserver(() => {
    if (timing.start === null || !document.querySelector(answer)) return;
    timing.end = performance.now();
    observer.disconnect();
  });
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

/** A page on a phone-sized, touch screen with the CPU slowed down. */
async function phonePage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  return page;
}

/** Opens `url`, waits for the load event and `delayMs`, taps the control: ms to the answer. */
async function timeTap(page, url, click, { beforeTap } = {}) {
  await page.goto(url, { waitUntil: 'load' });
  const control = page.getByRole(click.control.role, { name: click.control.name, exact: true });
  await beforeTap?.(page, control);
  await page.evaluate(watchForAnswer, click.answer);
  // Found before the wait, so that Playwright's own checks do not delay the tap after it.
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error(`${click.name}: the control is not on screen`);
  await page.waitForTimeout(HUMAN_DELAY_MS);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  if (click.choose) await control.selectOption(click.choose);
  await page.waitForFunction(() => window.firstClickTiming?.end != null, null, {
    timeout: ANSWER_TIMEOUT_MS,
  });
  const { start, end } = await page.evaluate(() => window.firstClickTiming);
  return end - start;
}

/** Whether React has taken `control` over: its handlers are on the element. */
const takenOver = (control) =>
  control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));

/** The warm page: its scripts cached and run before the tap. */
async function makeSureScriptsRan(page, control) {
  if (!(await takenOver(control))) {
    await page.getByRole('heading', { level: 1 }).first().tap();
  }
  for (let waited = 0; !(await takenOver(control)); waited += 100) {
    if (waited > ANSWER_TIMEOUT_MS) throw new Error('the page was never taken over');
    await page.waitForTimeout(100);
  }
  // Taken over, and the browser idle since: whatever the scripts still had to do is done.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
  );
}

/** One try of `click`: the first tap in a fresh context, then the warm one. */
async function tryOnce(browser, baseUrl, click) {
  const context = await browser.newContext({
    viewport: click.viewport ?? PHONE,
    hasTouch: true,
    isMobile: !click.viewport,
    locale: 'en-US',
  });
  try {
    const url = new URL(click.route, baseUrl).href;
    const firstPage = await phonePage(context);
    const first = await timeTap(firstPage, url, click);
    await firstPage.close();
    // What the first try chose (a language) is forgotten; the HTTP cache stays.
    await context.clearCookies();
    const warmPage = await phonePage(context);
    await warmPage.goto(new URL('/favicon.svg', baseUrl).href);
    await warmPage.evaluate(() => localStorage.clear());
    const warm = await timeTap(warmPage, url, click, { beforeTap: makeSureScriptsRan });
    return { first, warm };
  } finally {
    await context.close();
  }
}

/**
 * `tries` tries of every interaction (FIRST_CLICKS), each judged on the medians. First one load
 * of the home page, timed by nothing: the first page a browser and a server just started show
 * took seconds more (3.2 s against 0.1 s for the menu on "/", 2026-12-06).
 */
/**
 * @param {import('playwright').Browser} browser
 * @param {string} baseUrl
 * @param {{ tries?: number, log?: (line: string) => void }} [options]
 */
export async function measureFirstClicks(browser, baseUrl, { tries = TRIES, log = () => {} } = {}) {
  const warmUp = await browser.newContext();
  await (await warmUp.newPage()).goto(new URL('/', baseUrl).href, { waitUntil: 'load' });
  await warmUp.close();
  const rows = [];
  for (const click of FIRST_CLICKS) {
    const firsts = [];
    const warms = [];
    for (let attempt = 0; attempt < tries; attempt += 1) {
      const { first, warm } = await tryOnce(browser, baseUrl, click);
      firsts.push(first);
      warms.push(warm);
    }
    const first = median(firsts);
    const warm = median(warms);
    const pass = first <= FIRST_CLICK_BUDGET_MS || first <= WARM_FACTOR * warm;
    const row = { name: click.name, firsts, warms, first, warm, pass };
    rows.push(row);
    log(formatFirstClicks([row]).split('\n')[1]);
  }
  return rows;
}

export const FIRST_CLICK_RULE = `first <= ${FIRST_CLICK_BUDGET_MS} ms or <= ${WARM_FACTOR}x warm (medians of ${TRIES}; ${CPU_THROTTLING}x CPU, ${PHONE.width} px, tap ${HUMAN_DELAY_MS} ms after load)`;

/** One line an interaction: the medians, each try, the verdict. */
export function formatFirstClicks(rows) {
  const ms = (value) => String(Math.round(value));
  const header = ['interaction', 'first ms', 'warm ms', 'first tries', 'warm tries', 'verdict'];
  const lines = rows.map((row) => [
    row.name,
    ms(row.first),
    ms(row.warm),
    row.firsts.map(ms).join(' / '),
    row.warms.map(ms).join(' / '),
    row.pass ? 'pass' : 'FAIL',
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...lines.map((line) => line[column].length)),
  );
  return [header, ...lines]
    .map((line) => line.map((cell, column) => cell.padEnd(widths[column])).join('  '))
    .join('\n');
}
