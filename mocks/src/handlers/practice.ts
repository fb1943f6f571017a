import {
  type Endpoint,
  type EndpointName,
  endpoints,
  type PracticeAction,
  type PracticeResponse,
  permittedActions,
  rolesPermit,
  type SubscriptionInfo,
} from '@app/contracts';
import { getResponse, HttpResponse, type RequestHandler } from 'msw';
import { endpointHandler, endpointRoute, errorResponse } from '../endpoint.js';
import { callerRoles, type MockPractice } from '../fixtures/practice.js';
import { hasBearer } from '../respond.js';
import { createWorld, type MockWorld } from '../world.js';

const ANSWERED = {
  accept: 'The ownership is yours.',
  decline: 'The offer has been declined.',
  withdraw: 'The offer has been withdrawn.',
} as const;

/** The calls acting on a practice: those the contracts' table gives a `permission`. */
const permissionOf = (name: EndpointName): PracticeAction | undefined =>
  (endpoints[name] as Endpoint).permission;
const PRACTICE_CALLS = (Object.keys(endpoints) as EndpointName[]).filter((name) => permissionOf(name));

const isOwner = (practice: MockPractice) => callerRoles(practice).includes('owner');

/**
 * docs/licences.md#permissions: a member of someone else's practice acts on it with her roles.
 * A call her roles do not permit is refused 403 `role_not_permitted` before anything is read; one
 * they permit is answered by the practice's own world, as its owner would be. The owner, and anyone
 * outside a practice, goes on to the call's own handler.
 */
function roleChecks(world: MockWorld, practiceHandlers: () => RequestHandler[]): RequestHandler[] {
  return PRACTICE_CALLS.map((name) => {
    const { method, path } = endpointRoute(name);
    const permission = permissionOf(name);
    return method(path, ({ request }) => {
      const { practice } = world;
      if (!hasBearer(request) || !practice || !permission || isOwner(practice)) return undefined;
      if (!rolesPermit(callerRoles(practice), permission)) return errorResponse('role_not_permitted');
      return getResponse(practiceHandlers(), request);
    });
  });
}

/**
 * docs/licences.md#permissions: the calls that name no action but reach the practice for a member
 * whose roles allow it, as the API's `accountFor` does: a billing manager's billing details,
 * invoice PDFs (an invoice of her own still hers) and change of plan paid now are the practice's, an admin's account settings
 * carry the practice's security choices. Anyone else goes on to the call's own handler.
 */
function practiceReached(
  world: MockWorld,
  ownersWorld: (practice: MockPractice) => MockWorld,
  ownersHandlers: () => RequestHandler[],
): RequestHandler[] {
  const permitted = (action: PracticeAction) => {
    const { practice } = world;
    return practice && !isOwner(practice) && rolesPermit(callerRoles(practice), action) ? practice : null;
  };
  const theirs = (names: readonly EndpointName[], reaches: (params: Record<string, unknown>) => boolean) =>
    names.map((name) => {
      const { method, path } = endpointRoute(name);
      return method(path, ({ request, params }) =>
        hasBearer(request) && reaches(params) ? getResponse(ownersHandlers(), request) : undefined,
      );
    });
  const settings = endpointRoute('accountSettings');
  return [
    ...theirs(['billingInfo', 'saveBillingInfo'], () => permitted('billing') !== null),
    // A change of plan paid now (docs/licences.md#practice-view), as the API's accountFor.
    ...theirs(['createSubscriptionCreditCard'], () => permitted('plan') !== null),
    ...theirs(['invoicePdf'], ({ id }) => {
      const practice = permitted('billing');
      return Boolean(practice && ownersWorld(practice).account.invoices.some((invoice) => invoice.id === id));
    }),
    settings.method(settings.path, ({ request }) => {
      const practice = permitted('security');
      if (!hasBearer(request) || !practice) return undefined;
      const { colleaguesTwoFactorRequired, appDeviceCode, practicePasskeysRequired } =
        ownersWorld(practice).settings;
      return HttpResponse.json({
        ...world.settings,
        colleaguesTwoFactorRequired,
        appDeviceCode,
        practicePasskeysRequired,
      });
    }),
  ];
}

/**
 * docs/licences.md#practice-view: the practice's subscription with what the caller's roles do not
 * cover emptied (licences without `colleagues`; invoices, card and charges without `billing`), null
 * when they cover none of it.
 */
function subscriptionSeen(subscription: SubscriptionInfo, practice: MockPractice): SubscriptionInfo | null {
  const roles = callerRoles(practice);
  const colleagues = rolesPermit(roles, 'colleagues');
  const billing = rolesPermit(roles, 'billing');
  if (!colleagues && !billing && !rolesPermit(roles, 'plan')) return null;
  return {
    ...subscription,
    licenses: colleagues ? subscription.licenses : [],
    invoices: billing ? subscription.invoices : [],
    paymentMethod: billing ? subscription.paymentMethod : null,
    nextCharge: billing ? subscription.nextCharge : null,
    paymentProblem: billing ? subscription.paymentProblem : null,
  };
}

/**
 * The role checks, then the four calls of the practice (docs/licences.md#role-change,
 * #ownership-transfer). `handlersFor` builds every handler of a world (handlers/index.ts's, passed
 * in): the practice's own world answers what a permitted member does on it.
 */
export function practiceHandlers(
  world: MockWorld,
  handlersFor: (world: MockWorld) => RequestHandler[],
): RequestHandler[] {
  let practiceWorld: MockWorld | null = null;
  // The practice's subscription, changed by the calls a permitted member makes on it.
  const ownersWorld = (practice: MockPractice): MockWorld => {
    practiceWorld ??= createWorld({
      account: practice.subscription ?? world.account,
      practice: null,
      sso: world.sso,
    });
    return practiceWorld;
  };
  const ownersHandlers = () => {
    const { practice } = world;
    if (!practice) return [];
    return handlersFor(ownersWorld(practice));
  };
  const subscriptionOf = (practice: MockPractice) =>
    isOwner(practice) ? world.account : ownersWorld(practice).account;

  return [
    ...roleChecks(world, ownersHandlers),
    ...practiceReached(world, ownersWorld, ownersHandlers),
    endpointHandler('practice', (): PracticeResponse => {
      const { practice } = world;
      if (!practice) return { practice: null, ownershipOffer: null };
      const roles = callerRoles(practice);
      const { offer } = practice;
      const owner = practice.members.find((member) => member.roles.includes('owner'));
      const seesMembers = rolesPermit(roles, 'roles') || rolesPermit(roles, 'colleagues');
      // docs/licences.md#role-change: a removed licence takes its roles with it.
      const subscription = subscriptionOf(practice);
      practice.members = practice.members.filter(
        (member) =>
          member.roles.includes('owner') ||
          subscription.licenses.some(
            (license) => license.email === member.email && license.status === 'active',
          ),
      );
      return {
        practice: {
          ownerEmail: owner?.email ?? '',
          ownerName: practice.ownerName,
          roles,
          permissions: permittedActions(roles),
          members: seesMembers ? practice.members : [],
          subscription: subscriptionSeen(subscription, practice),
        },
        ownershipOffer: offer && (offer.toEmail === practice.callerEmail || isOwner(practice)) ? offer : null,
      };
    }),
    endpointHandler('setMemberRoles', ({ input: { email, admin, billing } }) => {
      const practice = world.practice;
      if (!practice) return errorResponse('no_active_subscription');
      const member = practice.members.find((candidate) => candidate.email === email.toLowerCase());
      if (!member) return errorResponse('not_a_member');
      if (member.roles.includes('owner')) return errorResponse('last_owner');
      member.roles = [
        ...(admin ? ['admin' as const] : []),
        ...(billing ? ['billing' as const] : []),
        'member',
      ];
      return { message: 'The roles have been changed.' };
    }),
    endpointHandler('offerOwnership', ({ input: { email } }) => {
      const practice = world.practice;
      if (!practice) return errorResponse('no_active_subscription');
      const member = practice.members.find((candidate) => candidate.email === email.toLowerCase());
      if (!member || member.roles.includes('owner')) return errorResponse('not_a_member');
      // One offer at a time: a new one replaces it.
      practice.offer = {
        offerId: crypto.randomUUID(),
        fromEmail: practice.callerEmail,
        toEmail: member.email,
        createdAt: new Date().toISOString(),
      };
      return { message: 'The ownership has been offered.' };
    }),
    endpointHandler('answerOwnership', ({ input: { offerId, answer } }) => {
      const practice = world.practice;
      const offer = practice?.offer;
      if (!practice || !offer || offer.offerId !== offerId) return errorResponse('ownership_offer_gone');
      const mine = answer === 'withdraw' ? isOwner(practice) : offer.toEmail === practice.callerEmail;
      if (!mine) return errorResponse('ownership_offer_gone');
      practice.offer = null;
      if (answer === 'accept') {
        // The subscription is hers now: her account page reads it as its owner's.
        world.account = { ...subscriptionOf(practice), seat: null, licenseHeldElsewhere: false };
        practice.subscription = null;
        handOver(practice, offer.fromEmail, offer.toEmail);
      }
      return { message: ANSWERED[answer] };
    }),
  ];
}

/** docs/licences.md#ownership-transfer: the new owner, and the former one an admin and billing manager. */
function handOver(practice: MockPractice, from: string, to: string) {
  for (const member of practice.members) {
    if (member.email === to) member.roles = ['owner', 'member'];
    else if (member.email === from) member.roles = ['admin', 'billing', 'member'];
  }
  practice.members.sort((a, b) => Number(b.roles.includes('owner')) - Number(a.roles.includes('owner')));
}
