import type { scenarios } from '@app/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordRequests } from '../../../testing/record-requests.js';
import { cellValue, renderAdmin } from './admin-page.testing.js';

describe('/admin stats (docs/admin.md#stats)', () => {
  async function openStats(scenario: keyof typeof scenarios) {
    const user = userEvent.setup();
    await renderAdmin(scenario);
    await user.click(screen.getByRole('tab', { name: 'Statistics' }));
    const table = await screen.findByRole('table', { name: 'Tracked clicks' });
    return { user, table };
  }

  it('lists the clicks with date and time, known user and plan or a dash', async () => {
    const { table } = await openStats('adminFull');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    // 09:15 UTC in November is 10:15 in Zurich.
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('rowheader').textContent).toBe('newsletter-2026-11');
    expect(first.getByText(/20 November 2026.*10:15/)).toBeTruthy();
    expect(first.getByText('Existing user')).toBeTruthy();
    expect(first.getByText('Enterprise')).toBeTruthy();
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText('No matching user')).toBeTruthy();
    expect(second.getAllByRole('cell').map(cellValue)).toContain('-');
    expect(within(rows[2] as HTMLElement).getByText('Free')).toBeTruthy();
  });

  it('deletes a click and reloads the list', async () => {
    const { user, table } = await openStats('adminFull');
    const calls = recordRequests().requests;
    await user.click(
      within(table).getByRole('button', { name: /^Delete the click fmh-congress of 19 November 2026/ }),
    );
    await waitFor(() => expect(within(table).queryByText('fmh-congress')).toBeNull());
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(calls).toEqual(['DELETE /api/tracking/delete', 'GET /api/tracking/stats']);
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Delete the click unknown of/),
    );
  });

  it('says when there is no data', async () => {
    const { table } = await openStats('adminEmpty');
    expect(within(table).getByText('No data.')).toBeTruthy();
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('shows an empty list, without an error, when the call fails', async () => {
    const { table } = await openStats('serverError');
    expect(within(table).getByText('No data.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
