/**
 * Who speaks to the customer, named once: the product's name and the company's facts, the same
 * in every language (the country name is translated where it is shown). The site's top bar,
 * footer, page titles and legal pages, the API's e-mails and the PDF manuals all read them here;
 * a message that names the product takes it as the ICU argument `{product}`, so no catalog spells
 * it (the catalog test holds them to that).
 */
export const PRODUCT_NAME = 'Dictation Health';

export const COMPANY = {
  name: 'Dictation Health SA',
  street: 'Avenue de la Gare 12',
  postalCode: '1003',
  city: 'Lausanne',
  supportEmail: 'support@dictation-health.ch',
  privacyEmail: 'privacy@dictation-health.ch',
  /**
   * Shown only after a button press (docs/routes-and-screens.md#phone-reveal), so crawlers do not harvest it.
   */
  supportPhone: '+41 21 555 01 23',
  /** docs/routes-and-screens.md#support-hours: 8 AM to 7 PM, seven days a week. */
  supportHours: { opens: 8, closes: 19 },
} as const;

/**
 * The app's listing in the Microsoft Store, where "Download for Windows" leads
 * (docs/routes-and-screens.md#download). Store product ids are 12 letters and digits; this one stands for the
 * listing until the store assigns its own, and a build names the real one with VITE_DOWNLOAD_URL (README
 * "Environment variables").
 */
export const STORE_PRODUCT_ID = '9NDICTHEALTH';

/**
 * The one home of the download's destination (docs/routes-and-screens.md#click): the site's "Download for
 * Windows" button and the API's click tracker (/tracking/click) both lead here by default, the app's
 * own listing page (`/detail/<product id>`), never a search that makes the practitioner pick among
 * look-alikes.
 */
export const DOWNLOAD_URL = `https://apps.microsoft.com/detail/${STORE_PRODUCT_ID}`;
