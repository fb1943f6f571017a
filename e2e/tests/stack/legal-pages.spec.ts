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
});
