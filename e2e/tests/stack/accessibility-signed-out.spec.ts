import { LANGUAGES } from '@app/contracts';
import { test } from './accessibility/accounts.js';
import { SCANNED_ROUTES, scanRoutes } from './accessibility/route-scans.js';

/**
 * Every route as a visitor who is not signed in meets it, in each language. Apart from the signed-in
 * scans (accessibility-every-route.spec.ts) because it neither pays nor signs in: it runs beside
 * the journeys that move the emulator's clock (playwright.config.ts, `stack-beside`).
 */
test.describe('every route, signed out', () => {
  // Scans only read: the workers share them.
  test.describe.configure({ mode: 'parallel' });
  for (const language of LANGUAGES) {
    test(`a visitor meets no axe violation on any route, in ${language}`, async ({ page }) => {
      await scanRoutes(page, language, SCANNED_ROUTES, 'signed out');
    });
  }
});
