import type { PaidPlan } from '@app/pricing';
import { recoveryCodesSchema } from './account-security.js';
import { languageSchema } from './language-schema.js';
import { paidPlanSchema } from './orders.js';
import { isoDateTimeSchema, messageResponseSchema } from './primitives.js';
import {
  emailSchema,
  PASSWORD_MAX_LENGTH,
  passwordSchema,
  signinPasswordSchema,
  tokenSchema,
} from './rules.js';
import { textSchema } from './text.js';
import { z } from './zod.js';

/**
 * POST /authentication/signup (docs/calls.md#signup). The first specification sent "lang (first part of
 * browser language)"; we take the interface language instead (always one of the four,
 * docs/languages.md#language-choice already applied its fallback), so the confirmation e-mail is in the
 * language the user reads the site in.
 */
export const signupRequestSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  lang: languageSchema,
  /**
   * Added (docs/accounts.md#email-validation): the plan chosen on /license before signing up. The
   * confirmation link carries it, so that signing in after confirming leads on to /payment with that plan, on
   * whichever device the e-mail is opened.
   */
  plan: paidPlanSchema.optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/**
 * The same answer whether the address is new or already registered
 * (packages/contracts/README.md#sign-up-of-an-existing-address), so sign-up cannot be used to learn who is a customer.
 */
export const signupResponseSchema = messageResponseSchema;
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** POST /authentication/signin-web (docs/calls.md#signin-web). */
export const signinRequestSchema = z.strictObject({
  email: emailSchema,
  password: signinPasswordSchema,
  /**
   * Added by the product (docs/accounts.md#ownership): the token of the confirmation link she came
   * from. With the password chosen at that link's sign-up, this sign-in confirms the address.
   */
  confirmation: tokenSchema.optional(),
});
export type SigninRequest = z.infer<typeof signinRequestSchema>;

/**
 * The token stored in browser storage under auth_token (docs/accounts.md#session); sent back as a bearer
 * token.
 */
export const sessionTokenSchema = tokenSchema;

/**
 * A session opened. `deletionScheduledAt` (docs/accounts.md#account-deletion) tells an owner who
 * asked for her account's deletion that she can still keep it: the site takes her to the account
 * page's banner.
 */
export const signinTokenResponseSchema = z.object({
  token: sessionTokenSchema,
  deletionScheduledAt: isoDateTimeSchema.optional(),
});
export type SigninTokenResponse = z.infer<typeof signinTokenResponseSchema>;

/**
 * Two-factor sign-in (docs/accounts.md#two-factor): the password (or mailed link) was right, and a
 * second step is due before any session exists: a code (`code`), or setting two-factor sign-in up
 * first because the Enterprise owner of her seat requires it (`setup`), or one of her passkeys when
 * a passkey is her only second factor (`passkey`, docs/passkeys.md#second-step), or adding a passkey
 * because her practice requires one of her (`passkey_setup`, docs/passkeys.md#policy). `challenge`
 * is that step's own short-lived token.
 */
export const SIGNIN_STEPS = ['code', 'setup', 'passkey', 'passkey_setup'] as const;
export type SigninStep = (typeof SIGNIN_STEPS)[number];
export const signinChallengeResponseSchema = z.object({
  challenge: tokenSchema,
  step: z.enum(SIGNIN_STEPS),
});
export type SigninChallengeResponse = z.infer<typeof signinChallengeResponseSchema>;

export const signinResponseSchema = z.union([signinTokenResponseSchema, signinChallengeResponseSchema]);
export type SigninResponse = z.infer<typeof signinResponseSchema>;

/** Whether a sign-in answer opened a session or asks for a second step. */
export const isSigninChallenge = (answer: SigninResponse): answer is SigninChallengeResponse =>
  'challenge' in answer;

/**
 * The code opens the session, or leads to the enrolment of a passkey her practice requires
 * (docs/passkeys.md#policy).
 */
export const signinTwoFactorResponseSchema = signinResponseSchema;
export type SigninTwoFactorResponse = z.infer<typeof signinTwoFactorResponseSchema>;

/**
 * A set-up finished at sign-in shows the recovery codes, once, and opens the session, or leads on to
 * the enrolment of a passkey her practice requires (docs/passkeys.md#policy).
 */
export const signinTwoFactorSetupConfirmResponseSchema = z.union([
  signinTokenResponseSchema.extend({ recoveryCodes: recoveryCodesSchema }),
  signinChallengeResponseSchema.extend({ recoveryCodes: recoveryCodesSchema }),
]);
export type SigninTwoFactorSetupConfirmResponse = z.infer<typeof signinTwoFactorSetupConfirmResponseSchema>;

/** POST /authentication/forgot-password (docs/calls.md#forgot-password). */
export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema, lang: languageSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/**
 * docs/accounts.md#forgot-password: the site moves on "on a truthy message", so the message is never empty.
 * Known and unknown addresses get the same answer.
 */
export const forgotPasswordResponseSchema = z.object({ message: z.string().min(1).max(1000) });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/**
 * POST /authentication/reset-password (docs/calls.md#reset-password), from the link /reset-password/{token}.
 */
export const resetPasswordRequestSchema = z.strictObject({ token: tokenSchema, newPassword: passwordSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export const resetPasswordResponseSchema = messageResponseSchema;
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

/**
 * POST /authentication/create-password (docs/calls.md#create-password), from the invitation link
 * /create-password/{token}/{email}.
 */
export const createPasswordRequestSchema = z.strictObject({
  token: tokenSchema,
  email: emailSchema,
  newPassword: passwordSchema,
});
export type CreatePasswordRequest = z.infer<typeof createPasswordRequestSchema>;
export const createPasswordResponseSchema = messageResponseSchema;
export type CreatePasswordResponse = z.infer<typeof createPasswordResponseSchema>;

/**
 * Added by the product (docs/calls.md#added-calls): POST /authentication/signin-link asks for a one-time
 * sign-in link by e-mail, the way in for an owner whose sign-in is being slowed down by someone else's wrong
 * passwords. The same answer whether or not the address has an account.
 */
export const signinLinkRequestSchema = z.strictObject({ email: emailSchema, lang: languageSchema });
export type SigninLinkRequest = z.infer<typeof signinLinkRequestSchema>;
export const signinLinkResponseSchema = messageResponseSchema;
export type SigninLinkResponse = z.infer<typeof signinLinkResponseSchema>;

/**
 * Added by the product (docs/calls.md#added-calls): POST /authentication/signin-with-link, from the link
 * /signin-link/{token}.
 */
export const signinWithLinkRequestSchema = z.strictObject({ token: tokenSchema });
export type SigninWithLinkRequest = z.infer<typeof signinWithLinkRequestSchema>;
export const signinWithLinkResponseSchema = signinResponseSchema;
export type SigninWithLinkResponse = z.infer<typeof signinWithLinkResponseSchema>;

/**
 * Added by the product (docs/calls.md#added-calls): POST /authentication/signout revokes the session
 * server-side (docs/accounts.md#sessions).
 */
export const signoutResponseSchema = messageResponseSchema;
export type SignoutResponse = z.infer<typeof signoutResponseSchema>;

/**
 * Added by the product (docs/calls.md#added-calls): GET /authentication/confirm-email?token=, the link of the
 * confirmation e-mail, with `plan` when the sign-up was made on the way to buying one.
 */
export const confirmEmailQuerySchema = z.strictObject({
  token: tokenSchema,
  plan: paidPlanSchema.optional(),
});
export type ConfirmEmailQuery = z.infer<typeof confirmEmailQuerySchema>;

/**
 * confirm-email always answers with a redirect to /signin carrying the outcome in this query
 * parameter (docs/accounts.md#email-confirmation): `pending`, with the link's token, asks for the
 * password chosen at that sign-up, whose sign-in confirms the address; `confirmed` says the address
 * already is; `invalid` that the link is unknown or expired (docs/accounts.md#link-errors).
 */
export const EMAIL_CONFIRMATION_PARAM = 'emailConfirmation';
export const EMAIL_CONFIRMATION_OUTCOMES = ['pending', 'confirmed', 'invalid'] as const;
export const emailConfirmationOutcomeSchema = z.enum(EMAIL_CONFIRMATION_OUTCOMES);
export type EmailConfirmationOutcome = z.infer<typeof emailConfirmationOutcomeSchema>;

/** The link's token, handed by confirm-email to /signin, which sends it with the password. */
export const CONFIRMATION_TOKEN_PARAM = 'confirmation';

/**
 * The plan the confirmation carries on to /signin, and from there to /payment
 * (docs/accounts.md#email-validation).
 */
export const CHOSEN_PLAN_PARAM = 'plan';

/** The query of the confirmation e-mail's link: its token, and the plan chosen, if one was. */
export function emailConfirmationLinkQuery(token: string, plan?: PaidPlan): string {
  const query = new URLSearchParams({ token });
  if (plan) query.set(CHOSEN_PLAN_PARAM, paidPlanSchema.parse(plan));
  return query.toString();
}

/**
 * Where confirm-email sends the browser: a path of the site, never taken from the request; the
 * plan only as one of the two plan names, the token only as a token and only with `pending`.
 */
export function emailConfirmationRedirect(
  outcome: EmailConfirmationOutcome,
  plan?: PaidPlan,
  token?: string,
): string {
  const query = new URLSearchParams({ [EMAIL_CONFIRMATION_PARAM]: outcome });
  if (outcome === 'pending' && token) query.set(CONFIRMATION_TOKEN_PARAM, tokenSchema.parse(token));
  if (plan) query.set(CHOSEN_PLAN_PARAM, paidPlanSchema.parse(plan));
  return `/signin?${query.toString()}`;
}

/**
 * Added by the product (docs/calls.md#added-calls): POST /authentication/resend-confirmation, the "send the
 * e-mail again" of /email-validation. The same answer whether or not the address waits for a confirmation.
 */
export const resendConfirmationRequestSchema = z.strictObject({
  email: emailSchema,
  lang: languageSchema,
  plan: paidPlanSchema.optional(),
});
export type ResendConfirmationRequest = z.infer<typeof resendConfirmationRequestSchema>;
export const resendConfirmationResponseSchema = messageResponseSchema;
export type ResendConfirmationResponse = z.infer<typeof resendConfirmationResponseSchema>;

/**
 * Added by the product (docs/calls.md#added-calls): POST /authentication/check-reset-token, so
 * /reset-password/{token} can say at once that its link is invalid or expired, before anyone types a
 * password. The token is only looked at, never used.
 */
export const checkResetTokenRequestSchema = z.strictObject({ token: tokenSchema });
export type CheckResetTokenRequest = z.infer<typeof checkResetTokenRequestSchema>;
export const checkResetTokenResponseSchema = z.object({ valid: z.boolean() });
export type CheckResetTokenResponse = z.infer<typeof checkResetTokenResponseSchema>;

/**
 * Added by the product (docs/calls.md#added-calls): POST /authentication/check-invitation, so
 * /create-password/{token}/{email} says at once what its link can do (docs/accounts.md#create-password):
 * `usable` (the form), `signIn` (the address has a password, maybe set with this very link: she signs
 * in) or `invalid` (unknown, expired, used, or naming another address). Looked at, never used.
 */
export const INVITATION_LINK_STATES = ['usable', 'signIn', 'invalid'] as const;
export const checkInvitationRequestSchema = z.strictObject({ token: tokenSchema, email: emailSchema });
export type CheckInvitationRequest = z.infer<typeof checkInvitationRequestSchema>;
export const checkInvitationResponseSchema = z.object({ state: z.enum(INVITATION_LINK_STATES) });
export type CheckInvitationResponse = z.infer<typeof checkInvitationResponseSchema>;

// The confirmation field is only compared, never stored; bounded like any password field.
const confirmationSchema = textSchema().max(PASSWORD_MAX_LENGTH);

/**
 * "Password equals confirmation" (docs/accounts.md#sign-up-checks), a rule of the site's forms only: the
 * confirmation is never sent. The issue is reported on `confirmPassword` with the field code `mismatch`.
 */
const passwordsDiffer = {
  path: ['confirmPassword'],
  params: { code: 'mismatch' },
  message: 'Passwords do not match.',
  // Run even when another field failed, so the form can show every problem at once.
  when: (payload: { value: unknown }) => payload.value !== null && typeof payload.value === 'object',
};

/** The /signup form (docs/accounts.md#sign-up-checks): required fields, then length, then the match. */
export const signupFormSchema = z
  .strictObject({ email: emailSchema, password: passwordSchema, confirmPassword: confirmationSchema })
  .refine((form) => form.password === form.confirmPassword, passwordsDiffer);
export type SignupForm = z.infer<typeof signupFormSchema>;

/**
 * The /reset-password and /create-password forms (docs/accounts.md#new-password-checks): two passwords that
 * match.
 */
export const newPasswordFormSchema = z
  .strictObject({ newPassword: passwordSchema, confirmPassword: confirmationSchema })
  .refine((form) => form.newPassword === form.confirmPassword, passwordsDiffer);
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
