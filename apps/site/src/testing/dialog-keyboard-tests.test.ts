import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * docs/routes-and-screens.md#focus-after-dialog: every file of the site that renders a dialog and,
 * for each dialog element in it in order, the story whose play function opens it with the keyboard,
 * closes it each way and expects the focus back on its opener (testing/dialog-focus.ts). A new
 * dialog fails below until it is listed with such a story. (The design system's Dialog and
 * ConfirmDialog have tests of their own.)
 */
const KEYBOARD_TESTS: Record<string, readonly string[]> = {
  'components/form-dialog/form-dialog.tsx': [
    'features/payment/payment-page/payment-page#BillingDialogGivesFocusBack',
  ],
  'components/card-dialog/card-dialog.tsx': [
    'features/payment/payment-page/payment-page#CardDialogGivesFocusBack',
  ],
  'features/payment/billing-dialog/billing-dialog.tsx': [
    'features/payment/payment-page/payment-page#BillingDialogGivesFocusBack',
  ],
  'features/payment/payment-page/checkout.tsx': [
    'features/payment/payment-page/payment-page#BillingDialogGivesFocusBack',
    'features/payment/payment-page/payment-page#CardDialogGivesFocusBack',
  ],
  'features/account/account-billing/account-billing.tsx': [
    'features/account/account-billing/account-billing#DialogsGiveFocusBack',
    'features/account/account-billing/account-billing#DialogsGiveFocusBack',
  ],
  'features/account/billing-details-dialog/billing-details-dialog.tsx': [
    'features/account/account-billing/account-billing#DialogsGiveFocusBack',
  ],
  'features/account/card-change-dialog/card-change-dialog.tsx': [
    'features/account/account-billing/account-billing#DialogsGiveFocusBack',
  ],
  // The card dialog of an invoice, and the wrapper that draws it anew for each choice of card.
  'features/account/invoice-payment/invoice-payment.tsx': [
    'features/account/account-billing/account-billing#DialogsGiveFocusBack',
    'features/account/account-billing/account-billing#DialogsGiveFocusBack',
  ],
  'features/account/subscription-details/subscription-details.tsx': [
    'features/account/account-page/account-page#DialogsGiveFocusBack',
    'features/account/account-billing/account-billing#ResumeQuestionGivesFocusBack',
  ],
  // Reassign, then the removal's question, in the row's Actions cell.
  'features/account/license-management/use-license-columns.tsx': [
    'features/account/account-page/account-page.reassign#ReassignGivesFocusBack',
    'features/account/account-page/account-page#DialogsGiveFocusBack',
  ],
  'features/account/license-management/reassign-dialog.tsx': [
    'features/account/account-page/account-page.reassign#ReassignGivesFocusBack',
  ],
  'features/account/billing-overview/practice-resume.tsx': [
    'features/account/account-page/account-page.practice#PracticeCancelled',
  ],
  // docs/passkeys.md#list: each row's "Remove" question; the rename dialog the section opens.
  'features/account/passkeys/passkey-item.tsx': ['features/account/passkeys/passkeys#DialogsGiveFocusBack'],
  'features/account/passkeys/passkeys-section.tsx': [
    'features/account/passkeys/passkeys#DialogsGiveFocusBack',
  ],
  'features/account/passkeys/rename-passkey-dialog.tsx': [
    'features/account/passkeys/passkeys#DialogsGiveFocusBack',
  ],
  'features/account/practice-roles/ownership-offer-button.tsx': [
    'features/account/practice-roles/practice-section#OfferConfirm',
  ],
  'features/account/sso-page/sso-test-enforce.tsx': ['features/account/sso-page/sso-page#EnforceConfirm'],
  'features/account/data-settings/data-settings.tsx': [
    'features/account/account-page/account-page#DialogsGiveFocusBack',
  ],
  'features/account/delete-account-dialog/delete-account-dialog.tsx': [
    'features/account/account-page/account-page#DialogsGiveFocusBack',
  ],
  'features/account/security-settings/security-settings.tsx': [
    'features/account/security-settings/security-settings#DisableDialogGivesFocusBack',
  ],
  'features/account/disable-two-factor-dialog/disable-two-factor-dialog.tsx': [
    'features/account/security-settings/security-settings#DisableDialogGivesFocusBack',
  ],
  'features/admin/open-invoices-panel/invoice-question.tsx': [
    'features/admin/admin-page/admin-page.open-invoices#QuestionGivesFocusBack',
  ],
  'features/license-adjustment/seats-confirmation/seats-confirmation.tsx': [
    'features/license-adjustment/license-adjustment-page/license-adjustment-page#QuestionGivesFocusBack',
  ],
};

/** A JSX element whose name ends in Dialog: the design system's, or one of the site's own. */
const DIALOG_ELEMENT = /<(?:[A-Z]\w*)?Dialog\b/g;

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* sources(full);
    else if (/\.tsx$/.test(entry) && !/\.(stories|test)\.tsx$/.test(entry)) yield full;
  }
}

/** The text of a story export, from `export const Name` to the end of its object. */
function storyText(reference: string): string {
  const [file, name] = reference.split('#');
  const text = readFileSync(path.join(SOURCE, `${file}.stories.tsx`), 'utf8');
  const start = text.indexOf(`export const ${name}: Story = {`);
  expect(start, `${reference} exists`).toBeGreaterThanOrEqual(0);
  return text.slice(start, text.indexOf('\n};\n', start));
}

describe('a keyboard test for every dialog', () => {
  it('lists every dialog the site renders', () => {
    const dialogs = Object.fromEntries(
      Array.from(sources(SOURCE), (file) => [
        path.relative(SOURCE, file).split(path.sep).join('/'),
        readFileSync(file, 'utf8').match(DIALOG_ELEMENT)?.length ?? 0,
      ]).filter(([, count]) => count !== 0),
    );
    const listed = Object.fromEntries(
      Object.entries(KEYBOARD_TESTS).map(([file, references]) => [file, references.length]),
    );
    expect(listed).toEqual(dialogs);
  });

  it.each(Object.entries(KEYBOARD_TESTS))('%s: its stories give the focus back', (_file, references) => {
    for (const reference of references) {
      expect(storyText(reference)).toMatch(/expectEachClosingGivesFocusBack|expectFocusBack/);
    }
  });
});
