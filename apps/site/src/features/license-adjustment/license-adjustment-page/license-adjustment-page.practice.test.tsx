import { scenarios } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../../testing/record-requests.js';
import { renderScreen } from '../../../testing/render-screen.js';
import { LicenseAdjustmentPage } from './license-adjustment-page.js';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

function renderAdjustment(scenario: 'practiceBillingManager' | 'practiceAdmin') {
  server.use(...scenarios[scenario].handlers());
  return renderScreen('/license-adjustment', <LicenseAdjustmentPage />, { signedIn: true });
}

const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe("the practice's seats, changed by a member whose roles give her `plan` (docs/licences.md#practice-view)", () => {
  it("a billing manager adjusts the practice's licenses, not her own seat", async () => {
    const orders = recordRequests('updateLicenses').bodies;
    const { router } = renderAdjustment('practiceBillingManager');
    const count = (await screen.findByRole('spinbutton', { name: 'Number of licenses' })) as HTMLInputElement;
    // The practice's six seats (mocks' practiceAccount), not her own seat.
    expect(value('Licenses')).toBe('6');
    expect(count.value).toBe('6');
    await userEvent.clear(count);
    await userEvent.type(count, '5');
    await userEvent.tab();
    expect(await screen.findByText(/^Fewer licenses take effect on 12 March 2027\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Finalize order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(orders).toEqual([{ newLicenseCount: 5 }]);
  });

  it('an admin, without `plan`, is told there are no licenses of hers to adjust', async () => {
    renderAdjustment('practiceAdmin');
    expect(
      await screen.findByText('Licenses can only be adjusted with an active Enterprise subscription.'),
    ).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});
