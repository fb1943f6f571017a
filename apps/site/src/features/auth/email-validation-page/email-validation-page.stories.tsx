import { MOCK_RETRY_AFTER_SECONDS, scenarios } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyWords } from '../../../testing/story-words.js';
import { EmailValidationPage } from './email-validation-page.js';

const meta = {
  title: 'Screens/Auth/Email validation',
  component: EmailValidationPage,
  parameters: { layout: 'fullscreen', route: '/email-validation' },
} satisfies Meta<typeof EmailValidationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened without sign-up's state (a bookmark, a pre-rendered page): no address to name. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('auth.emailValidation.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(text('auth.emailValidation.body'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('auth.emailValidation.signIn') })).toHaveAttribute(
      'href',
      '/signin',
    );
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};

const fromSignUp = {
  route: { pathname: '/email-validation', state: { email: 'anna@praxis.ch', plan: 'premium' } },
};

/**
 * docs/accounts.md#email-validation: after sign-up on the way to Premium: the address, send again,
 * and what comes next.
 */
export const FromSignUp: Story = {
  parameters: fromSignUp,
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('anna@praxis.ch')).toBeVisible();
    await expect(
      canvas.getByText(text('auth.emailValidation.nextForPlan', { plan: t('account.type.premium') })),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: t('auth.emailValidation.resend') })).toBeEnabled();
  },
};

export const FromSignUpOnPhone: Story = {
  ...FromSignUp,
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};

export const Resent: Story = {
  parameters: fromSignUp,
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('auth.emailValidation.resend') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(text('auth.emailValidation.resent'));
  },
};

/** Asked for too often: counted with sign-ups, per client and per address. */
export const ResendThrottled: Story = {
  parameters: fromSignUp,
  beforeEach({ msw }) {
    msw.use(...scenarios.resendThrottled.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('auth.emailValidation.resend') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      text('errors.rateLimitedSeconds', { seconds: MOCK_RETRY_AFTER_SECONDS }),
    );
  },
};
