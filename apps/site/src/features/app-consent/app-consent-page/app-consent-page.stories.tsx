import { endpointRoute, MOCK_DEVICE_NAME, MOCK_SIGNED_IN_AS, networkFailureOn, scenarios } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { destination, withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { AppConsentPage } from './app-consent-page.js';

/** What the mocked API answers as `redirectTo` for the request of these stories. */
const REDIRECT_TO = 'http://localhost:3000/oauth/authorize/abc123';

const meta = {
  title: 'Screens/Account/App Consent',
  component: AppConsentPage,
  decorators: [withRoutes('/app/consent/:uid')],
  args: { leave: fn() },
  parameters: { layout: 'fullscreen', route: '/app/consent/abc123', signedIn: true },
} satisfies Meta<typeof AppConsentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, { t }: StoryWords) =>
  within(canvasElement).findByRole('heading', { level: 1, name: t('appConsent.title') });

/** docs/desktop-app.md#consent: the device and the account named, the focus on the heading. */
export const Question: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(words.text('appConsent.question', { device: MOCK_DEVICE_NAME })),
    ).toBeVisible();
    await expect(
      canvas.getByText(words.text('appConsent.signedInAs', { email: MOCK_SIGNED_IN_AS })),
    ).toBeVisible();
    await expect(await heading(canvasElement, words)).toHaveFocus();
    // Keyboard: from the heading, Allow then Deny.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: words.t('appConsent.allow') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: words.t('appConsent.deny') })).toHaveFocus();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('appSignIn');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement, globals }) => {
    const { text } = storyWords(globals);
    await expect(await within(canvasElement).findByText(text('appConsent.loading'))).toBeVisible();
  },
};

/** Allow pressed: the answer is on its way, both buttons wait. */
export const Sending: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('approveAppSignIn');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('appConsent.allow') }));
    await expect(await canvas.findByText(text('appConsent.sending'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('appConsent.deny') })).toBeDisabled();
  },
};

/** Allow answered: the browser goes on to the authorization endpoint. */
export const Allowed: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { t } = storyWords(globals);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t('appConsent.allow') }));
    await waitFor(() => expect(args.leave).toHaveBeenCalledWith(REDIRECT_TO));
  },
};

/** Deny answered: the browser goes on too, and the app is told access_denied there. */
export const Refused: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { t } = storyWords(globals);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t('appConsent.deny') }));
    await waitFor(() => expect(args.leave).toHaveBeenCalledWith(REDIRECT_TO));
  },
};

/** An unknown, answered or expired request (invalid_or_expired_token). */
export const Expired: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.appSignInExpired.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text('appConsent.expired'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('appConsent.backHome') })).toHaveAttribute('href', '/');
  },
};

/**
 * docs/desktop-app.md#device-limit: the licence serves as many devices as it allows; they are
 * named (one the app left unnamed), with the way to end one and "Try again" instead of the answers.
 */
export const DeviceLimitReached: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.appDeviceLimit.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const { t, text, inTag } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text('appConsent.deviceLimit', { count: 3 }))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: inTag('appConsent.deviceLimit.end', 'link') }),
    ).toHaveAttribute('href', '/account#account-sessions');
    await expect(canvas.getByRole('button', { name: t('appConsent.retry') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('appConsent.allow') })).toBeNull();
  },
};

export const NetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(networkFailureOn('appSignIn'));
  },
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text('appConsent.error.load'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('appConsent.retry') })).toBeVisible();
  },
};

/** A visitor signs in first (docs/routes-and-screens.md#signed-in-routes). */
export const SignedOut: Story = {
  parameters: { signedIn: false },
  play: async ({ canvasElement }) => {
    await expect(await destination(canvasElement)).toBe('/signin');
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await within(canvasElement).findByRole('button', { name: words.t('appConsent.allow') });
  },
};
