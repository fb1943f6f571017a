import { scenarios } from '@app/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../../testing/record-requests.js';
import { chf, renderPayment, summary } from './payment-page.testing.js';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe("the practice's plan, changed by a member whose roles give her `plan` (docs/licences.md#practice-view)", () => {
  it("a billing manager changes the practice's frequency: the preview and the change are the practice's, then it is read again", async () => {
    const user = userEvent.setup();
    const previews = recordRequests('previewChange').bodies;
    const changes = recordRequests('scheduleChange').bodies;
    const practiceReads = recordRequests('practice');
    await renderPayment({
      handlers: scenarios.practiceBillingManager.handlers(),
      state: { licenseType: 'enterprise' },
    });
    expect(screen.getByText(/^You are changing the practice's subscription\./)).toBeTruthy();
    // The practice's six annual Enterprise seats, not her own seat on it.
    expect(summary('Current plan')).toBe('Enterprise, annual, 6 users');
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    // The amounts shown are the API's preview of the practice's change.
    expect(
      await screen.findByText('The change takes effect on 12 March 2027. Nothing is charged today.'),
    ).toBeTruthy();
    expect(summary('Due today')).toBe(chf('0.00'));
    expect(previews.at(-1)).toEqual({ licenseType: 'enterprise', frequency: 'monthly', userCount: 6 });
    const readsBefore = practiceReads.count();
    await user.click(screen.getByRole('button', { name: 'Schedule the change' }));
    expect(
      await screen.findByText(/^Your change is scheduled: it takes effect on 12 March 2027\./),
    ).toBeTruthy();
    expect(changes).toEqual([{ licenseType: 'enterprise', frequency: 'monthly', userCount: 6 }]);
    await waitFor(() => expect(practiceReads.count()).toBeGreaterThan(readsBefore));
  });

  it('an admin, without `plan`, orders as before: the practice is not hers to change', async () => {
    await renderPayment({
      handlers: scenarios.practiceAdmin.handlers(),
      state: { licenseType: 'enterprise' },
    });
    expect(screen.queryByText(/the practice's subscription/)).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Your order' })).toBeTruthy();
  });
});
