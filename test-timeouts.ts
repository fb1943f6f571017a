/**
 * Time limits for a machine that other work shares. CI runs on 2 cores, sometimes with another
 * process holding one of them; then a jsdom test that types into a form or runs axe takes several
 * times as long as on a quiet machine, and a story's full-page screenshot takes seconds. The
 * defaults (5 s a test, 1 s for a `waitFor` or `findBy…`, 5 s to a stable screenshot) failed such
 * tests, and a test cut off mid-typing left its keystrokes to the next one. Limits this wide still
 * fail a test that hangs or waits for something that never comes; what a test asserts about time
 * (the spec's 2 s confirmation, the 120 s activation limit) runs on fake or story clocks.
 */
export const TEST_TIMEOUT_MS = 60_000;
export const HOOK_TIMEOUT_MS = 120_000;
/** `waitFor`, `findBy…` (Testing Library, storybook/test) and `vi.waitFor`. */
export const ASYNC_UTIL_TIMEOUT_MS = 15_000;
/** How long a story's screenshot may take to come out the same twice in a row. */
export const STABLE_SCREENSHOT_TIMEOUT_MS = 30_000;

/** An end-to-end journey in a real browser against the whole stack (e2e/playwright.config.ts). */
export const JOURNEY_TIMEOUT_MS = 240_000;
/**
 * One route of the end-to-end axe scan (accessibility-every-route.spec.ts): its load, the screen
 * settling, and axe. A test scanning a language's routes in one page has this for each of them.
 */
export const ROUTE_SCAN_TIMEOUT_MS = 30_000;
/** A web-first assertion of Playwright (`toBeVisible`, `toHaveURL`, ...). */
export const JOURNEY_EXPECT_TIMEOUT_MS = 20_000;
/**
 * A journey's wait on background work: the mail outbox's next pass, a webhook, the payment's
 * activation polled every 4 s.
 */
export const BACKGROUND_WORK_TIMEOUT_MS = 60_000;
/**
 * A server the tests start (the API, MailDev, the Stripe emulator, a preview server) answering its
 * health check: a first start creates and migrates its database beside every other test's work.
 */
export const SERVER_START_TIMEOUT_MS = 180_000;
/** A browser of Vitest's browser mode connecting to its test runner (Vitest's default is 60 s). */
export const BROWSER_CONNECT_TIMEOUT_MS = 180_000;
