import type { ErrorCode } from '@app/contracts';
import type { Feedback } from '@app/machines';
import { useCallback } from 'react';
import { defineMessages, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';

/**
 * The text of every API error code (docs/languages.md#error-codes through the contracts' catalogue). A record
 * over all codes, so a code added to the contracts does not compile until it has words here; literal ids,
 * so the i18n extraction check finds each one in the catalogs.
 */
export const errorMessages = defineMessages({
  validation_failed: { id: 'errors.validationFailed' },
  // Only a bug of the site's own requests can cause these two: for the user it is our side.
  payload_too_large: { id: 'errors.internal' },
  unsupported_media_type: { id: 'errors.internal' },
  invalid_credentials: { id: 'errors.invalidCredentials' },
  email_not_confirmed: { id: 'errors.emailNotConfirmed' },
  unauthorized: { id: 'errors.unauthorized' },
  forbidden: { id: 'errors.forbidden' },
  not_found: { id: 'errors.notFound' },
  invalid_or_expired_token: { id: 'errors.invalidOrExpiredLink' },
  password_too_common: { id: 'errors.passwordTooCommon' },
  sign_in_to_accept_invitation: { id: 'errors.signInToAcceptInvitation' },
  password_incorrect: { id: 'errors.passwordIncorrect' },
  invalid_two_factor_code: { id: 'errors.invalidTwoFactorCode' },
  two_factor_already_enabled: { id: 'errors.twoFactorAlreadyEnabled' },
  two_factor_setup_missing: { id: 'errors.twoFactorSetupMissing' },
  two_factor_required: { id: 'errors.twoFactorRequired' },
  already_exists: { id: 'errors.alreadyExists' },
  rate_limited: { id: 'errors.rateLimited' },
  no_active_subscription: { id: 'errors.noActiveSubscription' },
  already_subscribed: { id: 'errors.alreadySubscribed' },
  not_subscription_owner: { id: 'errors.notSubscriptionOwner' },
  no_seat_available: { id: 'errors.noSeatAvailable' },
  already_invited: { id: 'errors.alreadyInvited' },
  cannot_invite_self: { id: 'errors.cannotInviteSelf' },
  invitations_await_payment: { id: 'errors.invitationsAwaitPayment' },
  own_plan_held: { id: 'errors.ownPlanHeld' },
  seat_held_elsewhere: { id: 'errors.seatHeldElsewhere' },
  license_not_removable: { id: 'errors.licenseNotRemovable' },
  seats_below_in_use: { id: 'errors.seatsBelowInUse' },
  billing_info_required: { id: 'errors.billingInfoRequired' },
  invoice_payment_unavailable: { id: 'errors.invoicePaymentUnavailable' },
  card_declined: { id: 'errors.cardDeclined' },
  payment_failed: { id: 'errors.paymentFailed' },
  purchase_in_progress: { id: 'errors.purchaseInProgress' },
  license_held_elsewhere: { id: 'errors.licenseHeldElsewhere' },
  change_needs_payment: { id: 'errors.changeNeedsPayment' },
  // /payment, the only screen that meets it, says why in its own words (payment.error.unpaidInvoice).
  unpaid_invoice: { id: 'errors.invoicePaymentUnavailable' },
  change_at_period_end: { id: 'errors.changeAtPeriodEnd' },
  invoice_not_payable: { id: 'errors.invoiceNotPayable' },
  invoice_not_open: { id: 'errors.invoiceNotOpen' },
  card_not_confirmed: { id: 'errors.cardNotConfirmed' },
  subscription_not_cancelled: { id: 'errors.subscriptionNotCancelled' },
  payment_provider_unavailable: { id: 'errors.paymentProviderUnavailable' },
  mail_unavailable: { id: 'errors.mailUnavailable' },
  service_unavailable: { id: 'errors.serviceUnavailable' },
  internal_error: { id: 'errors.internal' },
} satisfies Record<ErrorCode, MessageDescriptor>);

/**
 * A machine's Feedback in the interface language: a catalog message by id, an API error by its
 * code (with the "Error:" prefix of docs/languages.md#error-text when asked), or a text only its author could
 * write.
 *
 * A message id comes from a machine, so it cannot be a literal here; the machines' own test
 * (packages/machines message-ids.test.ts) finds every such id in the catalogs instead. An id that
 * is not there anyway shows the generic error rather than a raw id.
 */
export function feedbackText(intl: IntlShape, feedback: Feedback): string {
  switch (feedback.kind) {
    case 'message': {
      // The catalog on screen rather than `isMessageId`, which would bundle the English one.
      if (!Object.hasOwn(intl.messages, feedback.id))
        return intl.formatMessage({ id: 'common.error.generic' });
      const descriptor: MessageDescriptor = { id: feedback.id };
      return intl.formatMessage(descriptor, feedback.values);
    }
    case 'apiError': {
      const text = intl.formatMessage(errorMessages[feedback.code]);
      return feedback.prefixed
        ? intl.formatMessage({ id: 'common.error.withMessage' }, { message: text })
        : text;
    }
    case 'text':
      return feedback.text;
  }
}

/** `feedbackText` bound to the current language. */
export function useFeedbackText(): (feedback: Feedback) => string {
  const intl = useIntl();
  return useCallback((feedback: Feedback) => feedbackText(intl, feedback), [intl]);
}
