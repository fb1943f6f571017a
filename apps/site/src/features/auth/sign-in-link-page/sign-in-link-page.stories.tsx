import { endpointRoute, MOCK_SESSION_TOKEN, networkFailureOn, scenarios } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { destination, withRoutes } from '../../../testing/story-routes.js';
import { storyWords } from '../../../testing/story-words.js';
import { SignInLinkPage } from './sign-in-link-page.js';

const meta = {
  title: 'Screens/Auth/Sign in with a link',
  component: SignInLinkPage,
  decorators: [withRoutes('/signin-link/:token')],
  parameters: { layout: 'fullscreen', route: '/signin-link/signin_0123456789abcdef' },
} satisfies Meta<typeof SignInLinkPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const press = async (canvasElement: HTMLElement, name: string) =>
  userEvent.click(within(canvasElement).getByRole('button', { name }));

/** Nothing is spent until the owner presses the button: a mail scanner opening the page uses nothing. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth.signInLink.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('auth.signInLink.backToSignIn') })).toHaveAttribute(
      'href',
      '/signin',
    );
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};

/** The link signs her in: the token is stored and her account opens. */
export const Success: Story = {
  play: async ({ canvasElement, globals }) => {
    await press(canvasElement, storyWords(globals).t('auth.signInLink.submit'));
    await expect(await destination(canvasElement)).toBe('/account');
    await waitFor(() => expect(window.localStorage.getItem('auth_token')).toBe(MOCK_SESSION_TOKEN));
  },
};

/** Used, expired or replaced by a newer one: said so, with the way back to sign-in and nothing to press. */
export const LinkInvalid: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.signinLinkInvalid.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    await press(canvasElement, t('auth.signInLink.submit'));
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(text('errors.invalidOrExpiredLink'));
    await expect(alert).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: t('auth.signInLink.submit') })).toBeNull();
  },
};

export const NetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(networkFailureOn('signinWithLink'));
  },
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    await press(canvasElement, t('auth.signInLink.submit'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(text('errors.network'));
    await expect(
      within(canvasElement).getByRole('button', { name: t('auth.signInLink.submit') }),
    ).toBeEnabled();
  },
};

export const Busy: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('signinWithLink');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    await press(canvasElement, t('auth.signInLink.submit'));
    await expect(
      within(canvasElement).getByRole('button', { name: t('auth.signInLink.submit') }),
    ).toBeDisabled();
  },
};
