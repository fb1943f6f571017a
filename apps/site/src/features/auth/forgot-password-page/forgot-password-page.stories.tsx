import { endpointRoute, errorResponse, networkFailureOn } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ResetPasswordEmailSentPage } from '../reset-password-email-sent-page/reset-password-email-sent-page.js';
import { withRoutes } from '../story-routes/story-routes.js';
import { ForgotPasswordPage } from './forgot-password-page.js';

const meta = {
  title: 'Screens/Auth/Forgot password',
  component: ForgotPasswordPage,
  decorators: [
    withRoutes('/forgot-password', { '/reset-password-email-sent': <ResetPasswordEmailSentPage /> }),
  ],
  parameters: { layout: 'fullscreen', route: '/forgot-password' },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function send(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Email address/ }), 'anna@praxis.ch');
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
}

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Forgot your password?');
    await expect(canvas.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/signin');
  },
};

export const French: Story = { globals: { locale: 'fr' } };
export const GermanOnPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile390', isRotated: false } },
};
export const Italian: Story = { globals: { locale: 'it' } };

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send reset link' }));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Please enter your email address');
    await expect(alert).toHaveFocus();
  },
};

/** SPEC §8: 'Error sending email. Please try again.' */
export const ServerError: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('forgotPassword');
    msw.use(method(path, () => errorResponse('mail_unavailable')));
  },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Error sending email. Please try again.',
    );
  },
};

export const RateLimited: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('forgotPassword');
    msw.use(method(path, () => errorResponse('rate_limited')));
  },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/^Too many attempts\./);
  },
};

export const NetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(networkFailureOn('forgotPassword'));
  },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Error sending email. Please try again.',
    );
  },
};

export const Busy: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('forgotPassword');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Send reset link' })).toBeDisabled();
  },
};

/** A truthy message in the answer: on to /reset-password-email-sent. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Check your inbox' }),
    ).toBeVisible();
  },
};
