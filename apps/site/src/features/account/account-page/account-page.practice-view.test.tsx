import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { recordRequests } from '../../../testing/record-requests.js';
import { loaded, renderAccount, type ScenarioName } from './account-page.testing.js';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const LICENSES = "The practice's licenses";
const BILLING = "The practice's billing";
const INVOICES = "The practice's invoices";
const INVITEE = 'lea.meier@praxis-lac.ch';

/** The page once the account and the practice have answered (the practice's section shows). */
async function page(scenario: ScenarioName) {
  const view = renderAccount(scenario);
  await loaded();
  await screen.findByRole('region', { name: 'Your practice' });
  return view;
}

const heading = (name: string) => screen.queryByRole('heading', { name });

/** What the page shows of the practice, by the headings of its parts. */
const practiceParts = () => ({
  licenses: heading(LICENSES) !== null,
  billing: heading(BILLING) !== null,
  invoices: heading(INVOICES) !== null,
});

describe("the practice's parts on a member's account page, by her permissions (docs/licences.md#practice-view)", () => {
  it("an admin runs the licences and the colleagues' security, and sees no card nor invoices", async () => {
    await page('practiceAdmin');
    await waitFor(() => expect(practiceParts()).toEqual({ licenses: true, billing: false, invoices: false }));
    const licenses = within(screen.getByRole('region', { name: LICENSES }));
    expect(licenses.getByRole('row', { name: /claire\.dubois@praxis-lac\.ch/ })).toBeTruthy();
    expect(licenses.getByRole('button', { name: 'Send invitation' })).toBeTruthy();
    // Not hers: the owner's licence, and what a removal leaves the practice paying.
    expect(licenses.getByText("The owner's license")).toBeTruthy();
    expect(licenses.queryByText('Your own license')).toBeNull();
    await userEvent.click(licenses.getByRole('button', { name: 'Remove claire.dubois@praxis-lac.ch' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      "The license stays in the practice's subscription for someone else: the practice keeps paying",
    );
    await userEvent.keyboard('{Escape}');
    // Changing the number of licences is `plan`'s, not an admin's (docs/licences.md#permissions).
    expect(licenses.queryByRole('link', { name: 'Adjust the number of licenses' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change card' })).toBeNull();
    // The colleagues' two-factor sign-in is `security`'s: in the sign-in and security section.
    expect(
      await screen.findByRole('checkbox', { name: 'Require two-factor sign-in of my colleagues' }),
    ).toBeTruthy();
  });

  it('a billing manager changes the card and the details and reads the invoices; no invitation', async () => {
    await page('practiceBillingManager');
    await waitFor(() => expect(practiceParts()).toEqual({ licenses: false, billing: true, invoices: true }));
    const billing = within(screen.getByRole('region', { name: BILLING }));
    expect(billing.getByRole('button', { name: 'Change card' })).toBeTruthy();
    // Her `plan`: the practice's number of licences, changed on /license-adjustment.
    expect(billing.getByRole('link', { name: 'Adjust the number of licenses' }).getAttribute('href')).toBe(
      '/license-adjustment',
    );
    await waitFor(() =>
      expect(billing.getByRole('button', { name: 'Edit billing details' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    const invoices = screen.getByRole('heading', { name: INVOICES }).closest('div') as HTMLElement;
    // The practice's invoice PDF is hers to download (docs/licences.md#permissions).
    const saved: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      saved.push(blob as Blob);
      return 'blob:invoice';
    };
    URL.revokeObjectURL = () => {};
    await userEvent.click(
      within(invoices).getByRole('link', { name: 'Download PDF: invoice INV-2026_0201' }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByText(/could not be downloaded/)).toBeNull();
    expect(screen.queryByRole('textbox', { name: /person to invite/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /two-factor sign-in of my colleagues/ })).toBeNull();
  });

  it("a billing manager's way to change the practice's plan and frequency is beside its card, starting on its plan", async () => {
    const { router } = await page('practiceBillingManager');
    const billing = within(await screen.findByRole('region', { name: BILLING }));
    const change = billing.getByRole('link', { name: "Change the practice's subscription" });
    expect(change.getAttribute('href')).toBe('/payment');
    await userEvent.click(change);
    expect(router.state.location.pathname).toBe('/payment');
    // /payment starts on the practice's plan (docs/subscriptions-and-money.md#payment-page).
    expect(router.state.location.state).toEqual({ licenseType: 'enterprise' });
  });

  it("an admin, without `plan`, has no way to change the practice's subscription", async () => {
    await page('practiceAdmin');
    await waitFor(() => expect(practiceParts().licenses).toBe(true));
    expect(screen.queryByRole('link', { name: "Change the practice's subscription" })).toBeNull();
  });

  it('an admin and billing manager sees both', async () => {
    await page('practiceAdminAndBilling');
    await waitFor(() => expect(practiceParts()).toEqual({ licenses: true, billing: true, invoices: true }));
    // With `plan`, the number of licences too, once: in the licences she runs.
    expect(screen.getAllByRole('link', { name: 'Adjust the number of licenses' })).toHaveLength(1);
  });

  it('a plain member sees neither: her own licence only', async () => {
    await page('practiceMember');
    expect(practiceParts()).toEqual({ licenses: false, billing: false, invoices: false });
    expect(screen.queryByRole('table', { name: 'Assigned licenses' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change card' })).toBeNull();
  });
});

describe('acting on the practice (docs/licences.md#practice-view)', () => {
  it('an invitation by an admin reads the practice again and shows the new licence', async () => {
    await page('practiceAdmin');
    const licenses = within(await screen.findByRole('region', { name: LICENSES }));
    const reads = recordRequests('practice');
    const sent = recordRequests('sendInvitation').bodies;
    await userEvent.type(licenses.getByRole('textbox', { name: /person to invite/ }), INVITEE);
    await userEvent.click(licenses.getByRole('button', { name: 'Send invitation' }));
    expect(await licenses.findByText('An invitation has been sent.')).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ recipientEmail: INVITEE })]);
    expect(
      await licenses.findByRole('row', { name: new RegExp(INVITEE.replace(/\./g, '\\.')) }),
    ).toBeTruthy();
    expect(reads.count()).toBeGreaterThan(0);
  });

  it("a billing manager resumes the practice's cancelled subscription; the practice is read again", async () => {
    const resumes = recordRequests('resumeSubscription');
    const reads = recordRequests('practice');
    await page('practiceCancelled');
    const billing = within(await screen.findByRole('region', { name: BILLING }));
    // Cancelled: resuming it, not changing its plan, is the next step.
    expect(billing.queryByRole('link', { name: "Change the practice's subscription" })).toBeNull();
    await userEvent.click(billing.getByRole('button', { name: "Resume the practice's subscription" }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(
      dialog.getByText(/^The practice's subscription goes on with its card ending in 4242/),
    ).toBeTruthy();
    const before = reads.count();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, resume' }));
    expect(
      await billing.findByText("The practice's subscription goes on: it renews on the date shown."),
    ).toBeTruthy();
    expect(resumes.count()).toBe(1);
    await waitFor(() => expect(reads.count()).toBeGreaterThan(before));
    await waitFor(() =>
      expect(billing.queryByRole('button', { name: "Resume the practice's subscription" })).toBeNull(),
    );
  });

  it('a 403 role_not_permitted says why and keeps her signed in', async () => {
    const { router } = await page('practiceRoleTaken');
    const sent = recordRequests('sendInvitation');
    const licenses = within(await screen.findByRole('region', { name: LICENSES }));
    await userEvent.type(licenses.getByRole('textbox', { name: /person to invite/ }), INVITEE);
    await userEvent.click(licenses.getByRole('button', { name: 'Send invitation' }));
    const refusal = await licenses.findByText(/^Your role in the practice does not allow this\./);
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(sent.bodies).toEqual([expect.objectContaining({ recipientEmail: INVITEE })]);
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
  });
});
