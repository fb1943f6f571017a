import { PASSWORD_MIN_LENGTH } from '@app/contracts';
import { RESET_REDIRECT_DELAY_MS } from '@app/machines';
import { endpointRoute, errorResponse, networkFailureOn, scenarios } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, within } from 'storybook/test';
import { destination, withRoutes } from '../../../testing/story-routes.js';
import { storyWords } from '../../../testing/story-words.js';
import { saveNewPassword } from '../new-password-form/new-password-form.play.js';
import { ResetPasswordPage } from './reset-password-page.js';

const meta = {
  title: 'Screens/Auth/Reset password',
  component: ResetPasswordPage,
  decorators: [withRoutes('/reset-password/:token')],
  parameters: { layout: 'fullscreen', route: '/reset-password/reset_0123456789abcdef' },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/accounts.md#reset-password: the two fields, and a word on links that are invalid or expired. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('auth.resetPassword.title') }),
    ).toBeVisible();
    await expect(await canvas.findByText(text('auth.resetPassword.linkNotice'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('auth.resetPassword.backToSignIn') })).toHaveAttribute(
      'href',
      '/signin',
    );
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};

/** The same minimum length as at sign-up, checked before any call. */
export const PasswordTooShort: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await saveNewPassword(canvasElement, words, 'abc');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('auth.signUp.error.passwordTooShort', { minLength: PASSWORD_MIN_LENGTH }),
    );
  },
};

/** docs/accounts.md#new-password-checks: the two passwords must match; no call is made. */
export const PasswordsDiffer: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await saveNewPassword(canvasElement, words, 'secret7', 'secret2');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(words.text('auth.newPassword.error.passwordMismatch'));
    await expect(alert).toHaveFocus();
  },
};

/** A used or expired link: the invalid-link message, with the way to a new one. */
/**
 * docs/accounts.md#common-passwords: one of the 10,000 most common passwords, refused by the API;
 * the link stays usable.
 */
export const PasswordTooCommon: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await saveNewPassword(canvasElement, words, '123456');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('errors.passwordTooCommon'),
    );
    await expect(
      within(canvasElement).getByRole('button', { name: words.t('auth.newPassword.submit') }),
    ).toBeEnabled();
  },
};

/**
 * docs/accounts.md#reset-password: the link is checked as the page opens; a dead one says so, with
 * no form to fill.
 */
export const LinkInvalidOnOpen: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.resetLinkInvalid.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const { t, text, label } = storyWords(globals);
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(text('auth.newPassword.error.invalidLink'));
    await expect(
      within(alert).getByRole('link', { name: t('auth.resetPassword.requestNewLink') }),
    ).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.queryByLabelText(label('auth.newPassword.newPassword'))).toBeNull();
  },
};

/** While the link is being looked at. */
export const CheckingLink: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('checkResetToken');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement, globals }) => {
    const { text, label } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text('auth.resetPassword.checking'))).toBeVisible();
    await expect(canvas.queryByLabelText(label('auth.newPassword.newPassword'))).toBeNull();
  },
};

/** The link passed its check, then the save refused it (used meanwhile, in another tab). */
export const LinkInvalid: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('resetPassword');
    msw.use(method(path, () => errorResponse('invalid_or_expired_token')));
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await saveNewPassword(canvasElement, words);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(words.text('auth.newPassword.error.invalidLink'));
    await expect(
      within(alert).getByRole('link', { name: words.t('auth.resetPassword.requestNewLink') }),
    ).toHaveAttribute('href', '/forgot-password');
  },
};

export const NetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(networkFailureOn('resetPassword'));
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await saveNewPassword(canvasElement, words);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('errors.network'),
    );
  },
};

export const Busy: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('resetPassword');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await saveNewPassword(canvasElement, words);
    await expect(
      within(canvasElement).getByRole('button', { name: words.t('auth.newPassword.submit') }),
    ).toBeDisabled();
  },
};

/**
 * The success message, then /signin after 3 seconds. The play waits for the redirect, so the
 * screenshot never races the timer; it shows where the screen went.
 */
export const SuccessThenSignIn: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await saveNewPassword(canvasElement, words);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(words.text('auth.newPassword.success'));
    await expect(
      canvas.getByText(
        words.text('auth.resetPassword.redirecting', { seconds: RESET_REDIRECT_DELAY_MS / 1000 }),
      ),
    ).toBeVisible();
    await expect(await destination(canvasElement)).toBe('/signin');
  },
};
