import { expect, test } from '@playwright/test';

test('a designer opens the Button story in the built Storybook', async ({ page }) => {
  await page.goto('/iframe.html?id=components-button--primary&viewMode=story');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
});
