import { endpointRoute, errorResponse, networkFailureOn } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withRoutes } from '../story-routes/story-routes.js';
import { ResetPasswordPage } from './reset-password-page.js';

const meta = {
  title: 'Screens/Auth/Reset password',
  component: ResetPasswordPage,
  decorators: [withRoutes('/reset-password/:token')],
  parameters: { layout: 'fullscreen', route: '/reset-password/reset_0123456789abcdef' },
} satisfies Meta<typeof ResetPasswordPage>;

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
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a new password');
    await expect(canvas.getByText(/If this link is invalid or has expired/)).toBeVisible();
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

/** A used or expired link: the invalid-link message, with the way to a new one. */
export const LinkInvalid: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('resetPassword');
    msw.use(method(path, () => errorResponse('invalid_or_expired_token')));
  },
  play: async ({ canvasElement }) => {
    await save(canvasElement);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(/^The link is invalid or expired\./);
    await expect(within(alert).getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const NetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(networkFailureOn('resetPassword'));
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
    const { method, path } = endpointRoute('resetPassword');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await save(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Save password' })).toBeDisabled();
  },
};

/**
 * The success message, then /signin after 3 seconds. The play waits for the redirect, so the
 * screenshot never races the timer; it shows where the screen went.
 */
export const SuccessThenSignIn: Story = {
  play: async ({ canvasElement }) => {
    await save(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(/^Your password has been saved\./);
    await expect(canvas.getByText('The sign-in page will open in 3 seconds.')).toBeVisible();
    await expect(await canvas.findByTestId('destination', {}, { timeout: 5000 })).toHaveTextContent(
      '/signin',
    );
  },
};
