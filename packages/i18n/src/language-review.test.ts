import type { Language } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type MessageId, messages } from './messages.js';

/**
 * Wordings a fluent review of the translations found wrong, one row each: the id must no longer
 * say the faulty words. Splits of one concept into two words are the glossary's job
 * (style-guide.json), which catches them in every message; these are the single-message slips.
 */
const SLIPS: readonly (readonly [Language, MessageId, string | RegExp])[] = [
  // The holder is the practice's subscription holder, not "your license's" (you).
  ...(['en', 'fr', 'de', 'it'] as const).flatMap((language) =>
    (['account.twoFactor.requiredByOwner', 'errors.twoFactorRequired'] as const).map(
      (id) =>
        [
          language,
          id,
          /(holder of your license|titulaire de votre licence|Inhaber Ihrer Lizenz|titolare della sua licenza)/,
        ] as const,
    ),
  ),
  ['fr', 'auth.twoFactor.setupRequired.intro', /^Le titulaire/],
  ['fr', 'account.errors.licenseHeldElsewhere', 'son titulaire'],
  ['fr', 'account.errors.seatHeldElsewhere', 'son titulaire'],
  // The free month is for annual billing only.
  ...(['faq.trial.answer', 'email.trialReminder.body'] as const).flatMap((id) => [
    ['en', id, 'monthly or annually with one month free'] as const,
    ['fr', id, 'mensuelle ou annuelle et un mois offert'] as const,
    ['de', id, 'monatlich oder jährlich mit einem Gratismonat'] as const,
    ['it', id, 'mensile o annuale e un mese gratuito'] as const,
  ]),
  // A card does not pay: renewals are charged to it.
  ['fr', 'billing.card.dialog.description', 'carte paie'],
  ['de', 'billing.card.dialog.description', 'Karte bezahlt'],
  ['it', 'billing.card.dialog.description', 'carta paga'],
  ['fr', 'billing.card.saved', 'Elle paie'],
  ['de', 'billing.card.saved', 'Sie bezahlt'],
  ['fr', 'billing.pay.newCard', 'qui paiera'],
  ['de', 'billing.pay.newCard', 'Einer anderen'],
  ['de', 'billing.pay.savedCard', 'Meiner Karte'],
  ['it', 'billing.pay.newCard', 'che pagherà'],
  // Developer words.
  ...(['en', 'fr', 'de', 'it'] as const).map(
    (language) => [language, 'payment.error.stripeNotReady', 'Stripe'] as const,
  ),
  ['fr', 'payment.error.cardFieldNotFound', 'Champ carte'],
  ['fr', 'payment.error.activationTimeout', 'Activation trop longue'],
  // The card's expiry is a month name ("fin mars 2026"), not "à la fin de 03/2026".
  ['fr', 'email.billingCardExpiring.body', 'à la fin de {expiry}'],
  ['it', 'email.billingCardExpiring.body', 'non vada a buon fine'],
  // French style.
  ['fr', 'billing.details.error.invalidEmail', 'valable'],
  ['fr', 'licenseAdjustment.stage.label', 'Progression'],
  ['fr', 'licenseAdjustment.stage.processing', /^Traitement…$/],
  ['fr', 'account.colleagues.label', 'deux facteurs de mes collègues'],
  ['fr', 'auth.signUp.confirmPassword', 'Confirmez'],
  ['fr', 'auth.newPassword.confirmPassword', 'Confirmez'],
  ['fr', 'email.signinLink.body', 'essayé'],
  ['fr', 'license.highlight', 'souvent'],
  ['fr', 'license.premium.description', 'un praticien'],
  ['fr', 'payment.plan.description.premium', 'un praticien'],
  ['fr', 'email.billingInvoiceReminder.body', 'virer le montant'],
  ['fr', 'licenseAdjustment.scheduled', 'Votre nombre de licences'],
  ['fr', 'email.billingSeatsChanged.subject', 'Votre nombre de licences'],
  ['fr', 'licenseAdjustment.success', 'avec succès'],
  // German style.
  ['de', 'email.billingInvoiceReminder.body', 'QR-Zahlteil'],
  ['de', 'account.errors.paymentFailed', 'durchgegangen'],
  ['de', 'email.billingPaymentFailed.subject', 'durchgegangen'],
  ['de', 'email.billingSubscriptionEnded.body', 'wieder abonnieren'],
  ['de', 'email.billingSubscriptionEndedUnpaid.body', 'wieder abonnieren'],
  ['de', 'email.billingSubscriptionEndedInvoiceUnpaid.body', 'wieder abonnieren'],
  ['de', 'email.invitation.body', 'die App für das medizinische Diktat'],
  ['de', 'email.newSignin.body', 'wurde soeben in einem Browser angemeldet'],
  ['de', 'licenseAdjustment.scheduled', 'Ihre Anzahl Lizenzen'],
  ['de', 'email.billingSeatsChanged.subject', 'Ihre Anzahl Lizenzen'],
  ['de', 'faq.software.question', 'Funktioniert es'],
  ['de', 'auth.signUp.haveAccount', /^Sie haben/],
  ['de', 'billing.details.invoiceEmail.hint', 'jene Ihrer Treuhand'],
  ['de', 'email.billingSeatReleased.reason', 'im Abonnement der Diktier-App einer'],
  ['de', 'auth.signIn.linkSent', 'an diese Adresse gesendet'],
  // Italian style.
  ['it', 'email.billingInvoiceReminder.body', 'sezione di pagamento QR della fattura'],
  ['it', 'payment.frequency.annualOffer', 'gratis'],
  ['it', 'home.step.perfect.description', 'correzioni, pronto'],
  ['it', 'email.accountExists.subject', 'Lei ha'],
  ['it', 'email.invitationExistingAccount.body', 'Lei ha già'],
  ['it', 'email.billingSeatsChanged.subject', 'Il suo numero'],
  ['it', 'email.billingSeatReleased.reason', "sull'abbonamento all'applicazione di dettatura di un collega"],
  ['it', 'auth.signIn.linkOffer', 'la fa accedere'],
  ['it', 'auth.signInLink.intro', 'la fa accedere'],
  ['it', 'account.deletion.kept', 'mantenuto'],
];

describe('the language review: single-message slips stay fixed', () => {
  it.each(SLIPS)('%s %s does not say %s', (language, id, slip) => {
    const text = messages[language][id];
    if (typeof slip === 'string') expect(text).not.toContain(slip);
    else expect(text).not.toMatch(slip);
  });

  it('gives the Free card its own list label (a screen reader said "Included in Free")', () => {
    expect(messages.fr['license.free.featuresLabel']).toBe("Inclus dans l'essai gratuit");
    expect(messages.de['license.free.featuresLabel']).toBe('In der kostenlosen Testphase enthalten');
    expect(messages.it['license.free.featuresLabel']).toBe('Incluso nella prova gratuita');
  });
});

// docs/languages.md#house-style: in Italian, a screen's own messages ask briefly ("Riprovi.",
// "Inserisca…"); "La preghiamo di…" belongs to letters: e-mails, the invoice and the legal pages.
const LETTERS = ['email.', 'invoice.', 'privacy.', 'terms.'];

describe('Italian asks in one way on screens', () => {
  it('keeps "La preghiamo di" out of screen messages', () => {
    const formal = Object.entries(messages.it).filter(
      ([id, text]) => text.includes('La preghiamo di') && !LETTERS.some((prefix) => id.startsWith(prefix)),
    );
    expect(formal.map(([id]) => id)).toEqual([]);
  });
});
