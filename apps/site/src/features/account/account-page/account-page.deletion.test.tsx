import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loaded, renderAccount } from './account-page.testing.js';

describe('the account page: deleting the account (docs/accounts.md#account-deletion)', () => {
  it('tells a colleague deleting her account that she loses her seat, not that a subscription ends (docs/accounts.md#account-deletion)', async () => {
    renderAccount('colleague');
    await loaded();
    const data = within(await screen.findByRole('region', { name: 'Your data' }));
    expect(
      await data.findByText(
        /^You lose your license in your practice's subscription, which goes on for your colleagues,/,
      ),
    ).toBeTruthy();
    expect(data.queryByText(/your colleagues lose their licenses/)).toBeNull();
  });
});
