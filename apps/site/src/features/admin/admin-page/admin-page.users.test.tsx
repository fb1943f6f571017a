import type { scenarios } from '@app/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ASYNC_UTIL_TIMEOUT_MS } from '../../../../../../test-timeouts.ts';
import { cellValue, renderAdmin } from './admin-page.testing.js';

describe('/admin users (docs/admin.md#users)', () => {
  async function openUsers(scenario: keyof typeof scenarios) {
    const user = userEvent.setup();
    await renderAdmin(scenario);
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    const table = await screen.findByRole('table', { name: 'Registered users' });
    return { user, table };
  }

  it('lists every account with role, plan, licences, status, creation date and minutes', async () => {
    const { table } = await openUsers('adminFull');
    // docs/desktop-app.md#usage-shown: the minutes are this month's, as the owner's licence table shows them.
    expect(within(table).getByRole('columnheader', { name: 'Minutes this month' })).toBeTruthy();
    const cells = (email: string) =>
      within(within(table).getByRole('rowheader', { name: email }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map(cellValue);
    expect(cells('admin@dictation.example.ch')).toEqual([
      'Administrator',
      'Free',
      '1',
      'Active',
      '2 June 2025',
      '0',
    ]);
    // 45,270 s is 754.5 min, rounded up; 89 s is 1 min.
    expect(cells('dr.anna.muller@praxis-lac.ch')).toEqual([
      'User',
      'Enterprise',
      '5',
      'Active',
      '12 March 2026',
      '755',
    ]);
    expect(cells('claire.dubois@praxis-lac.ch')).toEqual([
      'User',
      'Enterprise',
      '1',
      'Pending',
      '2 November 2026',
      '1',
    ]);
  });

  it('copies every address comma-separated and confirms it for two seconds', async () => {
    const { user } = await openUsers('adminFull');
    // user-event's setup puts a clipboard stand-in on navigator; the spy watches it.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy all email addresses' }));
    await waitFor(() =>
      expect(screen.getByText('Email addresses copied.', { selector: '[role="status"]' })).toBeTruthy(),
    );
    expect(writeText).toHaveBeenCalledWith(
      'admin@dictation.example.ch, dr.anna.muller@praxis-lac.ch, claire.dubois@praxis-lac.ch',
    );
    expect(await navigator.clipboard.readText()).toBe(
      'admin@dictation.example.ch, dr.anna.muller@praxis-lac.ch, claire.dubois@praxis-lac.ch',
    );
    await waitFor(
      () => expect(screen.queryByText('Email addresses copied.', { selector: '[role="status"]' })).toBeNull(),
      { timeout: ASYNC_UTIL_TIMEOUT_MS },
    );
  });

  it('says so when the copy is refused', async () => {
    const { user } = await openUsers('adminFull');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Clipboard permission denied'));
    await user.click(screen.getByRole('button', { name: 'Copy all email addresses' }));
    await waitFor(() =>
      expect(
        screen.getByText('The addresses could not be copied.', { selector: '[role="status"]' }),
      ).toBeTruthy(),
    );
  });

  it('says when there is no user, without a copy chip', async () => {
    const { table } = await openUsers('adminEmpty');
    expect(within(table).getByText('No users.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy all email addresses' })).toBeNull();
  });

  it('shows an empty list, without an error, when the call fails', async () => {
    const { table } = await openUsers('serverError');
    expect(within(table).getByText('No users.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
