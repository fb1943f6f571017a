// @vitest-environment node
import { LANGUAGES } from '@app/contracts';
import { intlFor, PRODUCT_NAME } from '@app/i18n';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE, PRERENDERED_PAGES, prerenderedFile } from './prerendered-pages.js';
import { ROUTE_PATTERNS, renderPage } from './render-page.js';

/**
 * The server side only: React's server and browser renderers cannot share a process, so that the
 * browser takes these pages over unchanged is shown in a real browser on the built site
 * (e2e/tests/stack/prerendered-pages.spec.ts).
 */
describe('renderPage', () => {
  it.each(PRERENDERED_PAGES.map((page) => page.path))(
    '%s comes whole: the shell and the page, with no inline script or style the CSP would block',
    async (path) => {
      const { html, title } = await renderPage(path, 'en');
      expect(html).toMatch(/<header[\s\S]*<main[\s\S]*<h1[\s\S]*<footer/);
      expect(html).not.toMatch(/<script|style="/);
      // Signed out: the server cannot see a stored session.
      expect(html).toContain('>Sign in<');
      expect(title).toMatch(new RegExp(` · ${PRODUCT_NAME}$`));
    },
  );

  it('is written in the language asked for, with that language in its title', async () => {
    for (const language of LANGUAGES) {
      const { html, title } = await renderPage('/faq', language);
      const faqTitle = intlFor(language).formatMessage({ id: 'faq.title' });
      expect(html).toContain(faqTitle);
      expect(title).toContain(faqTitle);
    }
  });

  it('renders the not-found page at its own path, in the language asked for', async () => {
    const { html, title } = await renderPage(NOT_FOUND_PAGE.path, 'it');
    const notFound = intlFor('it').formatMessage({ id: 'notFound.title' });
    expect(html).toContain(notFound);
    expect(title).toContain(notFound);
  });

  it("lists the router's addresses for the server, each route once, and no catch-all", () => {
    expect(ROUTE_PATTERNS).toEqual(
      expect.arrayContaining([
        '/',
        '/license',
        '/account',
        '/reset-password/:token',
        '/create-password/:token/:email',
      ]),
    );
    expect(ROUTE_PATTERNS).not.toContain(NOT_FOUND_PAGE.path);
    expect(ROUTE_PATTERNS.some((pattern) => pattern.includes('*'))).toBe(false);
    expect(new Set(ROUTE_PATTERNS).size).toBe(ROUTE_PATTERNS.length);
  });

  it('lies where the server looks for it', () => {
    expect(prerenderedFile('/', 'de')).toBe('pages/de/index.html');
    expect(prerenderedFile('/forgot-password', 'it')).toBe('pages/it/forgot-password.html');
  });
});
