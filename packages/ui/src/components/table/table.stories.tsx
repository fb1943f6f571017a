import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { padded } from '../../storybook/decorators.js';
import { Button } from '../button/button.js';
import { IconDocument, IconTrash } from '../icon/icon.js';
import { Link } from '../link/link.js';
import { StatusBadge } from '../status-badge/status-badge.js';
import { Table, type TableColumn, type TableProps } from './table.js';

interface Licence {
  email: string;
  status: 'active' | 'pending' | 'revoked';
  removable: boolean;
}

const licences: Licence[] = [
  { email: 'dr.anna.muller@praxis-lac.ch', status: 'active', removable: false },
  { email: 'marc.rossi@praxis-lac.ch', status: 'active', removable: true },
  { email: 'claire.dubois@praxis-lac.ch', status: 'pending', removable: true },
  { email: 'lukas.weber@praxis-lac.ch', status: 'revoked', removable: true },
];

const onRemove = fn();

const licenceColumns: ReadonlyArray<TableColumn<Licence>> = [
  { id: 'number', header: '#', align: 'end', cell: (_row, index) => index + 1 },
  { id: 'email', header: 'E-mail', rowHeader: true, cell: (row) => row.email },
  {
    id: 'status',
    header: 'Status',
    // docs/licences.md#licence-statuses: any status other than active or pending shows "Pending" in the error
    // colour.
    cell: (row) =>
      row.status === 'active' ? (
        <StatusBadge status="active">Active</StatusBadge>
      ) : (
        <StatusBadge status={row.status === 'pending' ? 'pending' : 'error'}>Pending</StatusBadge>
      ),
  },
  {
    id: 'remove',
    header: 'Remove',
    hideHeader: true,
    align: 'end',
    cell: (row) =>
      row.removable ? (
        <Button
          variant="secondary"
          size="small"
          aria-label={`Remove ${row.email}`}
          onClick={() => onRemove(row.email)}
        >
          <IconTrash size="small" />
          Remove
        </Button>
      ) : null,
  },
];

const meta = {
  title: 'Components/Table',
  component: Table,
  parameters: { layout: 'fullscreen' },
  decorators: [padded],
  args: {
    caption: 'Licences',
    columns: licenceColumns,
    rows: licences,
    rowKey: (row: Licence) => row.email,
    emptyState: 'No licences yet.',
  } as TableProps<Licence>,
} satisfies Meta<typeof Table<Licence>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The enterprise licence table of docs/licences.md#licence-management: #, e-mail, status, remove. */
export const LicencesWithActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Licences' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByRole('rowheader', { name: 'marc.rossi@praxis-lac.ch' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove marc.rossi@praxis-lac.ch' }));
    await expect(onRemove).toHaveBeenCalledWith('marc.rossi@praxis-lac.ch');
  },
};

interface Invoice {
  id: string;
  date: string;
  amount: string;
  status: 'paid' | 'open' | 'void';
}

const invoiceColumns: ReadonlyArray<TableColumn<Invoice>> = [
  { id: 'id', header: 'Invoice', rowHeader: true, cell: (row) => row.id },
  { id: 'date', header: 'Date', cell: (row) => row.date },
  { id: 'amount', header: 'Amount', align: 'end', cell: (row) => row.amount },
  {
    id: 'status',
    header: 'Status',
    cell: (row) =>
      row.status === 'paid' ? (
        <StatusBadge status="active">Paid</StatusBadge>
      ) : row.status === 'open' ? (
        <StatusBadge status="pending">Open</StatusBadge>
      ) : (
        <StatusBadge status="neutral">{row.status}</StatusBadge>
      ),
  },
  {
    id: 'pdf',
    header: 'PDF',
    cell: (row) => (
      <Link href={`#${row.id}.pdf`} standalone aria-label={`PDF of invoice ${row.id}`}>
        <IconDocument size="small" />
        PDF
      </Link>
    ),
  },
];

const invoiceArgs = {
  caption: 'Invoices',
  columns: invoiceColumns,
  rowKey: (row: Invoice) => row.id,
  emptyState: 'No invoices available.',
};

/** Amounts right-aligned in tabular figures; statuses paid, open and a raw one. */
export const Invoices: StoryObj<TableProps<Invoice>> = {
  args: {
    ...invoiceArgs,
    rows: [
      { id: 'INV-2027-0003', date: '12 March 2027', amount: 'CHF 588.00', status: 'open' },
      { id: 'INV-2026-0002', date: '12 March 2026', amount: 'CHF 588.00', status: 'paid' },
      { id: 'INV-2025-0001', date: '12 March 2025', amount: 'CHF 53.45', status: 'void' },
    ],
  },
};

export const Empty: StoryObj<TableProps<Invoice>> = {
  args: { ...invoiceArgs, rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'No invoices available.' })).toBeVisible();
  },
};

/** On a phone the table scrolls sideways inside a focusable, labelled region. */
export const ScrollsOnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Licences' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    region.focus();
    await expect(region).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
  },
};

/**
 * Given `stackOnPhone`, each row is a card on a phone: its header (the e-mail) as the title, every
 * other cell under its column's name, nothing scrolling sideways.
 */
export const StacksOnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  args: { stackOnPhone: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Licences' });
    await expect(within(table).getAllByRole('row')).toHaveLength(licences.length + 1);
    await expect(within(table).getAllByText('Status')[1]).toBeVisible();
    const region = within(canvasElement).getByRole('region', { name: 'Licences' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const germanInvoiceColumns: ReadonlyArray<TableColumn<Invoice>> = [
  { id: 'id', header: 'Rechnungsnummer', rowHeader: true, cell: (row) => row.id },
  { id: 'date', header: 'Rechnungsdatum', cell: (row) => row.date },
  { id: 'amount', header: 'Betrag', align: 'end', cell: (row) => row.amount },
  {
    id: 'status',
    header: 'Status',
    cell: (row) =>
      row.status === 'paid' ? (
        <StatusBadge status="active">Bezahlt</StatusBadge>
      ) : (
        <StatusBadge status="pending">Offen</StatusBadge>
      ),
  },
];

/** German on a phone: the table scrolls sideways inside its frame; the page itself never does. */
export const GermanInvoicesOnPhone: StoryObj<TableProps<Invoice>> = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  args: {
    ...invoiceArgs,
    caption: 'Rechnungen',
    columns: germanInvoiceColumns,
    emptyState: 'Keine Rechnungen verfügbar.',
    rows: [
      { id: 'INV-2027-0003', date: '12. März 2027', amount: 'CHF 588.00', status: 'open' },
      { id: 'INV-2026-0002', date: '12. März 2026', amount: 'CHF 588.00', status: 'paid' },
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Rechnungen' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
