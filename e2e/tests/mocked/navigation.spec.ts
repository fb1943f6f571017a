import { expect, test } from '@playwright/test';

const MOCK_TOKEN = 'tok_mock_0123456789abcdef';

test.describe('the language rule (docs/languages.md#language-choice)', () => {
  test.describe('with a Swiss German browser', () => {
    test.use({ locale: 'de-CH' });

    test('the site speaks German when nothing is stored', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Medizinisches Diktat mit KI-Unterstützung',
      );
    });

    test('a stored choice wins over the browser, and a new choice is stored', async ({ page }) => {
      await page.addInitScript(() => {
        if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', 'it');
      });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'it');
      await page.getByRole('combobox', { name: 'Lingua' }).selectOption('fr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        "La dictée médicale, assistée par l'IA",
      );
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe('fr');
    });
  });

  test.describe('with a Spanish browser', () => {
    test.use({ locale: 'es-ES' });

    test('falls back to English', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medical dictation, assisted by AI');
    });
  });
});

test.describe('navigation (docs/routes-and-screens.md#top-bar)', () => {
  test.use({ locale: 'en-GB' });

  test('top bar and footer links lead to their pages; the focus lands on the new heading', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(main.getByRole('link', { name: 'Licenses' })).toHaveAttribute('href', '/license');
    await expect(main.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/download');
    await expect(main.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['About us', '/about'],
      ['Terms of use', '/terms'],
      ['Privacy policy', '/privacy'],
      ['Contact', '/contact'],
    ] as const) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await main.getByRole('link', { name: 'Licenses' }).click();
    await expect(page).toHaveURL(/\/license$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page).toHaveTitle(/Licenses and prices/);
  });

  test('the free-trial link is shown everywhere but on /license', async ({ page }) => {
    await page.goto('/download');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Try for free' })).toBeVisible();
    await page.goto('/license');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Try for free' })).toHaveCount(0);
  });

  test('an unknown address shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('the /license buttons (docs/routes-and-screens.md#license)', () => {
  test.use({ locale: 'en-GB' });

  test('signed in, a paid plan opens /payment with its licenseType', async ({ page }) => {
    await page.addInitScript((token) => window.localStorage.setItem('auth_token', token), MOCK_TOKEN);
    await page.goto('/license');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.getByRole('link', { name: 'Choose Enterprise' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    expect(await page.evaluate(() => window.history.state?.usr)).toEqual({ licenseType: 'enterprise' });
  });

  test('signed out, a paid plan asks to sign in first, remembering the plan', async ({ page }) => {
    await page.goto('/license');
    await page.getByRole('link', { name: 'Choose Premium' }).click();
    await expect(page).toHaveURL(/\/signin\?plan=premium$/);
    expect(await page.evaluate(() => window.history.state?.usr)).toEqual({
      from: '/payment',
      licenseType: 'premium',
    });

    // The plan survives the sign-in: /payment opens with it.
    await page.getByLabel('Email address').fill('dr.muster@praxis.ch');
    await page.getByRole('textbox', { name: 'Password' }).fill('secret7');
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/payment$/);
    expect(await page.evaluate(() => window.history.state?.usr)).toEqual({ licenseType: 'premium' });
    expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBe(MOCK_TOKEN);
  });
});
