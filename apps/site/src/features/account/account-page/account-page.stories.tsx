import { AUTH_TOKEN_STORAGE_KEY } from '@app/machines';
import { endpointRoute, errorResponse, type ScenarioName, scenarios } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccountPage } from './account-page.js';

const meta = {
  title: 'Screens/Account/Account',
  component: AccountPage,
  parameters: { layout: 'fullscreen', route: '/account', signedIn: true },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story on one of the mocks' named backends. */
const on = (scenario: ScenarioName): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(...scenarios[scenario].handlers());
  },
});

/**
 * Waits for the first answer in any language: the account details stop being busy once the
 * account type is known, or give way to the loading error.
 */
const settled = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelector('dl[aria-busy="true"]')).toBeNull(), {
    timeout: 5000,
  });
  await waitFor(() => expect(canvasElement.querySelector('h1')).not.toBeNull());
};

// Dialogs render in a portal, outside the story's canvas.
const body = () => within(document.body);

export const Free: Story = {
  ...on('free'),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Free')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/payment');
    await expect(canvas.queryByRole('heading', { name: 'Invoices' })).toBeNull();
  },
};

export const Premium: Story = {
  ...on('premium'),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'View PDF (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const Enterprise: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Assigned licenses' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Adjust the number of licenses' })).toHaveAttribute(
      'href',
      '/license-adjustment',
    );
  },
};

export const EnterpriseFull: Story = {
  ...on('enterpriseFull'),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(within(canvasElement).getAllByText('Pending')).toHaveLength(2);
  },
};

export const Cancelled: Story = {
  ...on('cancelled'),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Subscription ends on')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upgrade' })).toBeVisible();
  },
};

export const NoInvoices: Story = {
  ...on('noInvoices'),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(within(canvasElement).getByText('No invoices available.')).toBeVisible();
  },
};

export const ManyInvoices: Story = {
  ...on('manyInvoices'),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('uncollectible')).toBeVisible();
    await expect(canvas.getByText('Open')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('subscriptionInfo');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

export const ServerError: Story = {
  ...on('serverError'),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Your account details could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const NetworkFailure: Story = {
  ...on('networkFailure'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The server cannot be reached.',
    );
  },
};

/** The API answers 401: the session ends and the page hands over to /signin. */
export const SessionExpired: Story = {
  ...on('sessionExpired'),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Redirecting'),
    );
    await waitFor(() => expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull());
  },
};

export const CancelConfirmation: Story = {
  ...on('premium'),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Cancel your subscription' });
    await expect(dialog).toHaveTextContent('Are you sure you want to cancel your subscription?');
  },
};

export const CancelSucceeded: Story = {
  ...on('premium'),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(await body().findByRole('button', { name: 'Yes, cancel' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your subscription has been successfully canceled.',
    );
    await expect(await canvas.findByRole('link', { name: 'Upgrade' })).toBeVisible();
  },
};

export const CancelFailed: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('unsubscribe');
    // The first handler that matches answers: the refusal goes before the scenario's own.
    msw.use(
      method(path, () => errorResponse('payment_provider_unavailable')),
      ...scenarios.premium.handlers(),
    );
  },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(await body().findByRole('button', { name: 'Yes, cancel' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Payments are temporarily unavailable.');
  },
};

export const InvitationSent: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText(/Email address of the person to invite/),
      'lea.meier@praxis-lac.ch',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('An invitation has been sent.');
    await expect(await canvas.findByRole('row', { name: /lea\.meier/ })).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(/Email address of the person to invite/);
    await userEvent.type(field, 'lea.meier');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveFocus();
  },
};

export const InvitationRefused: Story = {
  ...on('enterpriseFull'),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText(/Email address of the person to invite/),
      'lea.meier@praxis-lac.ch',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('All your licenses are in use.');
  },
};

export const LicenseRemoved: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove marc.rossi@praxis-lac.ch' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('The license has been removed.');
    await waitFor(() => expect(canvas.queryByRole('row', { name: /marc\.rossi/ })).toBeNull());
  },
};

export const EnterpriseFrench: Story = {
  ...on('enterprise'),
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => settled(canvasElement),
};

export const EnterpriseGerman: Story = {
  ...on('enterprise'),
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => settled(canvasElement),
};

export const EnterpriseItalian: Story = {
  ...on('enterprise'),
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => settled(canvasElement),
};

export const ManyInvoicesFrench: Story = {
  ...on('manyInvoices'),
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => settled(canvasElement),
};

export const FreeGerman: Story = {
  ...on('free'),
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => settled(canvasElement),
};

export const CancelledItalian: Story = {
  ...on('cancelled'),
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => settled(canvasElement),
};

export const EnterpriseGermanOnPhone: Story = {
  ...on('enterprise'),
  globals: { locale: 'de', viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement }) => settled(canvasElement),
};
