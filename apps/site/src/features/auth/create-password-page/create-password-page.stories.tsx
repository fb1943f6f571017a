import { endpointRoute, errorResponse, networkFailureOn } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withRoutes } from '../story-routes/story-routes.js';
import { CreatePasswordPage } from './create-password-page.js';

const meta = {
  title: 'Screens/Auth/Create password',
  component: CreatePasswordPage,
  decorators: [withRoutes('/create-password/:token/:email')],
  parameters: {
    layout: 'fullscreen',
    route: `/create-password/invite_0123456789abcdef/${encodeURIComponent('dr.rossi@praxis-lausanne.ch')}`,
  },
} satisfies Meta<typeof CreatePasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function save(canvasElement: HTMLElement, newPassword = 'secret1', confirmPassword = newPassword) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^New password/), newPassword);
  await userEvent.type(canvas.getByLabelText(/^Confirm new password/), confirmPassword);
  await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
}

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Create your password');
    await expect(canvas.getByLabelText(/^Email address/)).toHaveValue('dr.rossi@praxis-lausanne.ch');
  },
};

export const French: Story = { globals: { locale: 'fr' } };
export const GermanOnPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile390', isRotated: false } },
};
export const Italian: Story = { globals: { locale: 'it' } };

export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    await save(canvasElement, 'secret1', 'secret2');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Passwords do not match.');
    await expect(alert).toHaveFocus();
  },
};

export const LinkInvalid: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('createPassword');
    msw.use(method(path, () => errorResponse('invalid_or_expired_token')));
  },
  play: async ({ canvasElement }) => {
    await save(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired. Please request a new one.',
    );
  },
};

export const NetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(networkFailureOn('createPassword'));
  },
  play: async ({ canvasElement }) => {
    await save(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      /^The server cannot be reached\./,
    );
  },
};

export const Busy: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('createPassword');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await save(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Save password' })).toBeDisabled();
  },
};

/** No redirect after creating (SPEC §2): the message stays, with the way to sign in. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await save(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your password has been saved. You can now sign in.',
    );
    await expect(canvas.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/signin');
  },
};
