import { LANGUAGES } from '@app/contracts';
import { LANGUAGE_NAMES, LANGUAGE_STORAGE_KEY, PRODUCT_NAME } from '@app/i18n';
import type { Page } from '@playwright/test';
import { confirmedAccount, openAs, PASSWORD } from './accounts.js';
import { expect, test } from './fixtures.js';
import { wordsFor } from './words.js';

/**
 * The public pages arrive as HTML in the visitor's language (apps/site/vite/prerender-pages.ts,
 * served by apps/api/src/plugins/site.ts), and the site's script takes them over unchanged.
 */
test.describe('a visitor on a phone line sees the public pages before any script has run', () => {
  for (const language of LANGUAGES) {
    test(`the FAQ comes as finished HTML in ${language} when the browser asks for it`, async ({
      request,
    }) => {
      const words = wordsFor(language);
      const response = await request.get('/faq', { headers: { 'accept-language': `${language}-CH` } });
      const html = await response.text();
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(`<h1`);
      expect(html).toContain(words('faq.title'));
      expect(html).toContain(
        `<title>${words('page.titleSuffix', { title: words('faq.title'), product: PRODUCT_NAME })}</title>`,
      );
      const description = words('meta.description').replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      expect(html).toContain(`<meta name="description" content="${description}" />`);
    });
  }

  for (const language of LANGUAGES) {
    const other = language === 'en' ? 'de-CH' : 'en-GB';
    test.describe(`with ${language} chosen on the site and a browser in ${other}`, () => {
      test.use({ locale: other });

      test(`every pre-rendered page comes up in ${language} on first view, before any click`, async ({
        page,
      }) => {
        const words = wordsFor(language);
        await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
          LANGUAGE_STORAGE_KEY,
          language,
        ] as const);
        const paths = [
          '/',
          '/license',
          '/signup',
          '/faq',
          '/support',
          '/signin',
          '/privacy',
          '/no-such-page',
        ];
        for (const path of paths) {
          await page.goto(path);
          await expect(page.locator('html'), path).toHaveAttribute('lang', language);
          await expect(page.locator('#root'), path).toHaveAttribute('data-prerendered', language);
        }
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(words('home.title'));
      });
    });
  }

  test('an address no route answers comes as the not-found page with a 404, in the language asked for', async ({
    request,
  }) => {
    const words = wordsFor('it');
    for (const url of ['/no-such-page', '/reset-password']) {
      const response = await request.get(url, { headers: { 'accept-language': 'it-CH' } });
      expect(response.status(), url).toBe(404);
      const html = await response.text();
      expect(html).toContain('<html lang="it">');
      expect(html).toContain(words('notFound.title'));
    }
    expect((await request.get('/reset-password/any-token')).status()).toBe(200);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false, locale: 'de-CH' });

    test('the home page is readable and its links lead on', async ({ page }) => {
      const words = wordsFor('de');
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words('home.title'));
      await page
        .getByRole('navigation', { name: words('nav.main') })
        .getByRole('link', { name: words('nav.licenses') })
        .click();
      await expect(page).toHaveURL(/\/license$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
});

/**
 * Holds the site's scripts back until `release` is called: the entry that the page's loader (its
 * one script, written into it: apps/site/src/prerender/take-over-loader.ts) fetches once the page
 * has painted and the browser is idle, or at the first sign of use. The page stays as the server
 * sent it, and what the visitor does meanwhile happens before any of the site's own code runs, as
 * on a slow connection.
 */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

test.describe('the site takes a pre-rendered page over', () => {
  test.use({ locale: 'fr-CH' });

  test('without drawing it again or logging an error, then switches language and the server follows', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Hold the scripts back, so the page is marked before React takes it over.
    const { release } = await holdScripts(page);

    const french = wordsFor('fr');
    await page.goto('/license', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await heading.evaluate((element) => {
      element.dataset.prerendered = 'kept';
    });
    release();
    // The visitor's first sign of use, once the loader listens for it, has the page taken over.
    await page.waitForFunction(() => 'siteHeldActions' in window);
    const selector = page.getByRole('combobox', { name: french('nav.language') });
    await selector.hover();
    // Taken over: React's handlers are on the language selector (a choice made before that is
    // read once by main.tsx, see below), it works, and the marked heading is the same node.
    await expect
      .poll(() =>
        selector.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
      )
      .toBe(true);
    await selector.selectOption({ label: LANGUAGE_NAMES.de });
    const german = wordsFor('de');
    await expect(page.getByRole('combobox', { name: german('nav.language') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('main h1[data-prerendered="kept"]')).toHaveText(german('license.title'));
    expect(problems).toEqual([]);

    // The choice reaches the server: the next page comes in German to this French browser.
    const response = await page.request.get('/faq');
    expect(await response.text()).toContain('<html lang="de">');
  });

  // docs/routes-and-screens.md#first-click
  test('of a visitor who does nothing, the scripts are fetched once the page has painted, and take it over before her first click', async ({
    page,
  }) => {
    const entry = /\/assets\/index-[\w-]+\.js$/;
    await page.goto('/license');
    const selector = page.getByRole('combobox', { name: wordsFor('fr')('nav.language') });
    // Taken over with no sign of use at all: React's handlers are on the language selector.
    await expect
      .poll(() =>
        selector.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
      )
      .toBe(true);
    const { painted, requested } = await page.evaluate((pattern) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const script = performance
        .getEntriesByType('resource')
        .find((resource) => new RegExp(pattern).test(resource.name));
      return { painted: paint?.startTime ?? Number.NaN, requested: script?.startTime ?? Number.NaN };
    }, entry.source);
    // Not beside what paints the page: after its first paint.
    expect(requested).toBeGreaterThanOrEqual(painted);
  });

  test('a language picked before the scripts arrive is the one the page is drawn in, and is kept', async ({
    page,
  }) => {
    const { release } = await holdScripts(page);
    await page.goto('/license', { waitUntil: 'commit' });
    await page
      .getByRole('combobox', { name: wordsFor('fr')('nav.language') })
      .selectOption({ label: LANGUAGE_NAMES.it });
    release();
    const italian = wordsFor('it');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(italian('license.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('combobox', { name: italian('nav.language') })).toHaveValue('it');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('it');
    const response = await page.request.get('/faq');
    expect(await response.text()).toContain('<html lang="it">');
  });

  // React hydrates a page it would draw as it was pre-rendered, and draws it anew otherwise: here
  // after a reload that carries navigation state (the date of a deletion, on /signin).
  for (const takeOver of ['hydrated', 'drawn anew'] as const) {
    test(`what a visitor typed before the scripts arrived is kept when the page is ${takeOver}`, async ({
      page,
    }) => {
      const account = await confirmedAccount(page);
      await openAs(page, 'fr');
      const words = wordsFor('fr');
      if (takeOver === 'drawn anew') {
        await page.goto('/signin');
        await page.evaluate(() =>
          window.history.replaceState({ usr: { accountDeleted: '2026-12-25' }, key: 'e2e', idx: 0 }, ''),
        );
      }
      const { release } = await holdScripts(page);
      if (takeOver === 'drawn anew') await page.reload({ waitUntil: 'commit' });
      else await page.goto('/signin', { waitUntil: 'commit' });
      const main = page.getByRole('main');
      const email = main.getByRole('textbox', { name: words('auth.signIn.email') });
      await email.fill(account.email);
      release();
      await expect
        .poll(() =>
          email.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
        )
        .toBe(true);
      await expect(email).toBeFocused();
      await main.getByRole('textbox', { name: words('auth.signIn.password') }).fill(PASSWORD);
      await expect(email).toHaveValue(account.email);
      await main.getByRole('button', { name: words('auth.signIn.submit'), exact: true }).click();
      await expect(page.getByRole('button', { name: words('nav.signOut'), exact: true })).toBeVisible();
    });
  }

  // docs/routes-and-screens.md#first-click: on a phone four times slower, the visitor types while
  // the page's scripts arrive and take it over.
  test('an address typed into /signup straight after coming from /signin is still there once the page is taken over', async ({
    page,
    context,
  }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const words = wordsFor('fr');
    await page.goto('/signin');
    await page
      .getByRole('main')
      .getByRole('link', { name: words('auth.signIn.createAccount') })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words('auth.signUp.title'));
    const email = page.getByRole('main').getByRole('textbox', { name: words('auth.signUp.email') });
    await email.pressSequentially('lea.muster@example.ch');
    await expect
      .poll(() =>
        email.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
      )
      .toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await expect(email).toHaveValue('lea.muster@example.ch');
  });

  test('a signed-in visitor gets the signed-out page, then the account button', async ({ page }) => {
    const account = await confirmedAccount(page);
    await openAs(page, 'fr', account);
    const words = wordsFor('fr');
    await page.goto('/download');
    await expect(page.getByRole('link', { name: words('nav.account') })).toBeVisible();
    await expect(page.getByRole('button', { name: words('nav.signOut'), exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: words('nav.signIn') })).toHaveCount(0);
  });
});
