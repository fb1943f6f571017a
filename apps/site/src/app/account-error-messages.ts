import { defineMessages } from 'react-intl';
import {
  type AccountErrorMessages,
  provideAccountErrorMessages,
} from '../components/feedback-notice/feedback-text.js';

/**
 * The words of the API error codes only signed-in screens meet, in the account part of the catalog
 * (packages/i18n catalog-parts.ts). A record over every such code, so a code added to the contracts
 * does not compile until it has words here or in the public list of feedback-text.ts. Imported by
 * the signed-in routes (and the story and test set-ups), never by a public page.
 */
const accountErrorMessages = defineMessages({
  // /admin, the only screen that meets it, says why in its own words (admin.twoFactor.intro).
  admin_needs_two_factor: { id: 'errors.forbidden' },
  no_active_subscription: { id: 'account.errors.noActiveSubscription' },
  already_subscribed: { id: 'account.errors.alreadySubscribed' },
  not_subscription_owner: { id: 'account.errors.notSubscriptionOwner' },
  no_seat_available: { id: 'account.errors.noSeatAvailable' },
  seats_scheduled_fewer: { id: 'account.errors.seatsScheduledFewer' },
  already_invited: { id: 'account.errors.alreadyInvited' },
  cannot_invite_self: { id: 'account.errors.cannotInviteSelf' },
  invitations_await_payment: { id: 'account.errors.invitationsAwaitPayment' },
  own_plan_held: { id: 'account.errors.ownPlanHeld' },
  seat_held_elsewhere: { id: 'account.errors.seatHeldElsewhere' },
  license_not_removable: { id: 'account.errors.licenseNotRemovable' },
  seats_below_in_use: { id: 'account.errors.seatsBelowInUse' },
  billing_info_required: { id: 'account.errors.billingInfoRequired' },
  invoice_payment_unavailable: { id: 'account.errors.invoicePaymentUnavailable' },
  card_declined: { id: 'account.errors.cardDeclined' },
  payment_failed: { id: 'account.errors.paymentFailed' },
  purchase_in_progress: { id: 'account.errors.purchaseInProgress' },
  license_held_elsewhere: { id: 'account.errors.licenseHeldElsewhere' },
  change_needs_payment: { id: 'account.errors.changeNeedsPayment' },
  // /payment, the only screen that meets it, says why in its own words (payment.error.unpaidInvoice).
  unpaid_invoice: { id: 'account.errors.invoicePaymentUnavailable' },
  // docs/accounts.md#deletion-ends-the-money: why nothing can be bought, and the way out.
  deletion_pending: { id: 'account.error.deletionPending' },
  change_at_period_end: { id: 'account.errors.changeAtPeriodEnd' },
  invoice_not_payable: { id: 'account.errors.invoiceNotPayable' },
  invoice_not_open: { id: 'account.errors.invoiceNotOpen' },
  card_not_confirmed: { id: 'account.errors.cardNotConfirmed' },
  no_saved_card: { id: 'account.errors.noSavedCard' },
  subscription_not_cancelled: { id: 'account.errors.subscriptionNotCancelled' },
  // docs/desktop-app.md#app-errors: the Windows app's calls; the consent screen meets the device limit.
  app_no_licence: { id: 'account.errors.appNoLicence' },
  app_device_limit: { id: 'account.errors.appDeviceLimit' },
  // docs/desktop-app.md#device-code: a code typed on /app/device; the owner's switch.
  app_code_unknown: { id: 'account.errors.appCodeUnknown' },
  app_device_code_off: { id: 'account.errors.appDeviceCodeOff' },
  usage_implausible: { id: 'account.errors.usageImplausible' },
  // docs/licences.md#roles: the practice's roles, its ownership and its licences reassigned.
  role_not_permitted: { id: 'account.errors.roleNotPermitted' },
  last_owner: { id: 'account.errors.lastOwner' },
  not_a_member: { id: 'account.errors.notAMember' },
  ownership_offer_gone: { id: 'account.errors.ownershipOfferGone' },
  license_in_use: { id: 'account.errors.licenseInUse' },
  // docs/sso.md#set-up: the practice's single sign-on, set up on the account page.
  shared_domain: { id: 'account.errors.sharedDomain' },
  domain_claimed: { id: 'account.errors.domainClaimed' },
  domain_not_proven: { id: 'account.errors.domainNotProven' },
  sso_discovery_failed: { id: 'account.errors.ssoDiscoveryFailed' },
  saml_metadata_invalid: { id: 'account.errors.samlMetadataInvalid' },
  sso_connection_missing: { id: 'account.errors.ssoConnectionMissing' },
  sso_not_tested: { id: 'account.errors.ssoNotTested' },
  break_glass_needs_two_factor: { id: 'account.errors.breakGlassNeedsTwoFactor' },
  admin_needs_passkey: { id: 'account.errors.adminNeedsPasskey' },
  passkey_limit_reached: { id: 'account.errors.passkeyLimitReached' },
  passkey_required: { id: 'account.errors.passkeyRequired' },
  fresh_signin_required: { id: 'account.errors.freshSigninRequired' },
}) satisfies AccountErrorMessages;

provideAccountErrorMessages(accountErrorMessages);
