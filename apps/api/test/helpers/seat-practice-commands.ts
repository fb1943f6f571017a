import fc from 'fast-check';
import { expect } from 'vitest';
import { command, MAX_SEATS, type SeatCommand, type SeatModel } from './seat-model.js';

/**
 * The practice's steps of the seat property test (docs/licences.md#role-change,
 * #ownership-transfer): roles given and taken back, the ownership handed to an accepted colleague,
 * and seats added by a billing manager, each followed by every invariant.
 */
const accepted = (m: Readonly<SeatModel>) =>
  [...m.licences].filter(([, status]) => status === 'active').map(([email]) => email);

const practiceOpen = (m: Readonly<SeatModel>) => !m.ended && m.plan === 'enterprise';

function roleChange(index: number, admin: boolean, billing: boolean): SeatCommand {
  return command(
    `roles(${index}, admin ${admin}, billing ${billing})`,
    (m) => practiceOpen(m) && accepted(m).length > 0,
    async (m, r) => {
      const members = accepted(m);
      const email = members[index % members.length] as string;
      const answer = await r.h.call('POST', '/practice/roles', r.owner.token, { email, admin, billing });
      expect(answer.statusCode, answer.body).toBe(200);
      if (admin || billing) m.roles.set(email, { admin, billing });
      else m.roles.delete(email);
    },
  );
}

/**
 * The owner offers the ownership and the colleague accepts: she holds the subscription, its card
 * and invoices; the former owner keeps a licence with the admin and billing manager roles.
 */
function ownershipTransfer(index: number): SeatCommand {
  return command(
    `ownership(${index})`,
    (m) => practiceOpen(m) && accepted(m).length > 0,
    async (m, r) => {
      const members = accepted(m);
      const email = members[index % members.length] as string;
      const offered = await r.h.call('POST', '/practice/ownership/offer', r.owner.token, { email });
      expect(offered.statusCode, offered.body).toBe(200);
      const heir = r.invitees.get(email);
      if (!heir) throw new Error(`no session of ${email}`);
      const { ownershipOffer } = (await r.h.call('GET', '/practice', heir.token)).json();
      const answer = await r.h.call('POST', '/practice/ownership/answer', heir.token, {
        offerId: ownershipOffer?.offerId,
        answer: 'accept',
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const former = r.owner;
      r.invitees.delete(email);
      r.invitees.set(former.email, { userId: former.userId, token: former.token });
      r.owner = { ...heir, email };
      m.licences.delete(email);
      m.roles.delete(email);
      m.licences.set(former.email, 'active');
      m.roles.set(former.email, { admin: true, billing: true });
    },
  );
}

/** A billing manager adds seats, paid at once with the practice's card, as the owner would. */
function seatsUpByBillingManager(more: number): SeatCommand {
  const manager = (m: Readonly<SeatModel>) =>
    accepted(m).find((email) => m.roles.get(email)?.billing === true);
  return command(
    `seatsUpByBillingManager(+${more})`,
    (m) =>
      practiceOpen(m) && m.openInvoice === null && manager(m) !== undefined && m.seats + more <= MAX_SEATS,
    async (m, r) => {
      const token = r.invitees.get(manager(m) as string)?.token;
      const answer = await r.h.call('POST', '/subscriptions/update-licenses', token, {
        newLicenseCount: m.seats + more,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      Object.assign(m, { seats: m.seats + more, scheduled: null, cancelled: false });
    },
  );
}

export const practiceCommands = [
  fc
    .tuple(fc.nat(5), fc.boolean(), fc.boolean())
    .map(([index, admin, billing]) => roleChange(index, admin, billing)),
  fc.nat(5).map(ownershipTransfer),
  fc.integer({ min: 1, max: 2 }).map(seatsUpByBillingManager),
];
