import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { practiceCalls } from '../helpers/practice-calls.js';

/**
 * docs/licences.md#practice-view: GET /practice, for each role of one practice: her roles, what
 * they let her do, the members for the owner and admins, and the owner's subscription with what
 * her roles do not cover left out.
 */
let h: PaymentsHarness;
const { enterpriseOwner, member, memberWith, practice } = practiceCalls(() => h);
const people = {} as Record<'owner' | 'member' | 'admin' | 'billing', { token: string }>;

beforeAll(async () => {
  h = await startPaymentsHarness();
  const owner = await enterpriseOwner('view-owner@praxis.ch', 5);
  people.owner = owner;
  people.member = await member(owner, 'view-member@praxis.ch');
  people.admin = await memberWith(owner, 'view-admin@praxis.ch', { admin: true, billing: false });
  people.billing = await memberWith(owner, 'view-billing@praxis.ch', { admin: false, billing: true });
});
afterAll(() => h.close());

const MEMBERS = [
  { email: 'view-owner@praxis.ch', name: 'Anna Muster', roles: ['owner', 'member'] },
  { email: 'view-admin@praxis.ch', name: null, roles: ['admin', 'member'] },
  { email: 'view-billing@praxis.ch', name: null, roles: ['billing', 'member'] },
  { email: 'view-member@praxis.ch', name: null, roles: ['member'] },
];

describe('GET /practice (docs/licences.md#practice-view)', () => {
  it('the owner: every permission, the members, her whole subscription', async () => {
    const { practice: seen, ownershipOffer } = await practice(people.owner.token);
    expect(seen).toMatchObject({
      ownerEmail: 'view-owner@praxis.ch',
      ownerName: 'Anna Muster',
      roles: ['owner', 'member'],
    });
    expect(seen.permissions).toEqual([
      'colleagues',
      'security',
      'billing',
      'plan',
      'cancel',
      'roles',
      'ownership',
      'auditLog',
    ]);
    expect(seen.members).toEqual(MEMBERS);
    expect(seen.subscription.licenses).toHaveLength(4);
    expect(seen.subscription.invoices.length).toBeGreaterThan(0);
    expect(seen.subscription.paymentMethod).not.toBeNull();
    expect(ownershipOffer).toBeNull();
  });

  it('an admin: the colleagues, without the money', async () => {
    const { practice: seen } = await practice(people.admin.token);
    expect(seen.roles).toEqual(['admin', 'member']);
    expect(seen.permissions).toEqual(['colleagues', 'security', 'auditLog']);
    expect(seen.members).toEqual(MEMBERS);
    expect(seen.subscription).toMatchObject({ accountType: 'enterprise', numberOfLicenses: 5, invoices: [] });
    expect(seen.subscription.licenses).toHaveLength(4);
    expect(seen.subscription.paymentMethod).toBeNull();
    expect(seen.subscription.nextCharge).toBeNull();
  });

  it('a billing manager: the money, without the colleagues', async () => {
    const { practice: seen } = await practice(people.billing.token);
    expect(seen.roles).toEqual(['billing', 'member']);
    expect(seen.permissions).toEqual(['billing', 'plan']);
    expect(seen.members).toEqual([]);
    expect(seen.subscription.licenses).toEqual([]);
    expect(seen.subscription.invoices.length).toBeGreaterThan(0);
    expect(seen.subscription.paymentMethod).toMatchObject({ last4: '4242' });
  });

  it('a member: who the owner is and her role, nothing of the subscription', async () => {
    const { practice: seen } = await practice(people.member.token);
    expect(seen).toEqual({
      ownerEmail: 'view-owner@praxis.ch',
      ownerName: 'Anna Muster',
      roles: ['member'],
      permissions: [],
      members: [],
      subscription: null,
    });
  });

  it('names a member by the longest billing details (first and last name, 100 each)', async () => {
    const owner = await enterpriseOwner('view-long-owner@praxis.ch', 3);
    const long = await member(owner, 'view-long@praxis.ch');
    await h.db.query(
      `insert into billing_info (user_id, first_name, last_name, address, postal_code, city)
       values ($1, $2, $2, 'Bahnhofstrasse 1', '8001', 'Zürich')`,
      [long.userId, 'A'.repeat(100)],
    );
    const { practice: seen } = await practice(owner.token);
    expect(seen.members[1]).toMatchObject({
      email: 'view-long@praxis.ch',
      name: `${'A'.repeat(100)} ${'A'.repeat(100)}`,
    });
  });

  it('anyone outside a practice: none', async () => {
    const outsider = await h.customer('view-outsider@praxis.ch');
    expect(await practice(outsider.token)).toEqual({ practice: null, ownershipOffer: null });
  });
});
