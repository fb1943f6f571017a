/**
 * Handlers match any origin under /api: the site calls the same-origin `/api` in the browser,
 * and tests in Node call an absolute URL.
 */
export const apiPath = (path: string): string => `*/api${path}`;
