import { LANGUAGES } from '@app/contracts';
import { confirmedAccount, openAs } from './accounts.js';
import { expect, test } from './fixtures.js';
import { wordsFor } from './words.js';

/**
 * docs/architecture.md#one-csp: the QR code of the two-factor set-up is drawn on the account page
 * as the API serves it, under its Content-Security-Policy (which blocked the image of a `data:` URL
 * it used to be), in every language: its dark modules cover an area, at a size a camera reads. The
 * fixture fails the journey on any violation of the policy as well.
 */
for (const language of LANGUAGES) {
  test(`a doctor setting up two-factor sign-in sees the QR code to scan (${language})`, async ({ page }) => {
    const words = wordsFor(language);
    const account = await confirmedAccount(page);
    await openAs(page, language, account);
    await page.goto('/account');
    await page.getByRole('button', { name: words('account.twoFactor.enable') }).click();

    const qr = page.getByRole('main').getByRole('img', { name: words('account.twoFactor.setup.qrAlt') });
    await expect(qr).toBeVisible();
    const drawn = await qr.evaluate((element) => {
      // An <img> of a blocked source has no natural size; inline SVG has its modules' box.
      if (element instanceof HTMLImageElement)
        return { width: element.naturalWidth, height: element.naturalHeight };
      const box = element.querySelector('path')?.getBBox();
      return { width: box?.width ?? 0, height: box?.height ?? 0 };
    });
    expect(Math.min(drawn.width, drawn.height), 'the QR code is drawn').toBeGreaterThanOrEqual(21);
    const shown = await qr.boundingBox();
    expect(Math.min(shown?.width ?? 0, shown?.height ?? 0)).toBeGreaterThanOrEqual(150);
  });
}
