/**
 * Runs in a worker of a pre-rendered page (take-over-loader.ts): asks for the lists of locales the
 * browser can format numbers and dates in. Chromium builds each list once for the whole page's
 * process, whichever thread asks first, so built here they cost the page's main thread nothing.
 */
Intl.NumberFormat.supportedLocalesOf('en');
Intl.DateTimeFormat.supportedLocalesOf('en');
postMessage('warm');
