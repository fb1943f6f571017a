import { MOCK_DEVICE_SIGN_IN, MOCK_USER_CODE, scenarios } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { destination, withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { AppDevicePage } from './app-device-page.js';

/** docs/desktop-app.md#device-code: the code the Windows app shows, typed on the site. */
const meta = {
  title: 'Screens/Account/App Code Entry',
  component: AppDevicePage,
  decorators: [withRoutes('/app/device')],
  parameters: { layout: 'fullscreen', route: '/app/device', signedIn: true },
} satisfies Meta<typeof AppDevicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, { label }: StoryWords) =>
  within(canvasElement).findByLabelText(label('appDevice.code'));
const submit = (canvasElement: HTMLElement, { t }: StoryWords) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: t('appDevice.submit') }));

/** The empty field, the focus on the heading. */
export const Enter: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: words.t('appDevice.title') }),
    ).toHaveFocus();
    await expect(await field(canvasElement, words)).toHaveValue('');
  },
};

/** Typed in lower case without its hyphen, the code opens the consent screen of that sign-in. */
export const CodeAccepted: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await userEvent.type(await field(canvasElement, words), MOCK_USER_CODE.toLowerCase().replace('-', ''));
    await submit(canvasElement, words);
    await expect(await destination(canvasElement)).toBe(`/app/consent/${MOCK_DEVICE_SIGN_IN}`);
  },
};

/** Reached by the app's verification_uri_complete: the code is filled in. */
export const FilledFromTheApp: Story = {
  parameters: { route: `/app/device?user_code=${MOCK_USER_CODE}` },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await expect(await field(canvasElement, words)).toHaveValue(MOCK_USER_CODE);
  },
};

/** A code no app waits with (app_code_unknown). */
export const WrongCode: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await userEvent.type(await field(canvasElement, words), 'ZZZZ-ZZZZ');
    await submit(canvasElement, words);
    await expect(
      await within(canvasElement).findByText(words.text('account.errors.appCodeUnknown')),
    ).toBeVisible();
  },
};

/** Older than 10 minutes (invalid_or_expired_token), said of a code. */
export const Expired: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.appDeviceCodeExpired.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await userEvent.type(await field(canvasElement, words), MOCK_USER_CODE);
    await submit(canvasElement, words);
    await expect(await within(canvasElement).findByText(words.text('appDevice.expired'))).toBeVisible();
  },
};

/** docs/licences.md#device-code-switch: the practice's owner turned the sign-in with a code off. */
export const SwitchedOffByOwner: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.appDeviceCodeOff.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await userEvent.type(await field(canvasElement, words), MOCK_USER_CODE);
    await submit(canvasElement, words);
    await expect(
      await within(canvasElement).findByText(words.text('account.errors.appDeviceCodeOff')),
    ).toBeVisible();
  },
};

/** A visitor signs in first and comes back (docs/routes-and-screens.md#signed-in-routes). */
export const SignedOut: Story = {
  parameters: { signedIn: false },
  play: async ({ canvasElement }) => {
    await expect(await destination(canvasElement)).toBe('/signin');
  },
};
