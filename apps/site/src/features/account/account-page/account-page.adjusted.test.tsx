import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loaded, renderAccount, section } from './account-page.testing.js';

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
