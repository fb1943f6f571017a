import { scenarios } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordCalls } from '../../../testing/record-requests.js';
import { renderScreen } from '../../../testing/render-screen.js';
import { LicenseAdjustmentPage } from './license-adjustment-page.js';

/** An amount as the site writes it in English: CHF and a no-break space (packages/i18n). */
const chf = (amount: string) => `CHF\u00a0${amount}`;

function renderAdjustment() {
  server.use(...scenarios.enterprise.handlers());
  return renderScreen('/license-adjustment', <LicenseAdjustmentPage />, { signedIn: true });
}

const value = (term: string) => screen.queryByText(term, { selector: 'dt' })?.nextElementSibling?.textContent;

async function loaded() {
  return (await screen.findByRole('spinbutton', { name: 'Number of licenses' })) as HTMLInputElement;
}

const finalize = () => screen.getByRole('button', { name: 'Finalize order' });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

describe('one tap per action on /license-adjustment (docs/licences.md#one-tap)', () => {
  it('updates the totals and reads the figures while the count field still has the focus', async () => {
    renderAdjustment();
    const count = await loaded();
    await userEvent.clear(count);
    await userEvent.type(count, '7');
    // No blur: the field keeps the focus, as it does on a phone until something else is tapped.
    expect(document.activeElement).toBe(count);
    expect(value('Total per year')).toBe(chf("3'276.00"));
    await waitFor(() => expect(value('Due today')).toBe(chf('468.00')));
    expect(document.activeElement).toBe(count);
  });

  it('asks the question at the first tap on Finalize, straight after typing', async () => {
    renderAdjustment();
    const sent = recordCalls('updateLicenses');
    const count = await loaded();
    await userEvent.clear(count);
    await userEvent.type(count, '7');
    // The tap that leaves the field is the one that finalizes: its figures are read, then asked.
    await userEvent.click(finalize());
    const dialog = await screen.findByRole('alertdialog', { name: 'Add 2 licenses?' });
    expect(dialog.textContent).toContain(`charged ${chf('468.00')} today`);
    expect(sent).toEqual([]);
  });

  it('orders nothing for the number already held, and says so without claiming a success', async () => {
    renderAdjustment();
    const sent = recordCalls('updateLicenses');
    await loaded();
    await userEvent.click(finalize());
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain(
      'You already have this number of licenses, so there is nothing to order.',
    );
    expect(screen.queryByText('Order finalized successfully!')).toBeNull();
    expect(sent).toEqual([]);
    expect((finalize() as HTMLButtonElement).disabled).toBe(false);
  });

  it('goes on to the account after a success, which says what was ordered', async () => {
    const { router } = renderAdjustment();
    const count = await loaded();
    await userEvent.clear(count);
    await userEvent.type(count, '6');
    await userEvent.click(finalize());
    const dialog = await screen.findByRole('alertdialog', { name: 'Add 1 license?' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.location.state).toEqual({
      licensesAdjusted: { kind: 'message', id: 'licenseAdjustment.success', tone: 'success' },
    });
  });
});
