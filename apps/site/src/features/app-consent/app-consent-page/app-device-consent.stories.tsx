import { MOCK_DEVICE_NAME, MOCK_DEVICE_REQUEST, MOCK_DEVICE_SIGN_IN, scenarios } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { destination, withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { AppConsentPage } from './app-consent-page.js';

/**
 * docs/desktop-app.md#device-code: the consent screen of a sign-in with a code typed on the site,
 * with the phishing defences of docs/desktop-app.md#device-code-phishing.
 */
const meta = {
  title: 'Screens/Account/App Consent With A Code',
  component: AppConsentPage,
  decorators: [withRoutes('/app/consent/:uid')],
  args: { leave: fn() },
  parameters: { layout: 'fullscreen', route: `/app/consent/${MOCK_DEVICE_SIGN_IN}`, signedIn: true },
} satisfies Meta<typeof AppConsentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const allow = (canvas: ReturnType<typeof within>, t: StoryWords['t']) =>
  canvas.findByRole('button', { name: t('appConsent.allow') });

/** The device, where and when it asked, and the own-computer question: Allow waits for a yes. */
export const Question: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(text('appConsent.question', { device: MOCK_DEVICE_NAME })),
    ).toBeVisible();
    await expect(
      canvas.getByText(new RegExp(MOCK_DEVICE_REQUEST.requestedFrom.replaceAll('.', '\\.'))),
    ).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: t('appConsent.device.ownComputer') })).toBeVisible();
    await expect(await allow(canvas, t)).toBeDisabled();
  },
};

/** She did not start it: what to do, and Allow stays off. */
export const NotHerComputer: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: t('appConsent.device.no') }));
    await expect(await canvas.findByText(text('appConsent.device.notYours'))).toBeVisible();
    await expect(await allow(canvas, t)).toBeDisabled();
  },
};

/** Yes, then Allow: the app on the other computer gets its tokens at its next poll. */
export const Approved: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: t('appConsent.device.yes') }));
    await userEvent.click(await allow(canvas, t));
    await expect(await canvas.findByText(text('appConsent.device.approved'))).toBeVisible();
    await expect(args.leave).not.toHaveBeenCalled();
  },
};

/** Deny needs no answer to the question: the app is told access_denied. */
export const Denied: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('appConsent.deny') }));
    await expect(await canvas.findByText(text('appConsent.device.denied'))).toBeVisible();
  },
};

/** docs/licences.md#device-code-switch: the practice's owner turned the sign-in with a code off. */
export const SwitchedOffByOwner: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.appDeviceCodeOff.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text('account.errors.appDeviceCodeOff'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('appConsent.backHome') })).toHaveAttribute('href', '/');
  },
};

/** A visitor signs in first (docs/routes-and-screens.md#signed-in-routes). */
export const SignedOut: Story = {
  parameters: { signedIn: false },
  play: async ({ canvasElement }) => {
    await expect(await destination(canvasElement)).toBe('/signin');
  },
};
