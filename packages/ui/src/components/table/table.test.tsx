import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { Table, type TableColumn } from './table.js';

interface Row {
  email: string;
  status: string;
}

const onRemove = vi.fn();
const columns: ReadonlyArray<TableColumn<Row>> = [
  { id: 'number', header: '#', align: 'end', cell: (_row, index) => index + 1 },
  { id: 'email', header: 'E-mail', rowHeader: true, cell: (row) => row.email },
  { id: 'status', header: 'Status', cell: (row) => row.status },
  {
    id: 'remove',
    header: 'Remove',
    hideHeader: true,
    cell: (row) => (
      <button type="button" onClick={() => onRemove(row.email)}>
        Remove {row.email}
      </button>
    ),
  },
];
const rows: Row[] = [
  { email: 'anna@praxis.ch', status: 'Active' },
  { email: 'marc@praxis.ch', status: 'Pending' },
];

describe('Table', () => {
  it('has a caption, column headers and row headers', async () => {
    const { container } = render(
      <Table
        caption="Licences"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.email}
        emptyState="None"
      />,
    );
    const table = screen.getByRole('table', { name: 'Licences' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'E-mail', 'Status', 'Remove']);
    expect(within(table).getByRole('rowheader', { name: 'marc@praxis.ch' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it('scrolls inside a focusable region named by the caption', async () => {
    render(
      <Table
        caption="Licences"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.email}
        emptyState="None"
      />,
    );
    const region = screen.getByRole('region', { name: 'Licences' });
    expect(region.getAttribute('tabindex')).toBe('0');
    await userEvent.tab();
    expect(document.activeElement).toBe(region);
  });

  it('lets a cell hold a row action', async () => {
    render(
      <Table
        caption="Licences"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.email}
        emptyState="None"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove marc@praxis.ch' }));
    expect(onRemove).toHaveBeenCalledWith('marc@praxis.ch');
  });

  it('shows the empty state across all columns', async () => {
    const { container } = render(
      <Table
        caption="Invoices"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.email}
        emptyState="No invoices available."
      />,
    );
    const cell = screen.getByRole('cell', { name: 'No invoices available.' });
    expect(cell.getAttribute('colspan')).toBe('4');
    await expectNoAxeViolations(container);
  });

  it('can keep the caption for screen readers only', () => {
    render(
      <Table
        caption="Users"
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={(row) => row.email}
        emptyState="-"
      />,
    );
    expect(screen.getByRole('table', { name: 'Users' })).toBeTruthy();
    expect(screen.getAllByText('Users')).toHaveLength(1);
  });

  it('stacking on a phone, names every cell by its column header alone and keeps its roles', async () => {
    const { container } = render(
      <Table
        caption="Licences"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.email}
        emptyState="None"
        stackOnPhone
      />,
    );
    const table = screen.getByRole('table', { name: 'Licences' });
    // The labels a card shows are hidden from screen readers, which have the column headers.
    const status = within(table).getAllByText('Status');
    expect(status.map((element) => element.closest('[aria-hidden="true"]') !== null)).toEqual([
      false,
      true,
      true,
    ]);
    expect(within(table).getByRole('cell', { name: 'Pending' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'marc@praxis.ch' }).textContent).toBe(
      'marc@praxis.ch',
    );
    // A hidden header (the actions) has no label to show.
    expect(within(table).getAllByText('Remove', { exact: true })).toHaveLength(1);
    expect(table.getAttribute('role')).toBe('table');
    await expectNoAxeViolations(container);
  });
});
