import { endpointRoute, errorResponse, givenUpMails } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cellValue, renderAdmin } from './admin-page.testing.js';

describe('/admin mails not sent (docs/admin.md#given-up-mails)', () => {
  async function openMails(scenario: 'adminFull' | 'adminEmpty', language?: 'fr') {
    const user = userEvent.setup();
    renderAdmin(scenario, language);
    return { user };
  }

  it('lists the mails the outbox gave up on: recipient, mail, when, tries and the last error', async () => {
    const { user } = await openMails('adminFull');
    await user.click(await screen.findByRole('tab', { name: 'Mails not sent' }));
    const table = await screen.findByRole('table', {
      name: 'Mails that could not be sent and are no longer tried, the newest first',
    });
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((header) => [
        header.textContent,
        ...within(header.closest('tr') as HTMLElement)
          .getAllByRole('cell')
          .map(cellValue),
      ]);
    expect(rows).toEqual([
      [
        'luca.bernasconi@studio-medico.ch',
        'password_reset',
        '28 November 2026 at 07:12',
        '30',
        'Mailbox unavailable: 550 5.1.1 user unknown',
      ],
      [
        'dr.anna.muller@praxis-lac.ch',
        'billing_invoice_reminder',
        '19 November 2026 at 22:40',
        '30',
        'no invoice in_mock_transfer_0001 for its mail',
      ],
    ]);
    expect(rows).toHaveLength(givenUpMails.length);
  });

  it('says when there is none', async () => {
    const { user } = await openMails('adminEmpty');
    await user.click(await screen.findByRole('tab', { name: 'Mails not sent' }));
    expect(await screen.findByText('No mails given up.')).toBeTruthy();
  });

  it('says a list it could not load could not be loaded, in French too, and loads it again', async () => {
    const { user } = await openMails('adminFull', 'fr');
    // The first read fails; the one "Réessayer" makes reaches the full list behind it.
    const { method, path } = endpointRoute('listGivenUpMails');
    server.use(method(path, () => errorResponse('internal_error'), { once: true }));
    await user.click(await screen.findByRole('tab', { name: 'E-mails non envoyés' }));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('rowheader', { name: 'luca.bernasconi@studio-medico.ch' })).toBeTruthy();
  });
});
