import {
  ADMIN_EMAIL,
  BILLING_EMAIL,
  MEMBER_EMAIL,
  ownershipOfferToAdmin,
  practiceAccount,
  practiceMemberAccount,
  practiceOf,
} from '../fixtures/practice.js';
import { ownerEmail } from '../fixtures/subscriptions.js';
import { createHandlers } from '../handlers/index.js';
import { refusalOn } from './failures.js';
import type { Scenario } from './scenario.js';

/** docs/licences.md#roles: a practice of four, seen by each of its roles; an ownership offer; refusals. */
export type PracticeScenarioName =
  | 'practiceOwner'
  | 'practiceAdmin'
  | 'practiceBillingManager'
  | 'practiceCancelled'
  | 'practiceMember'
  | 'practiceAdminAndBilling'
  | 'practiceRoleTaken'
  | 'ownershipOfferReceived'
  | 'ownershipOfferMade'
  | 'rolesRefusedNotAMember'
  | 'ownershipOfferGone';

const owner = () => createHandlers({ account: practiceAccount, practice: practiceOf(ownerEmail) });
const member = (email: string, offer = practiceOf(email).offer) =>
  createHandlers({ account: practiceMemberAccount, practice: practiceOf(email, offer) });

/** The billing manager of a practice whose owner cancelled it, still running until its renewal date. */
const cancelledPractice = () => {
  const practice = practiceOf(BILLING_EMAIL);
  if (practice.subscription)
    practice.subscription = {
      ...practice.subscription,
      cancellationDate: practice.subscription.nextRenewalDate,
      // A subscription set to end charges nothing more.
      nextCharge: null,
    };
  return createHandlers({ account: practiceMemberAccount, practice });
};

/** The admin given the billing manager's role too (docs/licences.md#roles: one or both). */
const adminAndBilling = () => {
  const practice = practiceOf(ADMIN_EMAIL);
  for (const one of practice.members)
    if (one.email === ADMIN_EMAIL) one.roles = ['admin', 'billing', 'member'];
  return createHandlers({ account: practiceMemberAccount, practice });
};

export const practiceScenarios: Readonly<Record<PracticeScenarioName, Scenario>> = {
  practiceOwner: {
    label: 'Practice, seen by its owner',
    description:
      'The owner, an admin, a billing manager and a member: the owner changes roles and may hand on the ownership.',
    handlers: owner,
  },
  practiceAdmin: {
    label: 'Practice, seen by an admin',
    description:
      'An admin of the practice: its colleagues and security; billing calls answer 403 role_not_permitted.',
    handlers: () => member(ADMIN_EMAIL),
  },
  practiceBillingManager: {
    label: 'Practice, seen by a billing manager',
    description:
      'A billing manager: card, billing details, invoices, plan and seats; invitations answer 403.',
    handlers: () => member(BILLING_EMAIL),
  },
  practiceCancelled: {
    label: 'Practice cancelled, seen by a billing manager',
    description:
      "The owner cancelled the practice's subscription, still running: its billing manager (`plan`) resumes it.",
    handlers: cancelledPractice,
  },
  practiceMember: {
    label: 'Practice, seen by a member',
    description: 'A member: who the owner is and her own licence; every practice call answers 403.',
    handlers: () => member(MEMBER_EMAIL),
  },
  practiceAdminAndBilling: {
    label: 'Practice, seen by an admin and billing manager',
    description:
      'A member holding both roles: the licences and the security, and the card, billing details and invoices.',
    handlers: adminAndBilling,
  },
  practiceRoleTaken: {
    label: 'Practice, an admin whose role was taken back',
    description:
      'The page still shows her the licences; inviting answers 403 role_not_permitted (the owner took the role back meanwhile).',
    handlers: () => [refusalOn('sendInvitation', 'role_not_permitted'), ...member(ADMIN_EMAIL)],
  },
  ownershipOfferReceived: {
    label: 'Ownership offered to an admin',
    description:
      'The owner offers the ownership to the admin, who accepts or declines it on her account page.',
    handlers: () => member(ADMIN_EMAIL, ownershipOfferToAdmin),
  },
  ownershipOfferMade: {
    label: 'Ownership offered, seen by the owner',
    description: 'The owner has offered the ownership to the admin and may withdraw it until she answers.',
    handlers: () =>
      createHandlers({ account: practiceAccount, practice: practiceOf(ownerEmail, ownershipOfferToAdmin) }),
  },
  rolesRefusedNotAMember: {
    label: 'Roles refused: not a member',
    description: 'Saving roles answers 409 not_a_member (the licence was removed meanwhile).',
    handlers: () => [refusalOn('setMemberRoles', 'not_a_member'), ...owner()],
  },
  ownershipOfferGone: {
    label: 'Ownership answer refused: offer gone',
    description: 'The offered admin answers an offer withdrawn meanwhile: 409 ownership_offer_gone.',
    handlers: () => [
      refusalOn('answerOwnership', 'ownership_offer_gone'),
      ...member(ADMIN_EMAIL, ownershipOfferToAdmin),
    ],
  },
};
