import { isoDateTimeSchema, messageResponseSchema } from './primitives.js';
import { emailSchema, storedEmailSchema } from './rules.js';
import { seatSchema, subscriptionInfoResponseSchema } from './subscriptions.js';
import { z } from './zod.js';

/**
 * The roles in a practice (docs/licences.md#roles). The owner holds the subscription (one per
 * practice, handed on only by an offer the other member accepts); an admin runs the colleagues and
 * the practice's security; a billing manager runs the card, billing details, invoices, plan and
 * seats; a member uses her licence. Anyone holding an accepted licence is a member; admin and
 * billing manager are added to it, one or both.
 */
export const PRACTICE_ROLES = ['owner', 'admin', 'billing', 'member'] as const;
export const practiceRoleSchema = z.enum(PRACTICE_ROLES);
export type PracticeRole = z.infer<typeof practiceRoleSchema>;

/** The roles an owner gives and takes back (docs/licences.md#role-change); ownership moves by an offer. */
export const ASSIGNABLE_ROLES = ['admin', 'billing'] as const;
export const assignableRoleSchema = z.enum(ASSIGNABLE_ROLES);
export type AssignableRole = z.infer<typeof assignableRoleSchema>;

/** What a role may do in its practice; each call acting on the practice names one (endpoints.ts `permission`). */
export const PRACTICE_ACTIONS = [
  /** Invite, remove and reassign colleagues' licences. */
  'colleagues',
  /** The practice's security settings: two-factor for colleagues, the app's code sign-in. */
  'security',
  /** The card, the billing details, the invoices and paying them. */
  'billing',
  /** Plan, frequency and seat changes, and resuming a cancelled plan. */
  'plan',
  /** Cancelling the subscription. */
  'cancel',
  /** Giving and taking back the admin and billing manager roles. */
  'roles',
  /** Handing the ownership to another member. */
  'ownership',
  /** Reading and exporting the practice's audit log (docs/audit-log.md#who-reads). */
  'auditLog',
] as const;
export const practiceActionSchema = z.enum(PRACTICE_ACTIONS);
export type PracticeAction = z.infer<typeof practiceActionSchema>;

/**
 * The permission matrix (docs/licences.md#permissions): action x the roles that may do it. The one
 * table the API's checks (define-route), the site's visible controls and the generated authorisation
 * test all read. The owner may do everything; a member alone, nothing of the practice's.
 */
export const PERMISSIONS = {
  colleagues: ['owner', 'admin'],
  security: ['owner', 'admin'],
  billing: ['owner', 'billing'],
  plan: ['owner', 'billing'],
  cancel: ['owner'],
  roles: ['owner'],
  ownership: ['owner'],
  auditLog: ['owner', 'admin'],
} as const satisfies Record<PracticeAction, readonly PracticeRole[]>;

/** Whether any of `roles` may do `action` (docs/licences.md#permissions). */
export function rolesPermit(roles: readonly PracticeRole[], action: PracticeAction): boolean {
  const allowed: readonly PracticeRole[] = PERMISSIONS[action];
  return roles.some((role) => allowed.includes(role));
}

/** Every action `roles` may do, in the matrix's order: what the account page offers. */
export function permittedActions(roles: readonly PracticeRole[]): PracticeAction[] {
  return PRACTICE_ACTIONS.filter((action) => rolesPermit(roles, action));
}

/** A person's name from her billing details: first and last name, each at its longest. */
const personNameSchema = seatSchema.shape.managedBy.shape.name;

/** A member of the practice as its owner and admins see her: an accepted licence and its roles. */
export const practiceMemberSchema = z.object({
  email: storedEmailSchema,
  /** From her billing details when she has any (first and last name, as a seat's manager is named); null otherwise. */
  name: personNameSchema,
  roles: z.array(practiceRoleSchema).min(1).max(PRACTICE_ROLES.length),
});
export type PracticeMember = z.infer<typeof practiceMemberSchema>;

/** An offer of the ownership not yet answered (docs/licences.md#ownership-transfer). */
export const ownershipOfferSchema = z.object({
  offerId: z.uuid(),
  fromEmail: storedEmailSchema,
  toEmail: storedEmailSchema,
  createdAt: isoDateTimeSchema,
});
export type OwnershipOffer = z.infer<typeof ownershipOfferSchema>;

/**
 * GET /practice (docs/licences.md#practice-view): the practice the caller belongs to, as her roles
 * let her see it; `practice` is null for anyone outside an Enterprise practice. `subscription` is the
 * practice's subscription as its owner's account page reads it, with what the caller's roles do not
 * cover emptied (licences without `colleagues`; invoices, card and charges without `billing`); null
 * for a member without any of those. `ownershipOffer` is an offer made to the caller or, for the
 * owner, the one she made.
 */
export const practiceResponseSchema = z.object({
  practice: z
    .object({
      ownerEmail: storedEmailSchema,
      ownerName: personNameSchema,
      roles: z.array(practiceRoleSchema).min(1).max(PRACTICE_ROLES.length),
      permissions: z.array(practiceActionSchema).max(PRACTICE_ACTIONS.length),
      /** Every accepted member with her roles, owner first, for a caller who may change roles or colleagues; else empty. */
      members: z.array(practiceMemberSchema),
      subscription: subscriptionInfoResponseSchema.nullable(),
    })
    .nullable(),
  ownershipOffer: ownershipOfferSchema.nullable(),
});
export type PracticeResponse = z.infer<typeof practiceResponseSchema>;

/**
 * POST /practice/roles (docs/licences.md#role-change): the roles of one member, all at once, each
 * assignable role given or not (member she stays while she holds her licence).
 */
export const setMemberRolesRequestSchema = z.strictObject({
  email: emailSchema,
  admin: z.boolean(),
  billing: z.boolean(),
});
export type SetMemberRolesRequest = z.infer<typeof setMemberRolesRequestSchema>;
export const setMemberRolesResponseSchema = messageResponseSchema;

/** POST /practice/ownership/offer (docs/licences.md#ownership-transfer): offer it to an accepted member. */
export const offerOwnershipRequestSchema = z.strictObject({ email: emailSchema });
export type OfferOwnershipRequest = z.infer<typeof offerOwnershipRequestSchema>;
export const offerOwnershipResponseSchema = messageResponseSchema;

/** POST /practice/ownership/answer: the member offered it accepts or declines; the owner may withdraw it. */
export const answerOwnershipRequestSchema = z.strictObject({
  offerId: z.uuid(),
  answer: z.enum(['accept', 'decline', 'withdraw']),
});
export type AnswerOwnershipRequest = z.infer<typeof answerOwnershipRequestSchema>;
export const answerOwnershipResponseSchema = messageResponseSchema;
