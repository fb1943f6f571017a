import { PERMISSIONS } from '@app/contracts';
import { BILLING_EMAIL, MEMBER_EMAIL } from '@app/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../../testing/record-requests.js';
import { loaded, renderAccount, type ScenarioName } from './account-page.testing.js';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

/** The practice's section, once GET /practice has answered. */
async function practice(scenario: ScenarioName) {
  renderAccount(scenario);
  await loaded();
  return within(await screen.findByRole('region', { name: 'Your practice' }));
}

const SENTENCES = {
  colleagues: 'Invite colleagues, take back their licenses and reassign them.',
  security:
    "Choose the practice's security: two-factor sign-in for colleagues and the app's sign-in with a code.",
  billing: 'Change the card and the billing details, download and pay the invoices.',
  plan: 'Change the plan, the billing frequency and the number of licenses, and resume a canceled subscription.',
  cancel: 'Cancel the subscription.',
  roles: 'Give and take back the admin and billing manager roles.',
  ownership: 'Hand on the ownership of the practice to a member.',
  auditLog: "Read and export the practice's activity log.",
} as const;

/** The sentences the section says, in the matrix's order. */
const said = (region: ReturnType<typeof within>) =>
  region.queryAllByRole('listitem').map((item: HTMLElement) => item.textContent);

describe('the practice on the account page, by the permission matrix (docs/licences.md#practice-view)', () => {
  it.each([
    ['practiceOwner', 'owner'],
    ['practiceAdmin', 'admin'],
    ['practiceBillingManager', 'billing'],
  ] as const)('%s: a sentence per action the %s may do, and only those', async (scenario, role) => {
    const region = await practice(scenario);
    const expected = Object.entries(PERMISSIONS)
      .filter(([, roles]) => (roles as readonly string[]).includes(role))
      .map(([action]) => SENTENCES[action as keyof typeof SENTENCES]);
    expect(said(region)).toEqual(expected);
  });

  it('tells a member who the owner is, her roles, and shows her no control', async () => {
    const region = await practice('practiceMember');
    expect(
      region.getByText("The practice's owner is Anna Müller (dr.anna.muller@praxis-lac.ch)."),
    ).toBeTruthy();
    expect(region.getByText('Your roles: Member.')).toBeTruthy();
    expect(
      region.getByText('Your roles let you use your license; the practice is run by its owner.'),
    ).toBeTruthy();
    expect(region.queryAllByRole('button')).toEqual([]);
    expect(region.queryAllByRole('checkbox')).toEqual([]);
  });

  it('shows an admin no roles editor and no offer of the ownership', async () => {
    const region = await practice('practiceAdmin');
    expect(region.getByText('Your roles: Admin and Member.')).toBeTruthy();
    expect(region.queryByRole('heading', { name: 'Roles' })).toBeNull();
    expect(region.queryByRole('button', { name: /Hand on the ownership/ })).toBeNull();
  });

  it("lets the owner change a member's roles, saved at once and said beside them", async () => {
    const saved = recordRequests('setMemberRoles').bodies;
    const region = await practice('practiceOwner');
    expect(region.getByText('You are the owner of the practice.')).toBeTruthy();
    const luca = within(region.getByRole('group', { name: MEMBER_EMAIL }));
    await userEvent.click(luca.getByRole('checkbox', { name: 'Billing manager' }));
    await userEvent.click(luca.getByRole('button', { name: `Save roles ${MEMBER_EMAIL}` }));
    expect(await luca.findByText('The roles have been changed.')).toBeTruthy();
    expect(saved).toEqual([{ email: MEMBER_EMAIL, admin: false, billing: true }]);
    // Her own roles are not in the editor: the owner cannot be demoted (docs/licences.md#roles).
    expect(region.queryByRole('group', { name: /dr\.anna\.muller/ })).toBeNull();
  });

  it('offers the ownership after a confirmation, and the offer can be withdrawn', async () => {
    const offers = recordRequests('offerOwnership').bodies;
    const region = await practice('practiceOwner');
    const sophie = within(region.getByRole('group', { name: `Sophie Keller (${BILLING_EMAIL})` }));
    await userEvent.click(
      sophie.getByRole('button', { name: `Hand on the ownership Sophie Keller (${BILLING_EMAIL})` }),
    );
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Offer the ownership' }));
    expect(await region.findByText('The ownership has been offered.')).toBeTruthy();
    expect(offers).toEqual([{ email: BILLING_EMAIL }]);
    await userEvent.click(await region.findByRole('button', { name: 'Withdraw the offer' }));
    expect(await region.findByText('The offer has been withdrawn.')).toBeTruthy();
    await waitFor(() => expect(region.queryByRole('button', { name: 'Withdraw the offer' })).toBeNull());
  });

  it('lets the offered admin accept the ownership: she then sees what an owner may do', async () => {
    const region = await practice('ownershipOfferReceived');
    await userEvent.click(region.getByRole('button', { name: 'Accept the ownership' }));
    expect(await region.findByText('You are now the owner of the practice.')).toBeTruthy();
    await waitFor(() => expect(said(region)).toHaveLength(Object.keys(PERMISSIONS).length));
  });

  it('says why an answer is refused when the offer is gone', async () => {
    const region = await practice('ownershipOfferGone');
    await userEvent.click(region.getByRole('button', { name: 'Decline the offer' }));
    expect((await region.findByRole('alert')).textContent).toContain('no longer');
  });
});
