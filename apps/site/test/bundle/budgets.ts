/**
 * The site's size budgets (docs/testing.md#budgets), in bytes; 1 KB = 1000 bytes, as Vite prints
 * sizes. Scripts and styles are counted after `gzip -9`, the way they travel; fonts and images as
 * stored (they are compressed already). Raising a budget is a decision to write down in the commit, not a
 * fix for a failing test.
 */
export const BUDGETS = {
  /**
   * Everything the browser fetches to render `/` (any of the four languages): the entry and its
   * static imports, the home route's chunk and its static imports, and the language's catalog.
   * React 19 alone is about 69 KB of it. 122 KB since the contracts' table, which the API client in
   * the entry holds whole (every call's schemas), took the practice's and the audit log's sixteen
   * calls: 120.02 KB in German with them (docs/testing.md#budgets).
   */
  homeJs: 122_000,
  /** All the style sheets those chunks bring. */
  homeCss: 20_000,
  /** Inter, variable weight, one file per Unicode range (a page fetches only the ranges it uses); 219 KB in all, latin-ext 85 KB, when set. */
  fontsTotal: 230_000,
  fontFile: 90_000,
  /** The favicon and the pages' illustrations, all SVG; 6.5 KB in all, the largest 4.4 KB, when set. */
  imagesTotal: 40_000,
  imageFile: 20_000,
} as const;

/** Routes behind a sign-in: their code (and Stripe's) must never reach a public page. */
export const PRIVATE_ROUTES = [
  'account',
  'payment',
  'license-adjustment',
  'admin',
  'app-consent',
  'app-device',
] as const;

/** The modules of the private areas, by path: their screens, their charts, Stripe. */
export const PRIVATE_CODE: readonly RegExp[] = [
  /\/apps\/site\/src\/features\/(payment|admin|account|license-adjustment|app-consent)\//,
  /\/apps\/site\/src\/app\/routes\/(payment|admin|account|license-adjustment|app-consent|app-device)\.tsx$/,
  // The audit log's screens, the account's and the admin's (docs/audit-log.md#who-reads).
  /\/apps\/site\/src\/components\/audit-log\//,
  /\/packages\/machines\/src\/(card-payment|card-change|billing-details|resume|checkout|account|admin-[a-z]+|license-adjustment)\//,
  /\/node_modules\/@stripe\//,
];

export const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
