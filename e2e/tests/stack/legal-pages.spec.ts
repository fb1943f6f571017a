import { expect, test } from '@playwright/test';

/**
 * docs/legal.md#dpa: the privacy policy offers the data-processing agreement in the reader's
 * language, a PDF the site's build renders; docs/legal.md#processors: the policy names Stripe with
 * its countries.
 */
test.describe('a practice checks the privacy policy before subscribing', () => {
  for (const [language, link] of [
    ['fr', 'notre contrat de sous-traitance (PDF)'],
    ['de', 'unserem Auftragsbearbeitungsvertrag (PDF)'],
    ['it', 'il nostro accordo sul trattamento dei dati (PDF)'],
    ['en', 'our data-processing agreement (PDF)'],
  ] as const) {
    test(`reads it in ${language} and downloads the data-processing agreement in ${language}`, async ({
      page,
      request,
    }) => {
      await page.addInitScript((chosen) => window.localStorage.setItem('lang', chosen), language);
      await page.goto('/privacy');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(
        page.getByRole('heading', { level: 3, name: 'Stripe Payments Europe, Limited' }),
      ).toBeVisible();
      const agreement = page.getByRole('link', { name: link });
      await expect(agreement).toHaveAttribute('href', `/legal/data-processing-agreement-${language}.pdf`);
      const response = await request.get(`/legal/data-processing-agreement-${language}.pdf`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    });
  }

  test('the privacy policy is taken over by the scripts with its own words, fetched with its code', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => window.localStorage.setItem('lang', 'de'));
    await page.goto('/privacy');
    const selector = page.getByRole('combobox', { name: 'Sprache' });
    const taken = () =>
      selector.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));
    // The first sign of use fetches the scripts, which take the page over.
    await selector.hover();
    await expect.poll(taken).toBe(true);
    await expect(page.getByRole('link', { name: 'unserem Auftragsbearbeitungsvertrag (PDF)' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Wer Daten für uns bearbeitet' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
