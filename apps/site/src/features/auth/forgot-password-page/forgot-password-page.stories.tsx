import { endpointRoute, errorResponse, MOCK_RETRY_AFTER_SECONDS, networkFailureOn } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { fill } from '../../../testing/fill.js';
import { withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { ResetPasswordEmailSentPage } from '../reset-password-email-sent-page/reset-password-email-sent-page.js';
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

async function send(canvasElement: HTMLElement, { t, label }: StoryWords) {
  const canvas = within(canvasElement);
  await fill(canvas.getByLabelText(label('auth.forgotPassword.email')), 'anna@praxis.ch');
  await userEvent.click(canvas.getByRole('button', { name: t('auth.forgotPassword.submit') }));
}

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('auth.forgotPassword.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('auth.forgotPassword.backToSignIn') })).toHaveAttribute(
      'href',
      '/signin',
    );
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};

/** docs/accounts.md#forgot-password: 'Please enter your email address', without a call. */
export const ValidationError: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('auth.forgotPassword.submit') }),
    );
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(text('auth.forgotPassword.error.emailRequired'));
    await expect(alert).toHaveFocus();
  },
};

/** docs/accounts.md#forgot-password: 'Error sending email. Please try again.' */
export const ServerError: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('forgotPassword');
    msw.use(method(path, () => errorResponse('mail_unavailable')));
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await send(canvasElement, words);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('auth.forgotPassword.error.sendFailed'),
    );
  },
};

/** docs/languages.md#wait: the wait the answer's Retry-After named. */
export const RateLimited: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('forgotPassword');
    msw.use(method(path, () => errorResponse('rate_limited')));
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await send(canvasElement, words);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('errors.rateLimitedSeconds', { seconds: MOCK_RETRY_AFTER_SECONDS }),
    );
  },
};

export const NetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(networkFailureOn('forgotPassword'));
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await send(canvasElement, words);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('auth.forgotPassword.error.sendFailed'),
    );
  },
};

export const Busy: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('forgotPassword');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await send(canvasElement, words);
    await expect(
      within(canvasElement).getByRole('button', { name: words.t('auth.forgotPassword.submit') }),
    ).toBeDisabled();
  },
};

/** A truthy message in the answer: on to /reset-password-email-sent. */
export const Success: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await send(canvasElement, words);
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: words.t('auth.resetPasswordEmailSent.title'),
      }),
    ).toBeVisible();
  },
};
