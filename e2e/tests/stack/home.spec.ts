import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures.js';

test.describe('a visitor opens the site', () => {
  test('the home page loads from the API server with the top bar and no axe violations', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(navigation.getByRole('link', { name: 'Licenses' })).toHaveAttribute('href', '/license');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test('a client-side route survives a reload (served index.html), unknown pages say so with a 404', async ({
    page,
  }) => {
    expect((await page.goto('/reset-password/a-token'))?.status()).toBe(200);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The site's scripts take the pre-rendered page over: its link home works as a client-side one.
    await page.getByRole('main').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the health endpoint answers 200 and the API refuses users/me without a session', async ({
    request,
  }) => {
    expect((await request.get('/api/health')).status()).toBe(200);
    const me = await request.get('/api/users/me');
    expect(me.status()).toBe(401);
    expect(await me.json()).toMatchObject({ error: true, code: 'unauthorized' });
  });
});
