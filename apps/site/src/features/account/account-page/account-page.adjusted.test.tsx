import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { count, loaded, renderAccount, section } from './account-page.testing.js';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

describe('the account after a licence adjustment (docs/licences.md#adjustment-messages)', () => {
  it('says beside the licences what the adjustment did, as a status', async () => {
    renderAccount('enterprise', {
      state: { licensesAdjusted: { kind: 'message', id: 'licenseAdjustment.success', tone: 'success' } },
    });
    await loaded();
    const notice = section('Licenses').getByRole('status');
    expect(notice.textContent).toContain('Order finalized successfully!');
  });

  it('says when fewer licenses take effect', async () => {
    renderAccount('enterprise', {
      state: {
        licensesAdjusted: {
          kind: 'message',
          id: 'licenseAdjustment.scheduled',
          tone: 'success',
          values: { date: Date.parse('2027-03-12T00:00:00.000Z') },
        },
      },
    });
    await loaded();
    expect(section('Licenses').getByRole('status').textContent).toContain(
      'Done. Your number of licenses changes on 12 March 2027; nothing is charged today.',
    );
  });

  it('says nothing of the kind when arriving otherwise', async () => {
    renderAccount('enterprise');
    await loaded();
    expect(screen.queryByText('Order finalized successfully!')).toBeNull();
  });
});

describe('fewer licences scheduled (docs/licences.md#scheduled-seats)', () => {
  it('shows the decrease beside the total, and counts the available licences against it', async () => {
    renderAccount('enterpriseFewerScheduled');
    await loaded();
    const licenses = section('Licenses');
    expect(licenses.getByText('3 licenses from 12 March 2027')).toBeTruthy();
    // Five now, three from the renewal, three in use: none to invite to, as the API answers.
    expect(count('Available licenses')).toBe('0');
  });

  it('explains a refused invitation by the scheduled decrease', async () => {
    renderAccount('enterpriseFewerScheduled');
    await loaded();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Email address of the person to invite' }),
      'lea.meier@praxis-lac.ch',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await section('Licenses').findByRole('alert')).textContent).toContain(
      'Fewer licenses take effect at the end of the billing period, and the licenses that remain are all in use.',
    );
  });
});
