/**
 * Which download a message travels in. A browser fetches its language's `public` part before the
 * first page (every public page and the shell need it); the `account` part, the words of the
 * signed-in screens (account, payment, licence adjustment, admin), only when such a screen opens;
 * the `legal` part, the privacy policy's and the terms' long texts, only when /privacy or /terms opens;
 * the `server` part, the e-mails and the invoice PDF (the API's alone) and the words the site's build
 * writes into the pre-rendered pages' head (`meta.`), never. The site's build
 * splits the catalogs by this rule (apps/site/vite/precompiled-messages.ts), and its bundle test
 * checks that no public page's code uses a word of another part. An id of no listed prefix is
 * public: never missing, at worst downloaded early.
 */
export type CatalogPart = 'public' | 'account' | 'legal' | 'server';

const SERVER_PREFIXES = ['email.', 'invoice.pdf.', 'meta.'];
const ACCOUNT_PREFIXES = ['account.', 'admin.', 'appConsent.', 'billing.', 'licenseAdjustment.', 'payment.'];
/** The privacy policy's and the terms' words, only /privacy and /terms show (docs/legal.md). */
const LEGAL_PREFIXES = ['privacy.', 'terms.', 'legal.'];
/** Words of the account's screens that public pages show too. */
const PUBLIC_EXCEPTIONS = [
  // /license names the plan a signed-in visitor has.
  'account.type.',
  // The sign-in page takes a colleague through the set-up her seat's owner requires.
  'account.twoFactor.setup.',
];

const startsWithAny = (id: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => id.startsWith(prefix));

export function catalogPartOf(id: string): CatalogPart {
  if (startsWithAny(id, SERVER_PREFIXES)) return 'server';
  if (startsWithAny(id, ACCOUNT_PREFIXES) && !startsWithAny(id, PUBLIC_EXCEPTIONS)) return 'account';
  if (startsWithAny(id, LEGAL_PREFIXES)) return 'legal';
  return 'public';
}
