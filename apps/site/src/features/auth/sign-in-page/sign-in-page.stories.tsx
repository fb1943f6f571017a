import { endpointRoute, errorResponse, MOCK_SESSION_TOKEN, networkFailureOn } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withRoutes } from '../story-routes/story-routes.js';
import { SignInPage } from './sign-in-page.js';

const meta = {
  title: 'Screens/Auth/Sign in',
  component: SignInPage,
  decorators: [withRoutes('/signin')],
  parameters: { layout: 'fullscreen', route: '/signin' },
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile390', isRotated: false } };

async function signIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Email address/), 'anna@praxis.ch');
  await userEvent.type(canvas.getByLabelText(/^Password\*?$/), 'secret1');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

const refusedWith = (
  code: 'invalid_credentials' | 'email_not_confirmed' | 'rate_limited',
): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('signin');
    msw.use(method(path, () => errorResponse(code)));
  },
});

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in');
    await expect(canvas.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const French: Story = { globals: { locale: 'fr' } };
export const GermanOnPhone: Story = { globals: { locale: 'de', ...phone } };
export const Italian: Story = { globals: { locale: 'it' } };

/** The API's confirm-email link lands here with the outcome. */
export const EmailConfirmed: Story = {
  parameters: { route: '/signin?emailConfirmation=confirmed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your address is confirmed, you can sign in.',
    );
  },
};

export const ConfirmationLinkInvalid: Story = {
  parameters: { route: '/signin?emailConfirmation=invalid' },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      /lien de confirmation est invalide/,
    );
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in' }));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('All fields are required.');
    await expect(alert).toHaveFocus();
  },
};

export const WrongPassword: Story = {
  ...refusedWith('invalid_credentials'),
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The email address or password is incorrect.',
    );
  },
};

export const EmailNotConfirmed: Story = {
  ...refusedWith('email_not_confirmed'),
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      /^Please confirm your email address first\./,
    );
  },
};

export const RateLimited: Story = {
  ...refusedWith('rate_limited'),
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/^Too many attempts\./);
  },
};

/** SPEC §8: no answer at all is 'Invalid credentials or server issue.' */
export const NetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(networkFailureOn('signin'));
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Invalid credentials or server issue.',
    );
  },
};

export const Busy: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('signin');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in' })).toBeDisabled();
  },
};

/** The token is stored under auth_token and the user goes home (no `from` here). */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await expect(await within(canvasElement).findByTestId('destination')).toHaveTextContent('/');
    await waitFor(() => expect(window.localStorage.getItem('auth_token')).toBe(MOCK_SESSION_TOKEN));
  },
};
