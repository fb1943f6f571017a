/**
 * The company's facts, the same in every language (the country name is translated where it is
 * shown). One place for the footer, /contact, /support and the legal pages.
 */
export const COMPANY = {
  name: 'Dictation Health SA',
  street: 'Avenue de la Gare 12',
  postalCode: '1003',
  city: 'Lausanne',
  supportEmail: 'support@dictation-health.ch',
  privacyEmail: 'privacy@dictation-health.ch',
  /** Shown only after a button press (SPEC §2), so crawlers do not harvest it. */
  supportPhone: '+41 21 555 01 23',
  /** SPEC §1: 8 AM to 7 PM, seven days a week. */
  supportHours: { opens: 8, closes: 19 },
} as const;
