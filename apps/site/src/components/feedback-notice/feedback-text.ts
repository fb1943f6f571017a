import type { ErrorCode } from '@app/contracts';
import type { Feedback } from '@app/machines';
import { useCallback } from 'react';
import { defineMessages, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';

/**
 * The text of the API error codes a public page can meet (docs/languages.md#error-codes through the
 * contracts' catalogue), in the public part of the catalog; literal ids, so the i18n extraction check
 * finds each one in the catalogs. The other codes are met only on signed-in screens: their words
 * travel in the account part, and `app/account-error-messages.ts` provides them when such a screen's
 * code arrives (packages/i18n catalog-parts.ts), so every visitor's first page carries none of them.
 */
const publicErrorMessages = defineMessages({
  validation_failed: { id: 'errors.validationFailed' },
  // Only a bug of the site's own requests can cause these two: for the user it is our side.
  payload_too_large: { id: 'errors.internal' },
  unsupported_media_type: { id: 'errors.internal' },
  invalid_credentials: { id: 'errors.invalidCredentials' },
  email_not_confirmed: { id: 'errors.emailNotConfirmed' },
  confirmation_for_other_signup: { id: 'errors.confirmationForOtherSignup' },
  unauthorized: { id: 'errors.unauthorized' },
  forbidden: { id: 'errors.forbidden' },
  not_found: { id: 'errors.notFound' },
  invalid_or_expired_token: { id: 'errors.invalidOrExpiredLink' },
  password_too_common: { id: 'errors.passwordTooCommon' },
  sign_in_to_accept_invitation: { id: 'errors.signInToAcceptInvitation' },
  password_incorrect: { id: 'errors.passwordIncorrect' },
  invalid_two_factor_code: { id: 'errors.invalidTwoFactorCode' },
  invalid_two_factor_setup_code: { id: 'errors.invalidTwoFactorSetupCode' },
  two_factor_already_enabled: { id: 'errors.twoFactorAlreadyEnabled' },
  two_factor_setup_missing: { id: 'errors.twoFactorSetupMissing' },
  two_factor_required: { id: 'errors.twoFactorRequired' },
  // docs/sso.md#enforcement: met at /signin, before any session.
  sso_required: { id: 'errors.ssoRequired' },
  sso_sign_in_failed: { id: 'errors.ssoSignInFailed' },
  // docs/passkeys.md#sign-in: met at /signin, before any session.
  passkey_unknown: { id: 'errors.passkeyUnknown' },
  passkey_refused: { id: 'errors.passkeyRefused' },
  already_exists: { id: 'errors.alreadyExists' },
  rate_limited: { id: 'errors.rateLimited' },
  payment_provider_unavailable: { id: 'errors.paymentProviderUnavailable' },
  mail_unavailable: { id: 'errors.mailUnavailable' },
  service_unavailable: { id: 'errors.serviceUnavailable' },
  internal_error: { id: 'errors.internal' },
});

/**
 * docs/languages.md#wait: "too many attempts" names the wait a 429's `Retry-After` gave, in seconds
 * up to this many, in minutes (rounded up) beyond; without one the words stay those of the code.
 */
export const WAIT_IN_SECONDS_UP_TO = 90;

/** The words of an API error with its wait, when the code is `rate_limited` and the wait is known. */
function apiErrorText(intl: IntlShape, code: ErrorCode, retryAfterSeconds: number | undefined): string {
  if (code === 'rate_limited' && retryAfterSeconds !== undefined && retryAfterSeconds > 0) {
    return retryAfterSeconds <= WAIT_IN_SECONDS_UP_TO
      ? intl.formatMessage({ id: 'errors.rateLimitedSeconds' }, { seconds: Math.ceil(retryAfterSeconds) })
      : intl.formatMessage(
          { id: 'errors.rateLimitedMinutes' },
          { minutes: Math.ceil(retryAfterSeconds / 60) },
        );
  }
  const descriptor = errorMessageOf(code);
  return descriptor?.id && Object.hasOwn(intl.messages, descriptor.id)
    ? intl.formatMessage(descriptor)
    : intl.formatMessage({ id: 'common.error.generic' });
}

/** The codes whose words travel in the account part of the catalog. */
export type AccountErrorCode = Exclude<ErrorCode, keyof typeof publicErrorMessages>;
export type AccountErrorMessages = Readonly<Record<AccountErrorCode, MessageDescriptor>>;

let accountErrorMessages: AccountErrorMessages | undefined;

/** Called once by the signed-in screens' code, which alone carries these words' ids. */
export function provideAccountErrorMessages(messages: AccountErrorMessages): void {
  accountErrorMessages = messages;
}

/** The words of an API error code: undefined for an account code before a signed-in screen's code is in. */
export function errorMessageOf(code: ErrorCode): MessageDescriptor | undefined {
  return Object.hasOwn(publicErrorMessages, code)
    ? publicErrorMessages[code as keyof typeof publicErrorMessages]
    : accountErrorMessages?.[code as AccountErrorCode];
}

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
      const text = apiErrorText(intl, feedback.code, feedback.retryAfterSeconds);
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
