import { expect, type Page, test } from '@playwright/test';

/** Calls the API from the page, as the site's client does, and returns status and body. */
const callFromPage = (page: Page, path: string, init: { method?: string; body?: unknown } = {}) =>
  page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(`/api${path}`, {
        method: method ?? 'GET',
        headers: { authorization: 'Bearer tok_e2e_0123456789abcdef', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, method: init.method, body: init.body },
  );

test('QA picks a scenario for a mocked run before the page loads', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('mock-scenario', 'cancelled'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const info = await callFromPage(page, '/subscriptions/subscription-info');
  expect(info.status).toBe(200);
  expect(info.body).toMatchObject({ accountType: 'premium', cancellationDate: expect.any(String) });
});

test('QA picks a scenario from the address: a declined card', async ({ page }) => {
  await page.goto('/?mock-scenario=cardDeclined');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const answer = await callFromPage(page, '/subscriptions/create-subscription-credit-card', {
    method: 'POST',
    body: { paymentMethodId: 'pm_card_visa', licenseType: 'premium', frequency: 'monthly', userCount: 1 },
  });
  expect(answer.body).toEqual({ paymentIntentStatus: 'requires_payment_method' });
});

test('without a scenario, the mocked run answers the default happy path', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const me = await callFromPage(page, '/users/me');
  expect(me).toEqual({ status: 200, body: { status: 'active', plan: 'enterprise' } });
});
