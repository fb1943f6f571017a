import { endpointRoute, errorResponse, networkFailureOn } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { EmailValidationPage } from '../email-validation-page/email-validation-page.js';
import { withRoutes } from '../story-routes/story-routes.js';
import { SignUpPage } from './sign-up-page.js';

const meta = {
  title: 'Screens/Auth/Sign up',
  component: SignUpPage,
  decorators: [withRoutes('/signup', { '/email-validation': <EmailValidationPage /> })],
  parameters: { layout: 'fullscreen', route: '/signup' },
} satisfies Meta<typeof SignUpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile390', isRotated: false } };

/** Fills the English form and submits it. */
async function signUp(canvasElement: HTMLElement, password = 'secret1', confirmPassword = password) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Email address/), 'anna@praxis.ch');
  await userEvent.type(canvas.getByLabelText(/^Password\*?$/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirm password/), confirmPassword);
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
}

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Create your account');
    await expect(canvas.getByLabelText(/^Password\*?$/)).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  },
};

export const French: Story = { globals: { locale: 'fr' } };
export const GermanOnPhone: Story = { globals: { locale: 'de', ...phone } };
export const Italian: Story = { globals: { locale: 'it' } };

/** SPEC §5: the length is checked before the match, and no call is made. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    await signUp(canvasElement, 'abc', 'xyz');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Password must be at least 6 characters long.');
    await expect(alert).toHaveFocus();
  },
};

export const ValidationErrorOnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create account' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'All fields are required.',
    );
  },
};

/** SPEC §8: a refusal with the "Error:" prefix. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('signup');
    msw.use(method(path, () => errorResponse('rate_limited')));
  },
  play: async ({ canvasElement }) => {
    await signUp(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Error: Too many attempts. Please wait a moment and try again.',
    );
  },
};

export const NetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(networkFailureOn('signup'));
  },
  play: async ({ canvasElement }) => {
    await signUp(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The server cannot be reached. Please check your internet connection and try again.',
    );
  },
};

export const Busy: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('signup');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await signUp(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Create account' })).toBeDisabled();
  },
};

/** On success the user lands on /email-validation. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await signUp(canvasElement);
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Confirm your email address' }),
    ).toBeVisible();
  },
};
